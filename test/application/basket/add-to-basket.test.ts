import { describe, expect, it } from 'vitest';
import { AddToBasket } from '../../../src/application/basket/add-to-basket.use-case.js';
import type { GiftVoucherFields } from '../../../src/application/basket/gift-voucher-fields.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { basketKit, site } from './basket-test-kit.js';

const guest: BasketOwner = { kind: 'guest', sessionId: 's1', site: 'evans' };
const evans = site('evans');

const voucher = (over: Partial<GiftVoucherFields> = {}): GiftVoucherFields => ({
  price: '25', cardType: 'birthday', recipientName: ' Ana ', recipientEmail: 'ana@example.com', message: 'Enjoy!', deliveryDate: '', ...over,
});

function setup() {
  const kit = basketKit();
  return { ...kit, add: new AddToBasket(kit.baskets, kit.catalog, kit.clock, kit.ids) };
}

describe('AddToBasket', () => {
  it('refuses a size of a product no longer sold, keeping the basket as it was', async () => {
    const kit = basketKit();
    await kit.catalog.saveProducts([{ ...(await kit.catalog.findProductById(101))!, archived: true }]);
    const added = await new AddToBasket(kit.baskets, kit.catalog, kit.clock, kit.ids)
      .execute({ owner: { kind: 'guest', sessionId: 's1', site: 'evans' }, site: site('evans'), productId: 101, stockId: 'FX-000101-12', quantity: 1, giftVoucher: null });
    expect(added).toEqual({ ok: false, error: { code: 'PRODUCT_ARCHIVED' } });
    expect(await kit.baskets.linesOf({ kind: 'guest', sessionId: 's1', site: 'evans' })).toEqual([]);
  });

  it('adds a size and answers with the count, a GA4 add_to_cart data layer and an event id', async () => {
    const { add } = setup();
    const result = await add.execute({ owner: guest, site: evans, productId: 101, stockId: 'FX-000101-12', quantity: 2, giftVoucher: null });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ count: 2, productName: 'Black Wrap Dress', hasWarning: false, unitsLeft: null, eventId: 'id-2' });
    expect(JSON.parse(result.value.dataLayer)).toEqual({
      event: 'add_to_cart',
      event_id: 'id-2',
      ecommerce: {
        currency: 'GBP', value: 60,
        items: [{ item_id: 'FX-000101', item_name: 'Black Wrap Dress', item_brand: 'Evans', item_category: 'dresses', item_variant: '12', price: 30, quantity: 2 }],
      },
    });
  });

  it('warns with the units left when the size runs low', async () => {
    const { add } = setup();
    const result = await add.execute({ owner: guest, site: site('evans-ie'), productId: 101, stockId: 'FX-000101-16', quantity: 1, giftVoucher: null });
    expect(result.ok && result.value).toMatchObject({ hasWarning: true, unitsLeft: 2 });
    expect(result.ok && JSON.parse(result.value.dataLayer).ecommerce).toMatchObject({ currency: 'EUR', value: 35.1 });
  });

  it('refuses a sold-out size, more than the stock, and products of another brand or unknown sizes', async () => {
    const { add, baskets } = setup();
    const base = { owner: guest, site: evans, productId: 101, giftVoucher: null };
    expect(await add.execute({ ...base, stockId: 'FX-000101-14', quantity: 1 })).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', available: 0 } });
    expect(await add.execute({ ...base, stockId: 'FX-000101-12', quantity: 6 })).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', available: 5 } });
    expect(await add.execute({ ...base, stockId: 'FX-000102-14', quantity: 1 })).toMatchObject({ ok: false, error: { code: 'STOCK_NOT_FOUND' } });
    expect(await add.execute({ ...base, site: site('pixie'), stockId: 'FX-000101-12', quantity: 1 })).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    expect(await add.execute({ ...base, productId: 999, stockId: 'FX-000101-12', quantity: 1 })).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    expect(await add.execute({ ...base, stockId: 'FX-000101-12', quantity: 0 })).toMatchObject({ ok: false, error: { code: 'INVALID_QUANTITY' } });
    expect(await baskets.countOf(guest)).toBe(0);
  });

  it('makes a new owner (a session) only when the add will pass: a refused add makes none', async () => {
    const { add, baskets } = setup();
    let made = 0;
    const newOwner = async () => {
      made++;
      return guest;
    };
    const base = { owner: newOwner, site: evans, productId: 101, giftVoucher: null };
    expect(await add.execute({ ...base, stockId: 'FX-000101-14', quantity: 1 })).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', available: 0 } });
    expect(await add.execute({ ...base, stockId: 'FX-000101-12', quantity: 6 })).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', available: 5 } });
    expect(await add.execute({ ...base, stockId: 'FX-000101-12', quantity: 0 })).toMatchObject({ ok: false, error: { code: 'INVALID_QUANTITY' } });
    expect(await add.execute({ ...base, productId: 999, stockId: 'FX-000101-12', quantity: 1 })).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    expect(await add.execute({ ...base, productId: 100, stockId: 'FX-GIFT-100-One Size', quantity: 1, giftVoucher: voucher({ price: '30' }) })).toMatchObject({ ok: false });
    expect(made).toBe(0);
    expect((await add.execute({ ...base, stockId: 'FX-000101-12', quantity: 5 })).ok).toBe(true);
    expect(made).toBe(1);
    expect(await baskets.countOf(guest)).toBe(5);
  });

  it('adds a gift voucher with validated details, at the chosen amount', async () => {
    const { add, baskets } = setup();
    const result = await add.execute({ owner: guest, site: evans, productId: 100, stockId: 'FX-GIFT-100-One Size', quantity: 1, giftVoucher: voucher({ deliveryDate: '2026-12-24' }) });
    expect(result.ok).toBe(true);
    const [line] = await baskets.linesOf(guest);
    expect(line?.giftVoucher).toEqual({ priceMinor: 2500, cardType: 'birthday', recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Enjoy!', deliveryDate: '2026-12-24' });
    expect(result.ok && JSON.parse(result.value.dataLayer).ecommerce.items[0]).toMatchObject({ price: 25, item_variant: 'birthday' });
  });

  it('takes the amount in the site currency (IE: 29.25 for the 25 pound option)', async () => {
    const { add } = setup();
    expect((await add.execute({ owner: guest, site: site('evans-ie'), productId: 100, stockId: 'FX-GIFT-100-One Size', quantity: 1, giftVoucher: voucher({ price: '29.25' }) })).ok).toBe(true);
  });

  it.each([
    [{ price: '30' }, 'VOUCHER_AMOUNT'],
    [{ price: '' }, 'VOUCHER_AMOUNT'],
    [{ cardType: 'gold' }, 'VOUCHER_DESIGN'],
    [{ recipientName: '   ' }, 'VOUCHER_RECIPIENT_NAME'],
    [{ recipientName: 'x'.repeat(61) }, 'VOUCHER_RECIPIENT_NAME'],
    [{ recipientEmail: 'ana@' }, 'VOUCHER_RECIPIENT_EMAIL'],
    [{ message: 'x'.repeat(251) }, 'VOUCHER_MESSAGE'],
    [{ deliveryDate: '2026-10-31' }, 'VOUCHER_DELIVERY_DATE'],
    [{ deliveryDate: '2026-02-30' }, 'VOUCHER_DELIVERY_DATE'],
    [{ deliveryDate: '2027-11-02' }, 'VOUCHER_DELIVERY_DATE'],
  ])('refuses voucher fields %o', async (over, field) => {
    const { add, baskets } = setup();
    const result = await add.execute({ owner: guest, site: evans, productId: 100, stockId: 'FX-GIFT-100-One Size', quantity: 1, giftVoucher: voucher(over) });
    expect(result).toEqual({ ok: false, error: { code: 'INVALID_GIFT_VOUCHER', field } });
    expect(await baskets.countOf(guest)).toBe(0);
  });

  it('needs the voucher fields for a gift voucher', async () => {
    const { add } = setup();
    expect(await add.execute({ owner: guest, site: evans, productId: 100, stockId: 'FX-GIFT-100-One Size', quantity: 1, giftVoucher: null }))
      .toMatchObject({ ok: false, error: { code: 'INVALID_GIFT_VOUCHER' } });
  });
});
