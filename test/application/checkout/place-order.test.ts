import { describe, expect, it } from 'vitest';
import { money } from '../../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { NOW } from '../basket/basket-test-kit.js';
import { BLACK_WRAP } from '../../support/catalog-fixtures.js';
import { evans, ordersKit } from './orders-test-kit.js';

const guest = (id = 'g1'): BasketOwner => ({ kind: 'guest', sessionId: id, site: 'evans' });

describe('PlaceOrder', () => {
  it('refuses an empty basket and a basket without shopper details, writing nothing', async () => {
    const k = ordersKit();
    expect(await k.placeOrder.execute({ owner: guest(), site: evans })).toEqual({ ok: false, error: { code: 'BASKET_EMPTY' } });
    await k.baskets.add(guest(), { stockId: 'FX-000101-12', quantity: 1, giftVoucher: null }, 'l1', NOW);
    expect(await k.placeOrder.execute({ owner: guest(), site: evans })).toEqual({
      ok: false,
      // The fields to fill, in field order: the browser leads the shopper to the first.
      error: { code: 'SHOPPER_DETAILS_MISSING', fields: ['email', 'delivery.firstName', 'delivery.lastName', 'delivery.line1', 'delivery.city', 'delivery.postcode', 'delivery.countryCode', 'delivery.phone'] },
    });
    expect(await k.orders.openOrderOf(guest())).toBeNull();
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
  });

  it('copies the basket as it is now: lines, details, delivery, vouchers and totals; the reference carries the brand code', async () => {
    const k = ordersKit();
    await k.fill(guest(), 'FX-000101-12', 2);
    await k.discounts.issue({ code: 'GIFT1000', balance: money(1000, 'GBP'), issuedAt: NOW });
    k.shop.vouchers.set('GIFT1000', money(1000, 'GBP'));
    await k.discounts.applyVoucher(guest(), 'GIFT1000', NOW);
    const placed = await k.placeOrder.execute({ owner: guest(), site: evans });
    if (!placed.ok) throw new Error(placed.error.code);
    const { order } = placed.value;
    const overview = await k.view.execute(guest(), evans);
    expect(order.reference).toMatch(/^EV-\d{7}$/);
    expect(order.lines).toEqual([expect.objectContaining({ stockId: 'FX-000101-12', quantity: 2, unitPrice: money(3000, 'GBP'), lineTotal: money(6000, 'GBP'), giftVoucher: null })]);
    expect(order.details.email).toBe('ada@example.com');
    expect(order.delivery).toEqual(overview.delivery.choice);
    expect(order.reductions).toEqual([{ kind: 'voucher', code: 'GIFT1000', amount: money(1000, 'GBP') }]);
    expect(order.total).toEqual(overview.totals.total);
    expect(order.total.amountMinor).toBe(6000 + overview.totals.delivery.amountMinor - 1000);
    expect(k.shop.stock.get('FX-000101-12')).toBe(3);
  });

  it('reuses the open order when the basket is the same, and cancels it (stock back) when the basket changed', async () => {
    const k = ordersKit();
    await k.fill(guest());
    const first = await k.placeOrder.execute({ owner: guest(), site: evans });
    const again = await k.placeOrder.execute({ owner: guest(), site: evans });
    expect(again.ok && first.ok && again.value.order.id === first.value.order.id).toBe(true);
    expect([first.ok && first.value.isNew, again.ok && again.value.isNew]).toEqual([true, false]); // only a new order skips the read of attempts
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
    await k.fill(guest(), 'FX-000103-18', 1);
    const changed = await k.placeOrder.execute({ owner: guest(), site: evans });
    if (!changed.ok || !first.ok) throw new Error('not placed');
    expect(changed.value.order.id).not.toBe(first.value.order.id);
    expect((await k.orders.byId(first.value.order.id))!.status).toBe('cancelled');
    expect([k.shop.stock.get('FX-000101-12'), k.shop.stock.get('FX-000103-18')]).toEqual([4, 3]);
  });

  it('refuses a basket with a product no longer sold until its line is removed, placing nothing', async () => {
    const k = ordersKit();
    await k.fill(guest(), 'FX-000101-12', 1);
    await k.fill(guest(), 'FX-000103-18', 1);
    await k.catalog.saveProducts([{ ...BLACK_WRAP, archived: true }]);
    const refused = await k.placeOrder.execute({ owner: guest(), site: evans });
    expect(refused).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', stockId: 'FX-000101-12', available: 0, shoppingBasketId: 'line-1', archived: true } });
    expect(await k.orders.openOrderOf(guest())).toBeNull();
    expect(k.shop.stock.get('FX-000101-12')).toBe(5);
    await k.baskets.changeQuantity(guest(), 'line-1', 'delete');
    const placed = await k.placeOrder.execute({ owner: guest(), site: evans });
    expect(placed.ok && placed.value.order.lines.map((l) => l.stockId)).toEqual(['FX-000103-18']);
  });

  it('answers OUT_OF_STOCK with the units left and the basket line, when the reservation finds fewer than the basket page showed', async () => {
    const k = ordersKit();
    await k.fill(guest(), 'FX-000101-16', 2);
    k.shop.stock.set('FX-000101-16', 1);
    const placed = await k.placeOrder.execute({ owner: guest(), site: evans });
    expect(placed).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', stockId: 'FX-000101-16', available: 1, shoppingBasketId: expect.any(String), archived: false } });
    expect(k.shop.stock.get('FX-000101-16')).toBe(1);
    expect(await k.orders.openOrderOf(guest())).toBeNull();
  });

  it('answers DISCOUNT_UNAVAILABLE when a voucher on the basket is held by another pending order', async () => {
    const k = ordersKit();
    await k.discounts.issue({ code: 'SHARED500', balance: money(500, 'GBP'), issuedAt: NOW });
    k.shop.vouchers.set('SHARED500', money(500, 'GBP'));
    for (const id of ['a', 'b']) {
      await k.fill(guest(id));
      await k.discounts.applyVoucher(guest(id), 'SHARED500', NOW);
    }
    expect((await k.placeOrder.execute({ owner: guest('a'), site: evans })).ok).toBe(true);
    expect(await k.placeOrder.execute({ owner: guest('b'), site: evans })).toEqual({ ok: false, error: { code: 'DISCOUNT_UNAVAILABLE', reference: 'SHARED500' } });
    expect(k.shop.stock.get('FX-000101-12')).toBe(4);
  });
});
