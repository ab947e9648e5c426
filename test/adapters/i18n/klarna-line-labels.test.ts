import { describe, expect, it } from 'vitest';
import { klarnaLineLabelsFor } from '../../../src/adapters/i18n/klarna-line-labels.js';

describe('the names Klarna shows for lines that are not products', () => {
  it('follow the purchase locale, English when there is no catalogue for its language', () => {
    expect(klarnaLineLabelsFor('de-DE')).toEqual({ delivery: 'Lieferung', discount: 'Rabatt', giftVoucher: 'Geschenkgutschein' });
    expect(klarnaLineLabelsFor('fr-FR').delivery).toBe('Livraison');
    expect(klarnaLineLabelsFor('en-GB').giftVoucher).toBe('Gift voucher');
    expect(klarnaLineLabelsFor('ja-JP')).toEqual(klarnaLineLabelsFor('en-GB'));
  });
});
