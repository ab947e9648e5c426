import { describe, expect, test } from 'vitest';
import { hermesCookieValue } from '../../../../../../../src/adapters/ui-react/screens/basket/delivery/pickup/hermes-events.client.js';
import { decodeHermesCookie, hermesCookie } from '../../../../../../../src/domain/delivery/hermes-parcel-shop.js';

const shop = { externalId: 'EV1', description: 'Corner Shop', address: { street: '1 High Street, Unit 2', city: 'Leeds', postCode: 'LS1 1AA' } };

describe('reading HermesOptions back from document.cookie', () => {
  test('the stored value (URI-encoded) comes back and decodes to the shop, commas restored', () => {
    const { value } = hermesCookie(shop);
    expect(value).toContain('1 High Street| Unit 2');
    const cookies = `other=1; HermesOptions=${encodeURIComponent(value)}; last=x`;
    const read = hermesCookieValue(cookies);
    expect(read).toBe(value);
    expect(decodeHermesCookie(read!)).toEqual({ ok: true, value: shop });
  });

  test('no cookie, another cookie of a similar name, or a broken encoding: null', () => {
    expect(hermesCookieValue('')).toBeNull();
    expect(hermesCookieValue('HermesOptionsOld=1; xHermesOptions=2')).toBeNull();
    expect(hermesCookieValue('HermesOptions=%E0%A4%A')).toBeNull();
  });
});
