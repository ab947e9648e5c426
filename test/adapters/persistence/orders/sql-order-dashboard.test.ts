import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { seedOrders } from '../../../../src/adapters/persistence/seed/seed-orders.js';
import { SqlOrderDashboard } from '../../../../src/adapters/persistence/sql-order-dashboard.js';
import {
  addDashboardEvent, addDashboardOrder, addFailedDelivery, addHistory, addModification, referenceOf,
} from '../../../support/order-dashboard-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, openTestPostgres, TEST_DATABASE_URL, TEST_DRIVERS } from '../../../support/test-databases.js';

const at = (iso: string): Date => new Date(iso);
const FROM = at('2026-11-25T00:00:00Z');
const TO = at('2026-11-28T00:00:00Z');

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`the operators' dashboard on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let dashboard: SqlOrderDashboard;

    beforeEach(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      dashboard = new SqlOrderDashboard(db);
    }, DATABASE_START_TIMEOUT_MS);
    afterEach(async () => dispose());

    it('groups paid orders by the UTC day they were placed and their currency, refunds and returns by the day of their events, per site or all', async () => {
      await addDashboardOrder(db, { id: 'a', createdAt: at('2026-11-25T00:00:00Z'), totalMinor: 2500 });
      await addDashboardOrder(db, { id: 'b', createdAt: at('2026-11-25T23:59:59.999Z'), totalMinor: 1500 });
      await addDashboardOrder(db, { id: 'c', createdAt: at('2026-11-25T12:00:00Z'), site: 'evans-ie', currency: 'EUR', totalMinor: 3000 });
      await addDashboardOrder(db, { id: 'd', createdAt: at('2026-11-27T08:00:00Z'), totalMinor: 999 });
      // Not counted: unpaid, or outside the range on either side.
      await addDashboardOrder(db, { id: 'e', createdAt: at('2026-11-26T08:00:00Z'), status: 'pending' });
      await addDashboardOrder(db, { id: 'f', createdAt: at('2026-11-26T08:00:00Z'), status: 'expired' });
      await addDashboardOrder(db, { id: 'g', createdAt: at('2026-11-24T23:59:59.999Z') });
      await addDashboardOrder(db, { id: 'h', createdAt: TO });
      await addDashboardEvent(db, { orderId: 'a', type: 'order.refunded', occurredAt: at('2026-11-27T09:00:00Z'), amountMinor: 500 });
      await addDashboardEvent(db, { orderId: 'a', type: 'order.refunded', occurredAt: at('2026-11-27T10:00:00Z'), amountMinor: 700 });
      await addDashboardEvent(db, { orderId: 'c', type: 'order.refunded', site: 'evans-ie', currency: 'EUR', occurredAt: at('2026-11-27T11:00:00Z'), amountMinor: 3000 });
      await addDashboardEvent(db, { orderId: 'a', type: 'order.returned', occurredAt: at('2026-11-26T09:00:00Z') });
      await addDashboardEvent(db, { orderId: 'b', type: 'order.returned', occurredAt: at('2026-11-26T10:00:00Z') });
      await addDashboardEvent(db, { orderId: 'g', type: 'order.returned', occurredAt: at('2026-11-24T10:00:00Z') });
      await addDashboardEvent(db, { orderId: 'a', type: 'order.dispatched', occurredAt: at('2026-11-26T10:00:00Z') });

      const all = await dashboard.dailyFigures({ site: null, from: FROM, to: TO });
      const sorted = <T extends { day: string }>(rows: T[]) => [...rows].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
      expect(sorted(all.orders)).toEqual([
        { day: '2026-11-25', currency: 'EUR', orders: 1, revenueMinor: 3000 },
        { day: '2026-11-25', currency: 'GBP', orders: 2, revenueMinor: 4000 },
        { day: '2026-11-27', currency: 'GBP', orders: 1, revenueMinor: 999 },
      ]);
      expect(sorted(all.refunds)).toEqual([
        { day: '2026-11-27', currency: 'EUR', refunds: 1, refundedMinor: 3000 },
        { day: '2026-11-27', currency: 'GBP', refunds: 2, refundedMinor: 1200 },
      ]);
      expect(all.returns).toEqual([{ day: '2026-11-26', returns: 2 }]);

      const evans = await dashboard.dailyFigures({ site: 'evans', from: FROM, to: TO });
      expect(sorted(evans.orders).map((r) => r.currency)).toEqual(['GBP', 'GBP']);
      expect(evans.refunds).toEqual([{ day: '2026-11-27', currency: 'GBP', refunds: 2, refundedMinor: 1200 }]);
      expect((await dashboard.dailyFigures({ site: 'evans-ie', from: FROM, to: TO })).returns).toEqual([]);
    });

    it('lists paid orders with units neither dispatched nor cancelled, the oldest first, with how many there are', async () => {
      await addDashboardOrder(db, { id: 'new', createdAt: at('2026-11-27T08:00:00Z'), lines: [{ quantity: 2 }, { quantity: 1, dispatched: 1 }] });
      await addDashboardOrder(db, { id: 'old', createdAt: at('2026-11-20T08:00:00Z'), lines: [{ quantity: 3, dispatched: 1, cancelled: 1 }], totalMinor: 4200 });
      await addDashboardOrder(db, { id: 'mid', createdAt: at('2026-11-22T08:00:00Z'), site: 'pixie', lines: [{ quantity: 1 }] });
      await addDashboardOrder(db, { id: 'sent', createdAt: at('2026-11-19T08:00:00Z'), lines: [{ quantity: 2, dispatched: 1, cancelled: 1 }] });
      await addDashboardOrder(db, { id: 'unpaid', createdAt: at('2026-11-18T08:00:00Z'), status: 'expired', lines: [{ quantity: 1 }] });

      const waiting = await dashboard.awaitingDispatch({ site: null, limit: 2 });
      expect(waiting.count).toBe(3);
      expect(waiting.oldest).toEqual([
        { reference: referenceOf('old'), site: 'evans', placedAt: at('2026-11-20T08:00:00Z'), total: { amountMinor: 4200, currency: 'GBP' }, unitsToDispatch: 1 },
        { reference: referenceOf('mid'), site: 'pixie', placedAt: at('2026-11-22T08:00:00Z'), total: { amountMinor: 1000, currency: 'GBP' }, unitsToDispatch: 1 },
      ]);
      const evans = await dashboard.awaitingDispatch({ site: 'evans', limit: 10 });
      expect([evans.count, evans.oldest.map((o) => [o.reference, o.unitsToDispatch])]).toEqual([2, [[referenceOf('old'), 1], [referenceOf('new'), 2]]]);
      expect(await dashboard.awaitingDispatch({ site: 'star', limit: 10 })).toEqual({ count: 0, oldest: [] });
    });

    it('counts the failed webhook deliveries of a site\'s orders, or of all', async () => {
      await addDashboardOrder(db, { id: 'a', createdAt: at('2026-11-20T08:00:00Z') });
      await addDashboardOrder(db, { id: 'b', createdAt: at('2026-11-20T08:00:00Z'), site: 'pixie' });
      await addFailedDelivery(db, await addDashboardEvent(db, { orderId: 'a', type: 'order.placed', occurredAt: at('2026-11-20T08:00:00Z') }), 'a', at('2026-11-23T08:00:00Z'));
      await addFailedDelivery(db, await addDashboardEvent(db, { orderId: 'b', type: 'order.placed', occurredAt: at('2026-11-20T08:00:00Z') }), 'b', at('2026-11-23T08:00:00Z'));
      await addFailedDelivery(db, await addDashboardEvent(db, { orderId: 'b', type: 'order.paid', occurredAt: at('2026-11-20T08:01:00Z') }), 'b', at('2026-11-23T08:01:00Z'));
      expect([await dashboard.failedDeliveryCount(null), await dashboard.failedDeliveryCount('pixie'), await dashboard.failedDeliveryCount('evans')]).toEqual([3, 2, 1]);
      expect(await dashboard.failedDeliveryCount('star')).toBe(0);
    });

    it('finds failed money actions (the latest of their kind on an order), unanswered ones past the overdue time, and reversals that failed and were not asked again', async () => {
      for (const id of ['o1', 'o2', 'o3', 'o4']) await addDashboardOrder(db, { id, createdAt: at('2026-11-20T08:00:00Z'), site: id === 'o4' ? 'pixie' : 'evans' });
      const overdueBefore = at('2026-11-27T09:30:00Z');
      // o1: a refund failed, then one asked again that succeeded; its capture failed for good.
      await addModification(db, { id: 'm1', orderId: 'o1', kind: 'refund', state: 'failed', requestedAt: at('2026-11-26T08:00:00Z'), failureReason: 'Insufficient balance' });
      await addModification(db, { id: 'm2', orderId: 'o1', kind: 'refund', state: 'succeeded', requestedAt: at('2026-11-26T09:00:00Z') });
      await addModification(db, { id: 'm3', orderId: 'o1', kind: 'capture', state: 'failed', requestedAt: at('2026-11-25T08:00:00Z'), failureReason: 'Expired', amountMinor: 1000 });
      // o2: a capture the provider never took, long ago; another asked just now.
      await addModification(db, { id: 'm4', orderId: 'o2', kind: 'capture', state: 'requested', requestedAt: at('2026-11-27T08:00:00Z'), amountMinor: 400 });
      await addModification(db, { id: 'm5', orderId: 'o3', kind: 'refund', state: 'requested', requestedAt: at('2026-11-27T09:45:00Z') });
      // o4: a refund the provider took and never settled.
      await addModification(db, { id: 'm6', orderId: 'o4', kind: 'refund', state: 'requested', requestedAt: at('2026-11-27T09:00:00Z'), providerReference: 'PSP-R6' });
      // Reversals: o1's failed then asked again (fine now); o2's failed and stands; o3's failed twice (one line).
      await addHistory(db, 'o1', 'payment-reversal-failed', at('2026-11-21T08:00:00Z'), { provider: 'paypal', error: { code: 'PROVIDER_UNAVAILABLE' } });
      await addHistory(db, 'o1', 'payment-reversal-requested', at('2026-11-21T09:00:00Z'), { provider: 'paypal' });
      await addHistory(db, 'o2', 'payment-reversal-failed', at('2026-11-22T08:00:00Z'), {
        provider: 'adyen', amount: { amountMinor: 1999, currency: 'GBP' }, reason: 'ORDER_CLOSED', error: 'PAYMENT_REQUEST_REFUSED',
      });
      await addHistory(db, 'o3', 'payment-reversal-failed', at('2026-11-23T08:00:00Z'), { provider: 'klarna', reason: 'ORDER_PAID_OTHERWISE', error: { code: 'KLARNA_REFUSED' } });
      await addHistory(db, 'o3', 'payment-reversal-failed', at('2026-11-23T09:00:00Z'), { provider: 'klarna', reason: 'ORDER_PAID_OTHERWISE', error: { code: 'KLARNA_REFUSED' } });

      const all = await dashboard.paymentsNeedingAttention({ site: null, overdueBefore, limit: 10 });
      expect(all.modifications.map((m) => [m.modificationId, m.orderReference, m.kind, m.state, m.failureReason, m.providerReference])).toEqual([
        ['m3', referenceOf('o1'), 'capture', 'failed', 'Expired', null],
        ['m4', referenceOf('o2'), 'capture', 'requested', null, null],
        ['m6', referenceOf('o4'), 'refund', 'requested', null, 'PSP-R6'],
      ]);
      expect(all.modifications[1]).toMatchObject({ amount: { amountMinor: 400, currency: 'GBP' }, requestedAt: at('2026-11-27T08:00:00Z'), settledAt: null, site: 'evans' });
      expect(all.reversals).toEqual([
        { orderReference: referenceOf('o3'), site: 'evans', at: at('2026-11-23T09:00:00Z'), provider: 'klarna', amount: null, reason: 'ORDER_PAID_OTHERWISE', error: 'KLARNA_REFUSED' },
        {
          orderReference: referenceOf('o2'), site: 'evans', at: at('2026-11-22T08:00:00Z'), provider: 'adyen', amount: { amountMinor: 1999, currency: 'GBP' },
          reason: 'ORDER_CLOSED', error: 'PAYMENT_REQUEST_REFUSED',
        },
      ]);
      expect([all.modificationCount, all.reversalCount]).toEqual([3, 2]);

      const cut = await dashboard.paymentsNeedingAttention({ site: null, overdueBefore, limit: 1 });
      expect([cut.modifications.length, cut.reversals.length, cut.modificationCount, cut.reversalCount]).toEqual([1, 1, 3, 2]);
      const pixie = await dashboard.paymentsNeedingAttention({ site: 'pixie', overdueBefore, limit: 10 });
      expect([pixie.modifications.map((m) => m.modificationId), pixie.reversals, pixie.modificationCount]).toEqual([['m6'], [], 1]);
    });
  });
}

/**
 * The plans at 100,000 orders: the day figures are one statement that reads the month asked of paid orders from
 * their covering index alone (no visit to the orders' rows) and only the month's refund and return events; the
 * orders waiting for dispatch (a third of the paid ones in the seed) are read through their partial indexes alone,
 * and the failed deliveries through theirs.
 */
describe.runIf(TEST_DATABASE_URL !== '')('the dashboard at 100,000 orders on PostgreSQL', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  const NOW = new Date('2026-11-27T10:00:00Z');
  const FAILED = 40;

  beforeAll(async () => {
    ({ db, dispose } = await openTestPostgres());
    await migrate(db);
    await seedOrders(db, 100_000, NOW);
    // Each order's placed event, a refund of one paid order in twenty and a return of one in twenty-five.
    await db.query(`INSERT INTO order_events (order_id, sequence, type, data, occurred_at)
      SELECT id, 1, 'order.placed', jsonb_build_object('order', jsonb_build_object('site', site_code, 'currency', currency), 'data', '{}'::jsonb), created_at FROM orders`);
    await db.query(`INSERT INTO order_events (order_id, sequence, type, data, occurred_at)
      SELECT id, 2, CASE WHEN seq % 20 = 0 THEN 'order.refunded' ELSE 'order.returned' END,
             jsonb_build_object('order', jsonb_build_object('site', site_code, 'currency', currency), 'data', jsonb_build_object('amount', jsonb_build_object('amountMinor', 1000, 'currency', currency))),
             created_at + interval '2 days'
        FROM orders WHERE status = 'paid' AND (seq % 20 = 0 OR seq % 25 = 0)`);
    // Each placed event delivered to one endpoint, but FAILED of them that failed for good.
    await db.query("INSERT INTO order_webhook_endpoints (url, active) VALUES ('https://erp.example/hooks', true)");
    await db.query(`INSERT INTO order_event_deliveries (event_id, endpoint_id, order_id, sequence, attempts, next_attempt_at, retrying_since, delivered_at, failed_at)
      SELECT e.id, 1, e.order_id, e.sequence, 1, e.occurred_at, e.occurred_at,
             CASE WHEN e.id % 2500 = 0 THEN NULL ELSE e.occurred_at END, CASE WHEN e.id % 2500 = 0 THEN e.occurred_at + interval '3 days' END
        FROM order_events e WHERE e.type = 'order.placed'`);
    await db.exec('VACUUM ANALYZE order_events');
    await db.exec('VACUUM ANALYZE order_event_deliveries');
  }, 180_000);
  afterAll(async () => dispose());

  interface PlanNode {
    'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Actual Rows': number; 'Actual Loops': number; 'Heap Fetches'?: number; Plans?: PlanNode[];
  }
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

  /** The dashboard recording the statements it sends. */
  const recorded = () => {
    const statements: { sql: string; params: readonly unknown[] }[] = [];
    const recording = { ...db, query: async <T>(sql: string, params: readonly unknown[] = []) => {
      statements.push({ sql, params });
      return db.query<T>(sql, params);
    } } as Database;
    return { dashboard: new SqlOrderDashboard(recording), statements };
  };
  /** The scans of a statement's plan, run. */
  const scansOf = async (statement: { sql: string; params: readonly unknown[] }): Promise<PlanNode[]> => {
    const { rows: [explained] } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params);
    return nodes(explained!['QUERY PLAN'][0].Plan).filter((n) => n['Relation Name'] !== undefined);
  };
  const rowsRead = (scans: PlanNode[]): number => scans.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);

  it('groups the 30 days of orders, refunds and returns in one statement, the orders from their covering index alone, for all sites and for one', async () => {
    const from = new Date('2026-10-29T00:00:00Z');
    const to = new Date('2026-11-28T00:00:00Z');
    for (const site of [null, 'evans']) {
      const { dashboard, statements } = recorded();
      const figures = await dashboard.dailyFigures({ site, from, to });
      // What the tables say, read the slow way.
      const { rows: [truth] } = await db.query<{ orders: number; revenue: string; refunds: number; returns: number }>(
        `SELECT (SELECT count(*)::int FROM orders WHERE status = 'paid' AND created_at >= $1 AND created_at < $2 AND ($3::text IS NULL OR site_code = $3)) AS orders,
                (SELECT sum(total_minor)::text FROM orders WHERE status = 'paid' AND created_at >= $1 AND created_at < $2 AND ($3::text IS NULL OR site_code = $3)) AS revenue,
                (SELECT count(*)::int FROM order_events WHERE type = 'order.refunded' AND occurred_at >= $1 AND occurred_at < $2 AND ($3::text IS NULL OR data->'order'->>'site' = $3)) AS refunds,
                (SELECT count(*)::int FROM order_events WHERE type = 'order.returned' AND occurred_at >= $1 AND occurred_at < $2 AND ($3::text IS NULL OR data->'order'->>'site' = $3)) AS returns`,
        [from.toISOString(), to.toISOString(), site],
      );
      expect(truth!.orders).toBeGreaterThan(site === null ? 7_000 : 1_000);
      expect(figures.orders.reduce((sum, r) => sum + r.orders, 0)).toBe(truth!.orders);
      expect(figures.orders.reduce((sum, r) => sum + r.revenueMinor, 0)).toBe(Number(truth!.revenue));
      expect(figures.refunds.reduce((sum, r) => sum + r.refunds, 0)).toBe(truth!.refunds);
      expect(figures.refunds.reduce((sum, r) => sum + r.refundedMinor, 0)).toBe(truth!.refunds * 1000);
      expect(figures.returns.reduce((sum, r) => sum + r.returns, 0)).toBe(truth!.returns);
      expect(new Set(figures.orders.map((r) => r.day)).size).toBe(30);

      expect(statements).toHaveLength(1);
      const scans = await scansOf(statements[0]!);
      const orders = scans.filter((n) => n['Relation Name'] === 'orders');
      expect(orders.map((n) => [n['Node Type'], n['Index Name'], n['Heap Fetches']])).toEqual([['Index Only Scan', 'orders_paid_day_figures_idx', 0]]);
      const events = scans.filter((n) => n['Relation Name'] === 'order_events');
      // An index scan, or a bitmap scan whose index is its child's.
      expect(events.map((n) => n['Index Name'] ?? n.Plans?.[0]?.['Index Name'])).toEqual(['order_events_refunded_returned_idx']);
      // The month's paid orders (of every site: the index carries the site) and its refund and return events, nothing else.
      const { rows: [month] } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'paid' AND created_at >= $1 AND created_at < $2", [from.toISOString(), to.toISOString()]);
      expect(rowsRead(orders)).toBe(site === null ? month!.n : truth!.orders);
      const { rows: [monthEvents] } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM order_events WHERE type IN ('order.refunded', 'order.returned') AND occurred_at >= $1 AND occurred_at < $2", [from.toISOString(), to.toISOString()]);
      expect(rowsRead(events)).toBe(site === null ? monthEvents!.n : truth!.refunds + truth!.returns);
    }
  });

  it('counts and lists the orders waiting for dispatch in one statement through their partial indexes, reading only those orders, for all sites and for one', async () => {
    for (const site of [null, 'evans']) {
      const { dashboard, statements } = recorded();
      const waiting = await dashboard.awaitingDispatch({ site, limit: 10 });
      // What the lines say, read the slow way.
      const { rows: [truth] } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders o WHERE o.status = 'paid' AND ($1::text IS NULL OR o.site_code = $1)
            AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.dispatched_quantity + l.cancelled_quantity < l.quantity)`, [site]);
      expect(waiting.count).toBe(truth!.n);
      expect(waiting.oldest.map((o) => o.placedAt.getTime())).toEqual(waiting.oldest.map((o) => o.placedAt.getTime()).sort((a, b) => a - b));
      expect(waiting.oldest).toHaveLength(10);
      expect(statements).toHaveLength(1);
      const scans = await scansOf(statements[0]!);
      const index = site === null ? 'orders_to_dispatch_idx' : 'orders_to_dispatch_site_idx';
      expect(scans.map((n) => n['Index Name'])).toEqual([index, index]);
      expect(rowsRead(scans)).toBeLessThanOrEqual(waiting.count + 10);
    }
  });

  it('counts the failed deliveries through their partial index, for all sites and for one', async () => {
    for (const site of [null, 'evans']) {
      const { dashboard, statements } = recorded();
      const failed = await dashboard.failedDeliveryCount(site);
      const { rows: [truth] } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM order_event_deliveries d JOIN orders o ON o.id = d.order_id WHERE d.failed_at IS NOT NULL AND ($1::text IS NULL OR o.site_code = $1)`, [site]);
      expect(failed).toBe(truth!.n);
      expect(failed).toBe(site === null ? FAILED : truth!.n);
      expect(failed).toBeGreaterThan(0);
      const scans = await scansOf(statements[0]!);
      const deliveries = scans.filter((n) => n['Relation Name'] === 'order_event_deliveries');
      expect(deliveries.map((n) => n['Index Name'])).toEqual(['order_event_deliveries_failed_idx']);
      // Only the failed ones (of every site, for one site's count).
      expect(rowsRead(deliveries)).toBeLessThanOrEqual(FAILED);
      // A site's: each failed one's order by its key, never a scan.
      expect(scans.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    }
  });
});
