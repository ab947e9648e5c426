import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { MIGRATIONS } from '../../../../src/adapters/persistence/migrations/index.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

const BEFORE = MIGRATIONS.findIndex((m) => m.id === 26);

/** An order as an earlier version of the shop left it, with one line a quantity (dispatched, cancelled). */
async function oldOrder(
  db: Database, id: string, o: { status: string; method: string | null; totalMinor?: number; lines: readonly [number, number, number][] },
): Promise<void> {
  await db.query(
    `INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, payment_method, psp_reference, created_at, closed_at)
     VALUES ($1, $2, $3, 'evans', $4, 'GBP', $5, '{}', $6, $7, now(), CASE WHEN $4 = 'pending' THEN NULL ELSE now() END)`,
    [id, `EV-${id}`, `g:${id}`, o.status, o.totalMinor ?? 5395, o.method, o.method === null ? null : `PSP-${id}`],
  );
  for (const [position, [quantity, dispatched, cancelled]] of o.lines.entries()) {
    await db.query(
      `INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, image, quantity, unit_price_minor, line_total_minor, dispatched_quantity, cancelled_quantity)
       VALUES ($1, $2, 'EV1-12', 1, 'Wrap dress', '', $3, 2500, $3 * 2500, $4, $5)`,
      [id, position, quantity, dispatched, cancelled],
    );
  }
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`migration 026 (dispatch queue) on ${driver.name}`, () => {
    it('counts each paid order\'s units still to send from its lines, and opens the ledger of paid PayPal orders that have none as captured whole', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db, MIGRATIONS.slice(0, BEFORE));
        await oldOrder(db, 'waiting', { status: 'paid', method: 'visa', lines: [[3, 1, 1], [2, 0, 0]] });
        await oldOrder(db, 'sent', { status: 'paid', method: 'visa', lines: [[2, 1, 1]] });
        await oldOrder(db, 'never-paid', { status: 'expired', method: null, lines: [[4, 0, 0]] });
        await oldOrder(db, 'pending', { status: 'pending', method: null, lines: [[1, 0, 0]] });
        await oldOrder(db, 'paypal', { status: 'paid', method: 'paypal', totalMinor: 7394, lines: [[1, 0, 0]] });
        await oldOrder(db, 'paypal-acted-on', { status: 'paid', method: 'paypal', lines: [[1, 1, 0]] });
        await db.query("INSERT INTO order_payments (order_id, currency, authorised_minor, captured_minor, refunded_minor) VALUES ('paypal-acted-on', 'GBP', 5395, 5395, 1000)");
        await oldOrder(db, 'paypal-refused', { status: 'refused', method: 'paypal', lines: [[1, 0, 0]] });
        await oldOrder(db, 'klarna', { status: 'paid', method: 'klarna', lines: [[1, 0, 0]] });

        await migrate(db, MIGRATIONS.slice(0, BEFORE + 1));

        const { rows: queue } = await db.query<{ id: string; units_to_dispatch: number }>('SELECT id, units_to_dispatch FROM orders ORDER BY id');
        expect(Object.fromEntries(queue.map((r) => [r.id, r.units_to_dispatch]))).toEqual({
          'waiting': 3, 'sent': 0, 'never-paid': 0, 'pending': 0, 'paypal': 1, 'paypal-acted-on': 0, 'paypal-refused': 0, 'klarna': 1,
        });
        const { rows: ledgers } = await db.query<{ order_id: string; authorised_minor: number; captured_minor: number; refunded_minor: number }>(
          'SELECT order_id, authorised_minor, captured_minor, refunded_minor FROM order_payments ORDER BY order_id');
        expect(ledgers).toEqual([
          { order_id: 'paypal', authorised_minor: 7394, captured_minor: 7394, refunded_minor: 0 },
          { order_id: 'paypal-acted-on', authorised_minor: 5395, captured_minor: 5395, refunded_minor: 1000 },
        ]);
        // The queue's rules hold from now on.
        await expect(db.query("UPDATE orders SET units_to_dispatch = -1 WHERE id = 'waiting'")).rejects.toThrow();
        await expect(db.query("UPDATE orders SET units_to_dispatch = 1 WHERE id = 'never-paid'")).rejects.toThrow();
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}
