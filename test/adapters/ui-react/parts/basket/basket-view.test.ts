import { describe, expect, it } from 'vitest';
import type { BasketSummary } from '../../../../../src/application/basket/view-quick-basket.use-case.js';
import { money } from '../../../../../src/domain/pricing/money.js';
import { findSiteVariant } from '../../../../../src/domain/site/site-variants.js';
import { toBasketView } from '../../../../../src/adapters/ui-react/parts/basket/basket.view.js';

const de = findSiteVariant('yours-clothing-de')!;

const summary: BasketSummary = {
  lines: [{
    shoppingBasketId: 'l1', productId: 1, stockId: 'S-1-12', productName: 'Dress', productSlug: 'dress', productCode: 'D-1', categorySlug: 'dresses', image: '/i.jpg', sizeLabel: '12',
    voucherSummary: null, giftVoucher: null, quantity: 2, maxQuantity: 5, archived: false, unitPrice: money(3510, 'EUR'), lineTotal: money(7020, 'EUR'),
  }],
  count: 2,
  total: money(7020, 'EUR'),
  addedProductId: 1,
  suggestions: [{ id: 2, name: 'Top', slug: 'top', image: '/t.jpg', price: money(1999, 'EUR') }],
};

describe('toBasketView', () => {
  it('writes every amount as the site shows it and keeps the rest', () => {
    const view = toBasketView(summary, de.price);
    expect(view.lines[0]).toMatchObject({ unitPrice: '35,10 €', lineTotal: '70,20 €', quantity: 2, sizeLabel: '12' });
    expect(view.total).toBe('70,20 €');
    expect(view.suggestions[0]).toMatchObject({ price: '19,99 €', name: 'Top' });
    expect(view).toMatchObject({ count: 2, addedProductId: 1 });
  });
});
