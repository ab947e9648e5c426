import { describe, expect, it } from 'vitest';
import type { BasketSummaryLine } from '../../../src/application/basket/view-quick-basket.use-case.js';
import type { CheckoutOverview } from '../../../src/application/delivery/view-checkout.use-case.js';
import { checkoutEvent, purchaseEvent, viewItemEvent, viewItemListEvent } from '../../../src/application/site/ga4-events.js';
import { defaultDeliveryChoice } from '../../../src/domain/delivery/delivery-choice.js';
import type { Order } from '../../../src/domain/orders/order.js';
import { money, multiplyMoney } from '../../../src/domain/pricing/money.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';
import { BLACK_WRAP, RED_MIDI } from '../../support/catalog-fixtures.js';
import { gbp, orderLine, orderSnapshot } from '../../support/order-fixtures.js';

const site = (id: string) => findSiteVariant(id)!;
const NOW = new Date('2026-11-28T10:00:00Z');

describe('GA4 page events', () => {
  it('view_item: GA4\'s item fields, the price in major units of the site\'s currency', () => {
    expect(viewItemEvent(BLACK_WRAP, site('evans'), NOW)).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'GBP', value: 30,
        items: [{ item_id: BLACK_WRAP.code, item_name: 'Black Wrap Dress', item_brand: 'Evans', item_category: 'dresses', price: 30, quantity: 1 }],
      },
    });
  });

  it('a reduced product is priced at what the shopper pays; another site converts to its currency', () => {
    expect(viewItemEvent(RED_MIDI, site('evans'), NOW).ecommerce).toMatchObject({ value: 25, items: [{ price: 25 }] });
    expect(viewItemEvent(BLACK_WRAP, site('evans-ie'), NOW).ecommerce).toMatchObject({ currency: 'EUR', value: 35.1, items: [{ price: 35.1 }] });
  });

  it('view_item_list: the list, and its products in the order shown with their index', () => {
    const event = viewItemListEvent({ id: 'dresses', name: 'Dresses' }, [BLACK_WRAP, RED_MIDI], site('evans'), NOW);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).toMatchObject({ currency: 'GBP', item_list_id: 'dresses', item_list_name: 'Dresses' });
    expect(event.ecommerce.items.map((i) => [i.item_name, i.index, i.price])).toEqual([['Black Wrap Dress', 0, 30], ['Red Midi Dress', 1, 25]]);
  });
});

const line = (overrides: Partial<BasketSummaryLine>): BasketSummaryLine => ({
  shoppingBasketId: 'l1', productId: 1, stockId: 'S-1-12', productName: 'Black Wrap Dress', productSlug: 'black-wrap-dress', productCode: 'EV-BWD',
  categorySlug: 'dresses', image: '/i.jpg', sizeLabel: '12', voucherSummary: null, giftVoucher: null, quantity: 2, maxQuantity: 5, archived: false,
  unitPrice: gbp(3000), lineTotal: multiplyMoney(gbp(3000), 2), ...overrides,
});

/** A basket of a dress (2 units), a gift voucher and a product no longer sold, with a loyalty coupon and a gift voucher applied, sent express. */
const overview: CheckoutOverview = {
  basket: {
    lines: [
      line({}),
      line({
        shoppingBasketId: 'l2', productId: 2, stockId: 'V-1', productName: 'E-gift card', productCode: 'EV-GIFT', categorySlug: 'gifts', sizeLabel: null, quantity: 1,
        giftVoucher: { priceMinor: 2000, cardType: 'Classic', recipientName: 'Ana', recipientEmail: 'ana@example.com', message: '', deliveryDate: '' },
        unitPrice: gbp(2000), lineTotal: gbp(2000),
      }),
      line({ shoppingBasketId: 'l3', productId: 3, productCode: 'EV-OLD', archived: true, quantity: 1 }),
    ],
    count: 4, total: gbp(8000), addedProductId: null, suggestions: [],
  },
  shortfalls: [],
  discounts: [],
  delivery: {
    choice: defaultDeliveryChoice('GB'), option: { kind: 'express', id: 'EXP', price: gbp(695), freeOverThreshold: false }, saved: true,
    options: [], countries: ['GB'], nominatedDays: [], safePlaceOffered: false, toFreeDelivery: null,
  },
  totals: {
    subtotal: gbp(8000),
    reductions: [{ kind: 'coupon', couponId: 'LOYAL5', amount: gbp(500) }, { kind: 'voucher', code: 'GIFTCODE1234', amount: gbp(1000) }],
    goodsAfterCoupons: gbp(7500), delivery: gbp(695), total: gbp(7195),
  },
};

describe('GA4 checkout events', () => {
  it('view_cart: the lines still sold with their size (a voucher\'s design) as the variant, valued after coupons, the coupon named', () => {
    expect(checkoutEvent('view_cart', overview, site('evans'))).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'GBP', value: 75, coupon: 'LOYAL5',
        items: [
          { item_id: 'EV-BWD', item_name: 'Black Wrap Dress', item_brand: 'Evans', item_category: 'dresses', item_variant: '12', price: 30, quantity: 2 },
          { item_id: 'EV-GIFT', item_name: 'E-gift card', item_brand: 'Evans', item_category: 'gifts', item_variant: 'Classic', price: 20, quantity: 1 },
        ],
      },
    });
  });

  it('a gift voucher\'s code is never sent (it is money to whoever reads it); no coupon, no coupon field', () => {
    expect(JSON.stringify(checkoutEvent('begin_checkout', overview, site('evans')))).not.toContain('GIFTCODE1234');
    const noCoupon = { ...overview, totals: { ...overview.totals, reductions: [] } };
    expect(checkoutEvent('begin_checkout', noCoupon, site('evans')).ecommerce).not.toHaveProperty('coupon');
  });

  it('add_shipping_info names the chosen option as the shipping tier; the others do not', () => {
    expect(checkoutEvent('add_shipping_info', overview, site('evans')).ecommerce.shipping_tier).toBe('express');
    expect(checkoutEvent('begin_checkout', overview, site('evans')).ecommerce).not.toHaveProperty('shipping_tier');
  });
});

describe('GA4 purchase', () => {
  const owner = { kind: 'guest' as const, sessionId: 's1', site: 'evans' };
  const snapshot = orderSnapshot(owner, [{ ...orderLine('S-1-12', 2), productId: 1 }, { ...orderLine('V-1', 1, 2000, true), productId: 7 }],
    [{ kind: 'coupon', couponId: 'LOYAL5', label: '£5 off', amount: gbp(500) }, { kind: 'voucher', code: 'GIFTCODE1234', amount: gbp(1000) }]);
  const order: Order = {
    ...snapshot, id: 'o1', reference: 'EV-1000123', status: 'paid', paymentMethod: 'visa', pspReference: 'P', createdAt: NOW, closedAt: NOW, issuedVoucherCodes: [],
  };

  it('the order\'s reference, what was paid less delivery, delivery as shipping, the coupon, and each line with its product\'s code and category', () => {
    // 2 x 25.00 + 20.00 + 3.95 delivery - 5.00 coupon - 10.00 voucher = 58.95 paid.
    expect(purchaseEvent(order, [{ productId: 1, code: 'EV1', categorySlug: 'dresses' }, { productId: 7, code: 'EV-GIFT', categorySlug: 'gifts' }], site('evans'))).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'EV-1000123', currency: 'GBP', value: 55, tax: 0, shipping: 3.95, coupon: 'LOYAL5',
        items: [
          { item_id: 'EV1', item_name: 'Wrap dress', item_brand: 'Evans', item_category: 'dresses', item_variant: '12', price: 25, quantity: 2 },
          { item_id: 'EV-GIFT', item_name: 'E-gift card', item_brand: 'Evans', item_category: 'gifts', item_variant: 'Classic', price: 20, quantity: 1 },
        ],
      },
    });
  });

  it('a product deleted since the order is named by its id; an order in euros keeps its currency', () => {
    const inEuros: Order = { ...order, total: money(6000, 'EUR'), deliveryPrice: money(500, 'EUR'), lines: [{ ...order.lines[0]!, unitPrice: money(2750, 'EUR') }] };
    expect(purchaseEvent(inEuros, [], site('evans-ie')).ecommerce).toMatchObject({
      currency: 'EUR', value: 55, shipping: 5, items: [{ item_id: '1', item_category: '', price: 27.5 }],
    });
  });
});
