import { describe, expect, it } from 'vitest';
import { ObservedOrders } from '../../../src/adapters/persistence/observed-orders.js';
import { InMemoryOrders, InMemoryShopState } from '../../support/in-memory-orders.js';
import { orderLine, orderSnapshot } from '../../support/order-fixtures.js';

// Several nodes (ADR 0021): each outcome is counted once.
describe('ObservedOrders', () => {
  const setup = () => {
    const shop = new InMemoryShopState();
    shop.stock.set('S1', 5);
    shop.stock.set('S2', 5);
    // Every owner's basket holds what these orders are placed from.
    shop.basketUnitsOf = async () => new Map([['S1', 99], ['S2', 99]]);
    const outcomes: string[] = [];
    const orders = new ObservedOrders(new InMemoryOrders(shop), { placed: () => outcomes.push('placed'), closed: (s) => outcomes.push(s) });
    return { orders, outcomes, shop };
  };
  const owner = () => ({ kind: 'guest' as const, sessionId: `s-${Math.random()}`, site: 'evans' });
  const lines = () => [{ ...orderLine('S1', 1), productId: 11 }, { ...orderLine('S2', 2), productId: 12 }];

  it('an order placed is counted; one refused is not', async () => {
    const { orders, outcomes } = setup();
    expect((await orders.place('o1', 'R1', orderSnapshot(owner(), lines()), new Date())).ok).toBe(true);
    expect((await orders.place('o2', 'R2', orderSnapshot(owner(), [{ ...orderLine('S1', 9), productId: 11 }]), new Date())).ok).toBe(false);
    expect(outcomes).toEqual(['placed']);
  });

  it('each close that does the work is counted with its status; a second close counts nothing', async () => {
    const { orders, outcomes, shop } = setup();
    await orders.place('o1', 'R1', orderSnapshot(owner(), lines()), new Date());
    await orders.place('o2', 'R2', orderSnapshot(owner(), [{ ...orderLine('S2', 1), productId: 12 }]), new Date());
    expect(await orders.close('o1', { status: 'refused', paymentMethod: 'scheme', pspReference: null }, new Date())).toBe(true);
    expect(shop.stock.get('S1')).toBe(5);
    expect(await orders.close('o1', { status: 'cancelled', paymentMethod: null, pspReference: null }, new Date())).toBe(false);
    expect(await orders.close('o2', { status: 'paid', paymentMethod: 'scheme', pspReference: 'P', issuedVoucherCodes: [], captureMode: 'automatic' }, new Date())).toBe(true);
    expect(outcomes).toEqual(['placed', 'placed', 'refused', 'paid']);
  });
});
