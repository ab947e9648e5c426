import { describe, expect, it } from 'vitest';
import { AddToBasket } from '../../../src/application/basket/add-to-basket.use-case.js';
import type { GiftVoucherFields } from '../../../src/application/basket/gift-voucher-fields.js';
import type { BasketOwner } from '../../../src/domain/shopper/basket-owner.js';
import { basketKit, site } from './basket-test-kit.js';

const guest: BasketOwner = { kind: 'guest', sessionId: 's1' };
const evans = site('evans');

const voucher = (over: Partial<GiftVoucherFields> = {}): GiftVoucherFields => ({
  price: '25', cardType: 'birthday', recipientName: ' Ana ', recipientEmail: 'ana@example.com', message: 'Enjoy!', deliveryDate: '', ...over,
});

function setup() {
  const kit = basketKit();
  return { ...kit, add: new AddToBasket(kit.baskets, kit.catalog, kit.clock, kit.ids) };
}

describe('AddToBasket', () => {
  it('adds a size and answers with the count, a GA4 add_to_cart data layer and an event id', async () => {
    const { add } = setup();
    const result = await add.execute({ owner: guest, site: evans, productId: 101, stockId: 'FX-000101-12', quantity: 2, giftVoucher: null });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ count: 2, message: 'Black Wrap Dress added to basket', hasWarning: false, reason: null, eventId: 'id-2' });
    expect(JSON.parse(result.value.dataLayer)).toEqual({
      event: 'add_to_cart',
      event_id: 'id-2',
      ecommerce: {
        currency: 'GBP', value: 60,
        items: [{ item_id: 'FX-000101', item_name: 'Black Wrap Dress', item_brand: 'Evans', item_category: 'dresses', item_variant: '12', price: 30, quantity: 2 }],
      },
    });
  });

  it('warns with a reason when the size runs low, in the site currency', async () => {
    const { add } = setup();
    const result = await add.execute({ owner: guest, site: site('evans-ie'), productId: 101, stockId: 'FX-000101-16', quantity: 1, giftVoucher: null });
    expect(result.ok && result.value).toMatchObject({ hasWarning: true, reason: 'Hurry, only 2 left in this size.' });
    expect(result.ok && JSON.parse(result.value.dataLayer).ecommerce).toMatchObject({ currency: 'EUR', value: 35.1 });
  });

  it('refuses a sold-out size with the spec message, more than the stock, and products of another brand or unknown sizes', async () => {
    const { add, baskets } = setup();
    const base = { owner: guest, site: evans, productId: 101, giftVoucher: null };
    expect(await add.execute({ ...base, stockId: 'FX-000101-14', quantity: 1 })).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', message: 'This item is out of stock.' } });
    expect(await add.execute({ ...base, stockId: 'FX-000101-12', quantity: 6 })).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', message: 'Sorry, only 5 of this item are available.' } });
    expect(await add.execute({ ...base, stockId: 'FX-000102-14', quantity: 1 })).toMatchObject({ ok: false, error: { code: 'STOCK_NOT_FOUND' } });
    expect(await add.execute({ ...base, site: site('pixie'), stockId: 'FX-000101-12', quantity: 1 })).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    expect(await add.execute({ ...base, productId: 999, stockId: 'FX-000101-12', quantity: 1 })).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    expect(await add.execute({ ...base, stockId: 'FX-000101-12', quantity: 0 })).toMatchObject({ ok: false, error: { code: 'INVALID_QUANTITY' } });
    expect(await baskets.countOf(guest)).toBe(0);
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
    [{ price: '30' }, 'Please choose one of the amounts shown.'],
    [{ price: '' }, 'Please choose one of the amounts shown.'],
    [{ cardType: 'gold' }, 'Please choose one of the designs shown.'],
    [{ recipientName: '   ' }, "Please enter the recipient's name (up to 60 characters)."],
    [{ recipientName: 'x'.repeat(61) }, "Please enter the recipient's name (up to 60 characters)."],
    [{ recipientEmail: 'ana@' }, "Please enter the recipient's email address, such as name@example.com."],
    [{ message: 'x'.repeat(251) }, 'Your message can be up to 250 characters.'],
    [{ deliveryDate: '2026-10-31' }, 'Please choose a delivery date from today to 365 days ahead.'],
    [{ deliveryDate: '2026-02-30' }, 'Please choose a delivery date from today to 365 days ahead.'],
    [{ deliveryDate: '2027-11-02' }, 'Please choose a delivery date from today to 365 days ahead.'],
  ])('refuses voucher fields %o', async (over, message) => {
    const { add, baskets } = setup();
    const result = await add.execute({ owner: guest, site: evans, productId: 100, stockId: 'FX-GIFT-100-One Size', quantity: 1, giftVoucher: voucher(over) });
    expect(result).toEqual({ ok: false, error: { code: 'INVALID_GIFT_VOUCHER', message } });
    expect(await baskets.countOf(guest)).toBe(0);
  });

  it('needs the voucher fields for a gift voucher', async () => {
    const { add } = setup();
    expect(await add.execute({ owner: guest, site: evans, productId: 100, stockId: 'FX-GIFT-100-One Size', quantity: 1, giftVoucher: null }))
      .toMatchObject({ ok: false, error: { code: 'INVALID_GIFT_VOUCHER' } });
  });
});
