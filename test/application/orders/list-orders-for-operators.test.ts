import { describe, expect, it } from 'vitest';
import { ListOrdersForOperators } from '../../../src/application/orders/list-orders-for-operators.use-case.js';
import type { OrderListFilters } from '../../../src/domain/orders/order-list.js';
import { money } from '../../../src/domain/pricing/money.js';
import type { OrderListEntry, OrderListFrom, OrderSearch } from '../../../src/ports/order-search.port.js';

/** Orders 1..n, the highest newest; placed a second apart. */
function ordersUpTo(n: number): OrderListEntry[] {
  return Array.from({ length: n }, (_, i) => n - i).map((k) => ({
    reference: `EV-${1_000_000 + k}`,
    placedAt: new Date(Date.UTC(2026, 10, 27, 0, 0, k)),
    position: { placedAt: new Date(Date.UTC(2026, 10, 27, 0, 0, k)).toISOString().replace('Z', '000Z'), seq: String(k) },
    site: 'evans', shopperName: 'Ada Lovelace', email: 'ada@example.com', total: money(2895, 'GBP'), status: 'paid' as const, paymentMethod: 'visa', fulfilment: 'awaiting-dispatch' as const,
  }));
}

/** A store over a list, newest first, reading as the port says: nearest to the position first. */
class ListStore implements OrderSearch {
  readonly calls: { filters: OrderListFilters; from: OrderListFrom; limit: number }[] = [];
  constructor(private readonly orders: OrderListEntry[]) {}
  async page(filters: OrderListFilters, from: OrderListFrom, limit: number): Promise<OrderListEntry[]> {
    this.calls.push({ filters, from, limit });
    const seq = (o: OrderListEntry) => Number(o.position.seq);
    if (from === null) return this.orders.slice(0, limit);
    if (from.side === 'older') return this.orders.filter((o) => seq(o) < Number(from.position.seq)).slice(0, limit);
    return this.orders.filter((o) => seq(o) > Number(from.position.seq)).reverse().slice(0, limit);
  }
}

const refs = (orders: readonly OrderListEntry[]) => orders.map((o) => o.reference.slice(-2));

describe('listing orders for operators', () => {
  it('reads one more order than a page shows, to know whether there is a next page', async () => {
    const store = new ListStore(ordersUpTo(5));
    const page = await new ListOrdersForOperators(store).execute({ limit: 2, site: 'evans' });
    expect(page.ok && refs(page.value.orders)).toEqual(['05', '04']);
    expect(page.ok && page.value.previous).toBeNull();
    expect(page.ok && page.value.next).toBe('20261127000004000000-4');
    expect(store.calls).toMatchObject([{ from: null, limit: 3, filters: { site: 'evans' } }]);
  });

  it('walks forward to the last page and back to the first with the cursors it gives', async () => {
    const list = new ListOrdersForOperators(new ListStore(ordersUpTo(5)));
    const one = await list.execute({ limit: 2 });
    const two = await list.execute({ limit: 2, after: one.ok ? one.value.next! : '' });
    const three = await list.execute({ limit: 2, after: two.ok ? two.value.next! : '' });
    expect([two, three].map((p) => p.ok && refs(p.value.orders))).toEqual([['03', '02'], ['01']]);
    expect(three.ok && three.value.next).toBeNull();
    const back = await list.execute({ limit: 2, before: three.ok ? three.value.previous! : '' });
    expect(back.ok && refs(back.value.orders)).toEqual(['03', '02']);
    const first = await list.execute({ limit: 2, before: back.ok ? back.value.previous! : '' });
    expect(first.ok && refs(first.value.orders)).toEqual(['05', '04']);
    expect(first.ok && [first.value.previous, first.value.next]).toEqual([null, '20261127000004000000-4']);
  });

  it('shows an empty first page without cursors', async () => {
    const page = await new ListOrdersForOperators(new ListStore([])).execute({});
    expect(page).toEqual({ ok: true, value: expect.objectContaining({ orders: [], next: null, previous: null }) });
  });

  it('keeps the page size between 1 and 100 (25 unless asked)', async () => {
    const store = new ListStore(ordersUpTo(3));
    const list = new ListOrdersForOperators(store);
    await list.execute({});
    await list.execute({ limit: 0 });
    await list.execute({ limit: 1000 });
    expect(store.calls.map((c) => c.limit)).toEqual([26, 2, 101]);
  });

  it('refuses bad filters and cursors without reading', async () => {
    const store = new ListStore(ordersUpTo(3));
    const list = new ListOrdersForOperators(store);
    expect(await list.execute({ status: 'lost' })).toMatchObject({ ok: false, error: { code: 'ORDER_FILTER_INVALID', filter: 'status' } });
    expect(await list.execute({ from: '2026-11-31' })).toMatchObject({ ok: false, error: { code: 'ORDER_DATES_INVALID' } });
    expect(await list.execute({ after: 'page-2' })).toEqual({ ok: false, error: { code: 'ORDER_CURSOR_INVALID' } });
    expect(await list.execute({ after: '20261127000004000000-4', before: '20261127000004000000-4' })).toEqual({ ok: false, error: { code: 'ORDER_CURSOR_INVALID' } });
    expect(store.calls).toEqual([]);
  });
});
