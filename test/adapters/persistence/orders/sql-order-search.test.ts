import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { seedOrders } from '../../../../src/adapters/persistence/seed/seed-orders.js';
import { SqlOrderSearch } from '../../../../src/adapters/persistence/sql-order-search.js';
import { ListOrdersForOperators, type OrderListQuery } from '../../../../src/application/orders/list-orders-for-operators.use-case.js';
import { parseOrderListFilters, type OrderListFilters } from '../../../../src/domain/orders/order-list.js';
import type { OrderListFrom } from '../../../../src/ports/order-search.port.js';
import { insertListedOrder } from '../../../support/order-list-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS, openTestPostgres, TEST_DATABASE_URL } from '../../../support/test-databases.js';

const filtersOf = (query: OrderListQuery): OrderListFilters => {
  const parsed = parseOrderListFilters(query);
  if (!parsed.ok) throw new Error(`filters refused: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
};

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`the operators' order list on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let search: SqlOrderSearch;
    let list: ListOrdersForOperators;

    beforeAll(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      // Two orders in the same microsecond: the later insert is listed first.
      await insertListedOrder(db, { reference: 'EV-1000001', placedAt: '2026-11-20T10:00:00.000001Z' });
      await insertListedOrder(db, { reference: 'EV-1000002', placedAt: '2026-11-20T10:00:00.000001Z', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', postcode: 'LS1 4AP', paymentMethod: 'paypal' });
      await insertListedOrder(db, {
        reference: 'YC-1000003', placedAt: '2026-11-21T23:59:59.999999Z', site: 'yours-clothing-de', status: 'refused', firstName: 'Alan', lastName: 'Turing',
        email: 'alan@Example.com', postcode: '10115', paymentMethod: 'klarna', currency: 'EUR', totalMinor: 4999,
      });
      await insertListedOrder(db, {
        reference: 'MC-1000004', placedAt: '2026-11-22T00:00:00Z', site: 'mandco', firstName: 'Ada', lastName: 'Byron', email: 'ADA@example.com', postcode: 'M1 1AE',
        paymentMethod: 'mc', units: { ordered: 2, dispatched: 1 },
      });
      await insertListedOrder(db, { reference: 'EV-1000005', placedAt: '2026-11-23T08:00:00Z', firstName: 'Joan', lastName: 'Clarke', email: 'joan@example.com', units: { ordered: 1, dispatched: 1, delivered: 1 } });
      await insertListedOrder(db, { reference: 'EV-1000006', placedAt: '2026-11-24T08:00:00Z', status: 'pending', paymentMethod: null, firstName: 'Edsger', lastName: 'Dijkstra', email: 'ed@example.com' });
      await insertListedOrder(db, { reference: 'EV-1000007', placedAt: '2026-11-25T08:00:00Z', units: { ordered: 1, cancelled: 1 }, firstName: 'Barbara', lastName: 'Liskov', email: 'bl@example.com' });
      search = new SqlOrderSearch(db);
      list = new ListOrdersForOperators(search);
    }, DATABASE_START_TIMEOUT_MS);
    afterAll(async () => dispose());

    const references = async (query: OrderListQuery, from: OrderListFrom = null, limit = 50) =>
      (await search.page(filtersOf(query), from, limit)).map((o) => o.reference);

    it('lists every order newest first, orders placed in the same microsecond by insertion', async () => {
      expect(await references({})).toEqual(['EV-1000007', 'EV-1000006', 'EV-1000005', 'MC-1000004', 'YC-1000003', 'EV-1000002', 'EV-1000001']);
    });

    it('gives each order its reference, time, site, shopper, total in its currency, status, method and fulfilment', async () => {
      const rows = await search.page(filtersOf({}), null, 50);
      const byReference = new Map(rows.map((r) => [r.reference, r]));
      expect(byReference.get('YC-1000003')).toMatchObject({
        placedAt: new Date('2026-11-21T23:59:59.999Z'), position: { placedAt: '2026-11-21T23:59:59.999999Z' }, site: 'yours-clothing-de',
        shopperName: 'Alan Turing', email: 'alan@Example.com', total: { amountMinor: 4999, currency: 'EUR' }, status: 'refused', paymentMethod: 'klarna', fulfilment: null,
      });
      expect(byReference.get('EV-1000006')).toMatchObject({ status: 'pending', paymentMethod: null, fulfilment: null });
      expect([...byReference.values()].filter((r) => r.status === 'paid').map((r) => [r.reference, r.fulfilment])).toEqual([
        ['EV-1000007', 'cancelled'], ['EV-1000005', 'delivered'], ['MC-1000004', 'partly-dispatched'], ['EV-1000002', 'awaiting-dispatch'], ['EV-1000001', 'awaiting-dispatch'],
      ]);
    });

    it('finds orders by order number, email, the start of a name or last name, and the start of a postcode', async () => {
      expect(await references({ q: ' yc-1000003 ' })).toEqual(['YC-1000003']);
      expect(await references({ q: 'Ada@Example.COM' })).toEqual(['MC-1000004', 'EV-1000001']);
      expect(await references({ q: 'ada' })).toEqual(['MC-1000004', 'EV-1000001']);
      expect(await references({ q: 'Ada  L' })).toEqual(['EV-1000001']);
      expect(await references({ q: 'hop' })).toEqual(['EV-1000002']);
      expect(await references({ q: 'ls1' })).toEqual(['EV-1000002']);
      expect(await references({ q: 'sw1y4lb' })).toEqual(['EV-1000007', 'EV-1000006', 'EV-1000005', 'EV-1000001']);
      expect(await references({ q: '10115' })).toEqual(['YC-1000003']);
      expect(await references({ q: 'nobody@example.com' })).toEqual([]);
    });

    it('takes LIKE wildcards in a name literally', async () => {
      expect(await references({ q: 'a_a' })).toEqual([]);
      expect(await references({ q: '%' })).toEqual([]);
      expect(await references({ q: 'ad\\' })).toEqual([]);
    });

    it('filters by site, status, payment method and days (UTC, both included), together with a search', async () => {
      expect(await references({ site: 'mandco' })).toEqual(['MC-1000004']);
      expect(await references({ status: 'paid', site: 'evans' })).toEqual(['EV-1000007', 'EV-1000005', 'EV-1000002', 'EV-1000001']);
      expect(await references({ paymentMethod: 'paypal' })).toEqual(['EV-1000002']);
      expect(await references({ from: '2026-11-21', to: '2026-11-22' })).toEqual(['MC-1000004', 'YC-1000003']);
      expect(await references({ to: '2026-11-20' })).toEqual(['EV-1000002', 'EV-1000001']);
      expect(await references({ from: '2026-11-24' })).toEqual(['EV-1000007', 'EV-1000006']);
      expect(await references({ q: 'ada', status: 'paid', site: 'evans' })).toEqual(['EV-1000001']);
    });

    it('pages through the list both ways with the cursors it gives, whatever the page size, with the filters kept', async () => {
      for (const limit of [1, 2, 3, 7]) {
        const seen: string[] = [];
        const pages: { after: string | null; refs: string[] }[] = [];
        let after: string | null = null;
        for (let i = 0; i < 10; i++) {
          const page = await list.execute({ limit, ...(after === null ? {} : { after }) });
          if (!page.ok) throw new Error(page.error.code);
          pages.push({ after, refs: page.value.orders.map((o) => o.reference) });
          seen.push(...page.value.orders.map((o) => o.reference));
          expect(page.value.previous === null).toBe(after === null);
          after = page.value.next;
          if (after === null) break;
        }
        expect(seen).toEqual(await references({}));
        // Back from the last page: each previous page is the one shown before it.
        let before = (await list.execute({ limit, ...(pages.at(-1)!.after === null ? {} : { after: pages.at(-1)!.after! }) }));
        for (let i = pages.length - 2; i >= 0; i--) {
          if (!before.ok || before.value.previous === null) throw new Error('expected a previous page');
          before = await list.execute({ limit, before: before.value.previous });
          if (!before.ok) throw new Error(before.error.code);
          expect(before.value.orders.map((o) => o.reference)).toEqual(pages[i]!.refs);
        }
        if (before.ok) expect(before.value.previous).toBeNull();
      }
      const paid = await list.execute({ status: 'paid', site: 'evans', limit: 2 });
      if (!paid.ok) throw new Error(paid.error.code);
      const rest = await list.execute({ status: 'paid', site: 'evans', limit: 2, after: paid.value.next! });
      expect(rest.ok && rest.value.orders.map((o) => o.reference)).toEqual(['EV-1000002', 'EV-1000001']);
      expect(rest.ok && rest.value.next).toBeNull();
    });

    it('keeps its place when an order is placed between two pages', async () => {
      const first = await list.execute({ limit: 3 });
      if (!first.ok) throw new Error(first.error.code);
      await insertListedOrder(db, { reference: 'EV-1000099', placedAt: '2026-11-26T08:00:00Z' });
      const second = await list.execute({ limit: 3, after: first.value.next! });
      expect(second.ok && second.value.orders.map((o) => o.reference)).toEqual(['MC-1000004', 'YC-1000003', 'EV-1000002']);
      const back = await list.execute({ limit: 3, before: second.ok ? second.value.previous! : '' });
      expect(back.ok && back.value.orders.map((o) => o.reference)).toEqual(['EV-1000007', 'EV-1000006', 'EV-1000005']);
      expect(back.ok && back.value.previous).not.toBeNull();
    });
  });
}

/** The plan of each list query at 100,000 orders: an index gives the page, a search reads only what it matches. */
describe.runIf(TEST_DATABASE_URL !== '')('the operators\' order list at 100,000 orders on PostgreSQL', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  const statements: { sql: string; params: readonly unknown[] }[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await openTestPostgres());
    await migrate(db);
    await seedOrders(db, 100_000, new Date('2026-11-27T10:00:00Z'));
  }, 120_000);
  afterAll(async () => dispose());

  interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] }
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

  /** The plan of the statement SqlOrderSearch runs for `filters` from `from`, run with EXPLAIN ANALYZE. */
  async function planOf(query: OrderListQuery, from: OrderListFrom = null): Promise<{ nodes: PlanNode[]; ms: number; rows: number }> {
    statements.length = 0;
    const recording = { ...db, query: async <T>(sql: string, params: readonly unknown[] = []) => {
      statements.push({ sql, params });
      return db.query<T>(sql, params);
    } } as Database;
    const rows = await new SqlOrderSearch(recording).page(filtersOf(query), from, 26);
    const [statement] = statements;
    const { rows: [explained] } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement!.sql}`, statement!.params);
    const [plan] = explained!['QUERY PLAN'];
    return { nodes: nodes(plan.Plan), ms: plan['Execution Time'], rows: rows.length };
  }
  const ordersScans = (plan: { nodes: PlanNode[] }) => plan.nodes.filter((n) => n['Relation Name'] === 'orders');
  const rowsRead = (plan: { nodes: PlanNode[] }) => ordersScans(plan).reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);

  it('reads a page of the whole list, of a site, a status, a method or a day range through an index in the list\'s order, never the whole table', async () => {
    for (const query of [{}, { site: 'mandco' }, { status: 'refused' }, { paymentMethod: 'paypal' }, { from: '2026-06-01', to: '2026-06-30' }, { site: 'evans', status: 'paid' }]) {
      const plan = await planOf(query);
      expect(plan.rows, JSON.stringify(query)).toBe(26);
      expect(ordersScans(plan).map((n) => n['Node Type']), JSON.stringify(query)).toEqual(['Index Scan']);
      expect(plan.nodes.some((n) => n['Node Type'] === 'Sort'), JSON.stringify(query)).toBe(false);
      expect(rowsRead(plan), JSON.stringify(query)).toBeLessThan(400);
    }
  });

  it('reads a deep page from its cursor, not from the top', async () => {
    // Where the 90,000th newest order stands (OFFSET here only to find it).
    const { rows: [position] } = await db.query<{ placed_at: string; seq: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS placed_at, seq::text AS seq FROM orders ORDER BY created_at DESC, seq DESC OFFSET 90000 LIMIT 1`);
    const plan = await planOf({}, { side: 'older', position: { placedAt: position!.placed_at, seq: position!.seq } });
    expect(plan.rows).toBe(26);
    expect(ordersScans(plan).map((n) => n['Node Type'])).toEqual(['Index Scan']);
    expect(rowsRead(plan)).toBeLessThan(100);
  });

  it('finds an email\'s, an order number\'s, a name\'s and a postcode\'s orders through their indexes', async () => {
    for (const query of [{ q: 'shopper4242@example.com' }, { q: 'EV-9042424' }, { q: 'ada lov' }, { q: 'hopp' }, { q: 'EH1' }]) {
      const plan = await planOf(query);
      expect(plan.rows, query.q).toBeGreaterThan(0);
      expect(ordersScans(plan).every((n) => n['Node Type'] !== 'Seq Scan'), query.q).toBe(true);
    }
    const email = await planOf({ q: 'shopper4242@example.com' });
    expect(rowsRead(email)).toBeLessThan(10);
  });
});
