import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogStock, setStockLevels } from '../../../src/adapters/persistence/sql-catalog-stock.js';
import type { StockMove } from '../../../src/adapters/persistence/sql-orders.js';
import { TEST_DRIVERS } from '../../support/test-databases.js';

/** A product with sizes A (10 units), B (0) and C (5), and orders holding units of A. */
async function stockFixture(db: Database): Promise<void> {
  await migrate(db);
  await db.query(
    `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor, texts)
     VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500,
             '[{"locale": "de", "name": "Wickelkleid", "description": ""}]')`);
  await db.query(`INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position)
                  VALUES ('A', 1, '12', 10, 0), ('B', 1, '14', 0, 1), ('C', 1, '16', 5, 2)`);
}

let orders = 0;
/** An order of `status` with one line of `quantity` units of `stockId`, `dispatched` and `cancelled` of them fulfilled. */
async function orderOf(db: Database, status: string, stockId: string, quantity: number, dispatched = 0, cancelled = 0): Promise<void> {
  const id = `order-${++orders}`;
  await db.query(
    `INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, created_at, closed_at)
     VALUES ($1, $1, $1, 'evans', $2, 'GBP', 100, '{}', now(), CASE WHEN $2 = 'pending' THEN NULL ELSE now() END)`, [id, status]);
  await db.query(
    `INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, size_label, image, quantity, unit_price_minor, line_total_minor,
                              dispatched_quantity, cancelled_quantity)
     VALUES ($1, 0, $2, 1, 'Wrap dress', '12', '', $3, 100, 100, $4, $5)`, [id, stockId, quantity, dispatched, cancelled]);
}

const unitsOf = async (db: Database): Promise<Record<string, number>> => Object.fromEntries(
  (await db.query<{ stock_id: string; units_in_stock: number }>('SELECT stock_id, units_in_stock FROM product_sizes ORDER BY stock_id')).rows
    .map((r) => [r.stock_id, r.units_in_stock]));

const request = (db: Database, email: string, stockId: string, siteId = 'evans') => db.query(
  `INSERT INTO back_in_stock_requests (email, stock_id, product_id, site_id, requested_at) VALUES ($1, $2, 1, $3, now())`, [email, stockId, siteId]);

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`SQL catalog stock on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let moves: StockMove[];
    let stock: SqlCatalogStock;
    beforeEach(async () => {
      ({ db, dispose } = await driver.open());
      await stockFixture(db);
      moves = [];
      stock = new SqlCatalogStock(db, async (move) => { moves.push(move); });
    });
    afterEach(() => dispose());

    it('sets on hand less the units pending orders and paid orders not yet dispatched or cancelled hold, never below zero', async () => {
      await orderOf(db, 'pending', 'A', 2);
      await orderOf(db, 'paid', 'A', 5, 1, 1); // 3 still promised
      await orderOf(db, 'paid', 'A', 4, 4); // all dispatched
      await orderOf(db, 'expired', 'A', 7);
      await orderOf(db, 'cancelled', 'A', 7);
      await orderOf(db, 'pending', 'C', 6);
      const outcome = await stock.apply([{ sku: 'A', quantity: 20 }, { sku: 'C', quantity: 4 }]);
      expect(outcome).toEqual({ kind: 'applied', updated: 2, unchanged: 0, cameBack: [], notices: [] });
      expect(await unitsOf(db)).toEqual({ A: 15, B: 0, C: 0 });
      expect(moves).toEqual([{ productIds: [1], levelsChanged: true }]);
    });

    it('adds a delta to the units there (never below zero) and counts the sizes already at their units as unchanged', async () => {
      await orderOf(db, 'pending', 'A', 2);
      const written: number[] = [];
      const outcome = await stock.apply([{ sku: 'A', delta: -4 }, { sku: 'C', delta: -9 }, { sku: 'B', delta: 0 }], (n) => written.push(n));
      expect(written).toEqual([3]);
      expect(outcome).toMatchObject({ kind: 'applied', updated: 2, unchanged: 1 });
      expect(await unitsOf(db)).toEqual({ A: 6, B: 0, C: 0 });
      expect(await stock.apply([{ sku: 'A', quantity: 8 }])).toMatchObject({ updated: 0, unchanged: 1 });
      expect(moves).toHaveLength(1);
    });

    it('tells the caches the pages need not change when no size changed its level', async () => {
      await stock.apply([{ sku: 'A', quantity: 12 }]);
      expect(moves).toEqual([{ productIds: [1], levelsChanged: false }]);
    });

    it('writes nothing when a SKU is unknown, and answers which', async () => {
      expect(await stock.apply([{ sku: 'A', quantity: 1 }, { sku: 'NOPE', quantity: 1 }, { sku: 'ZZ', delta: 1 }]))
        .toEqual({ kind: 'unknown-skus', skus: expect.arrayContaining(['NOPE', 'ZZ']) as unknown as string[] });
      expect(await unitsOf(db)).toEqual({ A: 10, B: 0, C: 5 });
      expect(moves).toEqual([]);
    });

    it('removes the requests of a size that came back and answers them, once, with the name in the language of the site asked on; the requests of sizes still out stay', async () => {
      await request(db, 'ann@example.com', 'B', 'yours-clothing-de');
      await request(db, 'bob@example.com', 'B');
      await request(db, 'cy@example.com', 'C');
      const outcome = await stock.apply([{ sku: 'B', quantity: 3 }]);
      expect(outcome).toMatchObject({ kind: 'applied', updated: 1, cameBack: ['B'] });
      const notices = outcome.kind === 'applied' ? [...outcome.notices].sort((a, b) => a.email.localeCompare(b.email)) : [];
      expect(notices).toEqual([
        { email: 'ann@example.com', stockId: 'B', siteId: 'yours-clothing-de', productName: 'Wickelkleid', productSlug: 'wrap-dress', sizeLabel: '14' },
        { email: 'bob@example.com', stockId: 'B', siteId: 'evans', productName: 'Wrap dress', productSlug: 'wrap-dress', sizeLabel: '14' },
      ]);
      expect(await stock.apply([{ sku: 'B', delta: 2 }])).toMatchObject({ cameBack: [], notices: [] });
      const left = await db.query<{ email: string }>('SELECT email FROM back_in_stock_requests');
      expect(left.rows).toEqual([{ email: 'cy@example.com' }]);
    });

    it('leaves the requests of a size set to none when it had none', async () => {
      await request(db, 'ann@example.com', 'B');
      expect(await stock.apply([{ sku: 'B', quantity: 0 }])).toMatchObject({ updated: 0, unchanged: 1, cameBack: [], notices: [] });
      expect((await db.query('SELECT 1 FROM back_in_stock_requests')).rows).toHaveLength(1);
    });

    it('sets stock inside a caller\'s transaction and answers an unknown SKU without writing its batch', async () => {
      const set = await db.transaction((tx) => setStockLevels(tx, [{ sku: 'B', quantity: 2 }]));
      expect(set).toMatchObject({ kind: 'applied', cameBack: ['B'], productIds: [1], levelsChanged: true });
      expect(await db.transaction((tx) => setStockLevels(tx, [{ sku: 'X', quantity: 2 }]))).toEqual({ kind: 'unknown-skus', skus: ['X'] });
    });

    it('takes the requests of sizes with units again (an order closed or cancelled gave them back), each once, named in the site\'s language', async () => {
      await request(db, 'ann@example.com', 'B');
      await request(db, 'bob@example.com', 'C');
      await request(db, 'cy@example.com', 'C', 'yours-clothing-de');
      const taken = [...await stock.takeAnswerable([1])].sort((a, b) => a.email.localeCompare(b.email));
      expect(taken).toEqual([
        { email: 'bob@example.com', stockId: 'C', siteId: 'evans', productName: 'Wrap dress', productSlug: 'wrap-dress', sizeLabel: '16' },
        { email: 'cy@example.com', stockId: 'C', siteId: 'yours-clothing-de', productName: 'Wickelkleid', productSlug: 'wrap-dress', sizeLabel: '16' },
      ]);
      expect(await stock.takeAnswerable([1])).toEqual([]);
      expect(await stock.takeAnswerable([])).toEqual([]);
    });
  });
}
