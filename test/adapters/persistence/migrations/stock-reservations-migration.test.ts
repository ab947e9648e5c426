import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`migration 033 (stock reservations) on ${driver.name}`, () => {
    it('reads a size\'s open order lines and its notify requests through their indexes, not every line ever ordered', async () => {
      const { db, dispose } = await driver.open();
      try {
        await migrate(db);
        await db.query(
          `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
           VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`);
        await db.query(`INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position)
                        SELECT 'S' || n, 1, n::text, 1, n FROM generate_series(1, 200) n`);
        await db.query(`INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, created_at, closed_at)
                        SELECT 'o' || n, 'R' || n, 'g:' || n, 'evans', 'paid', 'GBP', 100, '{}', now(), now() FROM generate_series(1, 4000) n`);
        // Every line dispatched but the last few: a shop's history is mostly fulfilled lines.
        await db.query(`INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, image, quantity, unit_price_minor, line_total_minor, dispatched_quantity)
                        SELECT 'o' || n, 0, 'S' || (n % 200 + 1), 1, 'Wrap dress', '', 1, 100, 100, CASE WHEN n > 3990 THEN 0 ELSE 1 END FROM generate_series(1, 4000) n`);
        await db.query(`INSERT INTO back_in_stock_requests (email, stock_id, product_id, site_id, requested_at)
                        SELECT 'shopper' || n || '@example.com', 'S' || (n % 200 + 1), 1, 'evans', now() FROM generate_series(1, 4000) n`);
        await db.exec('ANALYZE order_lines; ANALYZE back_in_stock_requests;');
        const plan = async (sql: string) => (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(await plan("SELECT stock_id FROM order_lines WHERE stock_id IN ('S1', 'S2') AND dispatched_quantity + cancelled_quantity < quantity"))
          .toContain('order_lines_open_units_idx');
        expect(await plan("SELECT email FROM back_in_stock_requests WHERE stock_id = 'S7'")).toContain('back_in_stock_requests_stock_idx');
      } finally {
        await dispose();
      }
    }, DATABASE_START_TIMEOUT_MS);
  });
}
