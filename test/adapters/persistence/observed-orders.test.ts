import { describe, expect, it } from 'vitest';
import { InProcessInvalidationBus } from '../../../src/adapters/persistence/in-process-invalidation-bus.js';
import { ObservedOrders } from '../../../src/adapters/persistence/observed-orders.js';
import type { CacheInvalidation } from '../../../src/ports/cache-invalidation.port.js';
import { InMemoryOrders, InMemoryShopState } from '../../support/in-memory-orders.js';
import { orderLine, orderSnapshot } from '../../support/order-fixtures.js';

// Several nodes (issue 13): stock changes of orders reach the caches, outcomes are counted once.
describe('ObservedOrders', () => {
  const setup = () => {
    const shop = new InMemoryShopState();
    shop.stock.set('S1', 5);
    shop.stock.set('S2', 5);
    const bus = new InProcessInvalidationBus();
    const seen: CacheInvalidation[] = [];
    bus.subscribe((i) => seen.push(i));
    const outcomes: string[] = [];
    const orders = new ObservedOrders(new InMemoryOrders(shop), bus, { placed: () => outcomes.push('placed'), closed: (s) => outcomes.push(s) });
    return { orders, seen, outcomes, shop };
  };
  const owner = () => ({ kind: 'guest' as const, sessionId: `s-${Math.random()}`, site: 'evans' });
  const lines = () => [{ ...orderLine('S1', 1), productId: 11 }, { ...orderLine('S2', 2), productId: 12 }, { ...orderLine('S1', 1), productId: 11 }];

  it('placing takes stock: the products are invalidated and the order counted', async () => {
    const { orders, seen, outcomes } = setup();
    const placed = await orders.place('o1', 'R1', orderSnapshot(owner(), lines()), new Date());
    expect(placed.ok).toBe(true);
    expect(seen).toEqual([{ kind: 'products', productIds: [11, 12] }]);
    expect(outcomes).toEqual(['placed']);
  });

  it('a refused order is not placed: nothing invalidated, nothing counted', async () => {
    const { orders, seen, outcomes } = setup();
    const refused = await orders.place('o1', 'R1', orderSnapshot(owner(), [{ ...orderLine('S1', 9), productId: 11 }]), new Date());
    expect(refused.ok).toBe(false);
    expect(seen).toEqual([]);
    expect(outcomes).toEqual([]);
  });

  it('an unpaid close gives the stock back (invalidated); a paid one does not; a second close counts nothing', async () => {
    const { orders, seen, outcomes, shop } = setup();
    await orders.place('o1', 'R1', orderSnapshot(owner(), lines()), new Date());
    await orders.place('o2', 'R2', orderSnapshot(owner(), [{ ...orderLine('S2', 1), productId: 12 }]), new Date());
    seen.length = 0;
    expect(await orders.close('o1', { status: 'refused', paymentMethod: 'scheme', pspReference: null }, new Date())).toBe(true);
    expect(shop.stock.get('S1')).toBe(5);
    expect(seen).toEqual([{ kind: 'products', productIds: [11, 12] }]);
    expect(await orders.close('o1', { status: 'cancelled', paymentMethod: null, pspReference: null }, new Date())).toBe(false);
    expect(await orders.close('o2', { status: 'paid', paymentMethod: 'scheme', pspReference: 'P', issuedVoucherCodes: [] }, new Date())).toBe(true);
    expect(seen).toHaveLength(1);
    expect(outcomes).toEqual(['placed', 'placed', 'refused', 'paid']);
  });
});
