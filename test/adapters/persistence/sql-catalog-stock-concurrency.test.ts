import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogStock } from '../../../src/adapters/persistence/sql-catalog-stock.js';
import { SqlOrders } from '../../../src/adapters/persistence/sql-orders.js';
import { ownerKeyOf, type BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import { orderLine, orderSnapshot } from '../../support/order-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, openTestPostgres, TEST_DATABASE_URL } from '../../support/test-databases.js';

const ORDERS = 10;
const ON_HAND = 6;

describe.skipIf(TEST_DATABASE_URL === '')('stock feeds and checkouts at once on PostgreSQL (separate connections)', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestPostgres(TEST_DATABASE_URL, 12));
    await migrate(db);
    await db.query(
      `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
       VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`);
    await db.query(`INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ('A', 1, '12', 10, 0), ('B', 1, '14', 0, 1)`);
  }, DATABASE_START_TIMEOUT_MS);
  afterAll(() => dispose());

  const unitsOf = async (stockId: string) =>
    (await db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.units_in_stock;

  it('never oversells and never goes below zero: available ends at on hand less every order placed, whichever came first', async () => {
    const orders = new SqlOrders(db);
    const stock = new SqlCatalogStock(db);
    for (let round = 0; round < 8; round++) {
      await db.query('DELETE FROM orders');
      await db.query('DELETE FROM basket_lines');
      await db.query("UPDATE product_sizes SET units_in_stock = 10 WHERE stock_id = 'A'");
      const owners: BasketOwner[] = Array.from({ length: ORDERS }, (_, i) => ({ kind: 'guest', sessionId: `r${round}-s${i}`, site: 'evans' }));
      for (const [i, owner] of owners.entries()) {
        await db.query("INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, 'A', 1, now())", [`r${round}-l${i}`, ownerKeyOf(owner)]);
      }
      const placing = owners.map((owner, i) => orders.place(`r${round}-o${i}`, `R${round}-${i}`, orderSnapshot(owner, [orderLine('A', 1)]), new Date()));
      // The feed lands somewhere among the checkouts: before some, after others.
      const feeding = (async () => {
        await new Promise((r) => setTimeout(r, round));
        return stock.apply([{ sku: 'A', quantity: ON_HAND }]);
      })();
      const [placed, fed] = await Promise.all([Promise.all(placing), feeding]);
      expect(fed.kind).toBe('applied');
      const taken = placed.filter((p) => p.ok).length;
      const pending = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'pending'")).rows[0]!.n;
      expect(pending).toBe(taken);
      // Every order before the feed is held from its count; every order after took from what the feed left.
      expect(await unitsOf('A')).toBe(Math.max(0, ON_HAND - taken));
      expect(taken).toBeGreaterThanOrEqual(ON_HAND);
    }
  }, 120_000);

  it('answers each notify request once when two feeds bring the same size back at the same moment', async () => {
    const stock = new SqlCatalogStock(db);
    for (let round = 0; round < 5; round++) {
      await db.query("UPDATE product_sizes SET units_in_stock = 0 WHERE stock_id = 'B'");
      for (const who of ['ann', 'bob', 'cy']) {
        await db.query("INSERT INTO back_in_stock_requests (email, stock_id, product_id, site_id, requested_at) VALUES ($1, 'B', 1, 'evans', now())", [`${who}@example.com`]);
      }
      const outcomes = await Promise.all([stock.apply([{ sku: 'B', quantity: 5 }]), stock.apply([{ sku: 'B', delta: 2 }])]);
      const notices = outcomes.flatMap((o) => (o.kind === 'applied' ? o.notices : []));
      expect(notices.map((n) => n.email).sort()).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com']);
      expect(outcomes.filter((o) => o.kind === 'applied' && o.cameBack.length > 0)).toHaveLength(1);
      expect((await db.query('SELECT 1 FROM back_in_stock_requests')).rows).toHaveLength(0);
    }
  }, 60_000);
});
