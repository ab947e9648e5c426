import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderPurchaseReports } from '../../../../src/adapters/persistence/sql-order-purchase-reports.js';
import { SqlOrders } from '../../../../src/adapters/persistence/sql-orders.js';
import { ownerKeyOf } from '../../../../src/domain/accounts/basket-owner.js';
import { orderLine, orderSnapshot } from '../../../support/order-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

const now = new Date('2026-11-28T10:00:00.000Z');
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

async function shopOn(db: Database): Promise<void> {
  await migrate(db);
  await db.query(
    `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
     VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`,
  );
}

/** A placed order of one line; paid unless `paid` is false. */
async function orderOn(db: Database, paid: boolean): Promise<string> {
  const owner = { kind: 'guest' as const, sessionId: unique('s'), site: 'evans' };
  const stockId = unique('R');
  await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ($1, 1, '12', 10, 0)", [stockId]);
  await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, 1, now())', [unique('l'), ownerKeyOf(owner), stockId]);
  const orders = new SqlOrders(db);
  const id = crypto.randomUUID();
  expect((await orders.place(id, unique('EV-'), orderSnapshot(owner, [orderLine(stockId, 1)]), now)).ok).toBe(true);
  if (paid) expect(await orders.close(id, { status: 'paid', paymentMethod: 'visa', pspReference: 'P', issuedVoucherCodes: [], captureMode: 'automatic' }, now)).toBe(true);
  return id;
}

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`SQL purchase reports on ${driver.name}`, { timeout: DATABASE_START_TIMEOUT_MS }, () => {
    it('the first claim of a paid order gets its products and marks it; a reload, or two reads at once, get it once', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        const reports = new SqlOrderPurchaseReports(db);
        const first = await orderOn(db, true);
        expect(await reports.claim(first, now)).toEqual([{ productId: 1, code: 'EV1', categorySlug: 'dresses' }]);
        expect(await reports.claim(first, now)).toBeNull();
        const reported = await db.query<{ purchase_reported_at: Date | string }>('SELECT purchase_reported_at FROM orders WHERE id = $1', [first]);
        expect(new Date(reported.rows[0]!.purchase_reported_at)).toEqual(now);

        // Two confirmation pages at the same moment (on PostgreSQL on two connections of the pool): one wins.
        const second = await orderOn(db, true);
        const claims = await Promise.all(Array.from({ length: 4 }, () => reports.claim(second, now)));
        expect(claims.filter((c) => c !== null)).toHaveLength(1);
      } finally {
        await dispose();
      }
    });

    it('an unpaid order is not reported, and may be once it is paid', async () => {
      const { db, dispose } = await driver.open();
      try {
        await shopOn(db);
        const reports = new SqlOrderPurchaseReports(db);
        const pending = await orderOn(db, false);
        expect(await reports.claim(pending, now)).toBeNull();
        expect(await reports.claim('no-such-order', now)).toBeNull();
        expect(await new SqlOrders(db).close(pending, { status: 'paid', paymentMethod: 'visa', pspReference: 'P', issuedVoucherCodes: [], captureMode: 'automatic' }, now)).toBe(true);
        expect(await reports.claim(pending, now)).toHaveLength(1);
      } finally {
        await dispose();
      }
    });
  });
}
