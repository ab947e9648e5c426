import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { MIGRATIONS } from '../../../../src/adapters/persistence/migrations/index.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderDashboard } from '../../../../src/adapters/persistence/sql-order-dashboard.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

const BEFORE = MIGRATIONS.findIndex((m) => m.id === 28);
const FROM = new Date('2026-11-01T00:00:00Z');
const TO = new Date('2026-11-04T00:00:00Z');

/** An order as the shop left it before migration 028, and its events of `types` a day later. */
async function oldOrder(db: Database, id: string, o: { status: string; site: string; placedAt: string; totalMinor: number; events?: readonly string[] }): Promise<void> {
  await db.query(
    `INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, payment_method, psp_reference, created_at, closed_at)
     VALUES ($1, $2, $3, $4, $5, 'GBP', $6, '{}', 'visa', $7, $8, $8)`,
    [id, `EV-${id}`, `g:${id}`, o.site, o.status, o.totalMinor, `PSP-${id}`, o.placedAt],
  );
  for (const [i, type] of (o.events ?? []).entries()) {
    await db.query(
      `INSERT INTO order_events (order_id, sequence, type, data, occurred_at) VALUES ($1, $2, $3, $4, $5::timestamptz + interval '1 day')`,
      [id, i + 1, type, JSON.stringify({ order: { site: o.site, currency: 'GBP' }, data: { amount: { amountMinor: 500, currency: 'GBP' } } }), o.placedAt],
    );
  }
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`migration 028 (dashboard figures) on ${driver.name}`, () => {
    it('indexes the paid orders and the refund and return events already there, and the day figures over them are the same as before', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db, MIGRATIONS.slice(0, BEFORE));
        await oldOrder(db, 'a', { status: 'paid', site: 'evans', placedAt: '2026-11-01T10:00:00Z', totalMinor: 2500, events: ['order.placed', 'order.refunded'] });
        await oldOrder(db, 'b', { status: 'paid', site: 'pixie', placedAt: '2026-11-01T23:59:59Z', totalMinor: 1500, events: ['order.returned'] });
        await oldOrder(db, 'c', { status: 'expired', site: 'evans', placedAt: '2026-11-02T10:00:00Z', totalMinor: 999, events: ['order.placed'] });
        await oldOrder(db, 'd', { status: 'paid', site: 'evans', placedAt: '2026-11-03T00:00:00Z', totalMinor: 4000, events: ['order.refunded', 'order.returned'] });
        const before = await Promise.all([null, 'evans'].map((site) => new SqlOrderDashboard(db).dailyFigures({ site, from: FROM, to: TO })));

        await migrate(db, MIGRATIONS.slice(0, BEFORE + 1));

        const { rows: indexes } = await db.query<{ indexname: string; indexdef: string }>(
          "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname IN ('orders_paid_day_figures_idx', 'order_events_refunded_returned_idx') ORDER BY indexname");
        expect(indexes.map((r) => r.indexname)).toEqual(['order_events_refunded_returned_idx', 'orders_paid_day_figures_idx']);
        // Partial: orders never paid and the events a checkout writes stay out of them.
        expect(indexes[0]!.indexdef).toMatch(/WHERE \(type = ANY \(ARRAY\['order\.refunded'::text, 'order\.returned'::text\]\)\)/);
        expect(indexes[1]!.indexdef).toMatch(/INCLUDE \(site_code, currency, total_minor\) WHERE \(status = 'paid'::text\)/);
        const after = await Promise.all([null, 'evans'].map((site) => new SqlOrderDashboard(db).dailyFigures({ site, from: FROM, to: TO })));
        const sorted = (figures: (typeof after)[number]) => ({
          orders: [...figures.orders].sort((x, y) => x.day.localeCompare(y.day)),
          refunds: [...figures.refunds].sort((x, y) => x.day.localeCompare(y.day)),
          returns: [...figures.returns].sort((x, y) => x.day.localeCompare(y.day)),
        });
        expect(after.map(sorted)).toEqual(before.map(sorted));
        expect(sorted(after[0]!)).toEqual({
          orders: [
            { day: '2026-11-01', currency: 'GBP', orders: 2, revenueMinor: 4000 },
            { day: '2026-11-03', currency: 'GBP', orders: 1, revenueMinor: 4000 },
          ],
          refunds: [{ day: '2026-11-02', currency: 'GBP', refunds: 1, refundedMinor: 500 }],
          returns: [{ day: '2026-11-02', returns: 1 }],
        });
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}
