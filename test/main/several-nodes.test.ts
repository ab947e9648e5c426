import { ownerKeyOf } from '../../src/domain/accounts/basket-owner.js';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, quoteIdentifier, type Database } from '../../src/adapters/persistence/database.js';
import { announceStockMoves } from '../../src/adapters/persistence/announce-stock-moves.js';
import { PostgresInvalidationBus } from '../../src/adapters/persistence/postgres-invalidation-bus.js';
import { SqlOrders } from '../../src/adapters/persistence/sql-orders.js';
import { HttpShopper, startAppProcess, type AppProcess } from '../support/app-process.js';
import { orderLine, orderSnapshot } from '../support/order-fixtures.js';
import { TEST_DATABASE_URL } from '../support/test-databases.js';

/**
 * Several nodes (ADR 0021): two storefront processes on two ports over one PostgreSQL schema. A
 * shopper moves between them; a stock change written by a third process (this test, through the
 * same ObservedOrders a node uses) reaches both nodes' caches through LISTEN/NOTIFY.
 */
describe.skipIf(TEST_DATABASE_URL === '')('two app processes on one PostgreSQL', () => {
  const schema = `t_nodes_${randomBytes(4).toString('hex')}`;
  const url = new URL(TEST_DATABASE_URL || 'postgres://localhost/unused');
  url.searchParams.set('options', `-c search_path=${schema}`);
  const env = {
    DATABASE_URL: url.toString(),
    COOKIE_SECRET: 'several-nodes-cookie-secret-several-nodes-0123',
    // Long TTLs: a node only sees another node's write if it is told.
    PAGE_CACHE_TTL_MS: '600000',
    CATALOG_CACHE_TTL_MS: '600000',
  };
  let a: AppProcess;
  let b: AppProcess;
  let db: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
    await admin.end();
    a = await startAppProcess(env);
    b = await startAppProcess(env);
    db = await openPostgres(TEST_DATABASE_URL, { schema, maxConnections: 2 });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
    await admin.end();
  }, 60_000);

  const productWithSizes = async () => {
    const { rows } = await db.query<{ id: number; slug: string; stock_id: string }>(
      `SELECT p.id, p.slug, s.stock_id FROM products p JOIN product_sizes s ON s.product_id = p.id
        WHERE p.brand = 'yours-clothing' AND p.kind = 'apparel' AND s.units_in_stock > 0 ORDER BY p.id, s.position`,
    );
    return rows;
  };

  it("a shopper's basket, wishlist and sign-in follow them from one process to the other", async () => {
    const rows = await productWithSizes();
    const first = rows[0]!;
    const second = rows.find((r) => r.id !== first.id)!;
    const shopper = new HttpShopper();
    const added = await shopper.request(a.baseUrl, `/basket/api/add?productId=${first.id}&stockId=${encodeURIComponent(first.stock_id)}&quantity=1`);
    expect(added.status).toBe(200);
    expect((await shopper.dataLayer(b.baseUrl)).basketCount).toBe(1);
    const quick = (await (await shopper.request(b.baseUrl, '/basket/quickbasket')).json()) as { view: string };
    expect(quick.view).toContain('data-shopping-basket-id=');

    expect((await shopper.postApi(b.baseUrl, `/wishlist/api/add?productId=${second.id}`)).status).toBe(200);
    const wishlist = (await (await shopper.request(a.baseUrl, '/wishlist/api/get')).json()) as { items: { productID: number }[] };
    expect(wishlist.items.map((i) => i.productID)).toEqual([second.id]);

    const email = `nodes-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await shopper.postForm(a.baseUrl, '/account/register', { name: 'Ada Nodes', email, password: 'Quiet-Harbour-Lantern-73' });
    expect([302, 303]).toContain(registered.status);
    const onB = await shopper.dataLayer(b.baseUrl);
    expect(onB.isShopper).toBe(true);
    // The guest's basket and wishlist became the shopper's, and both nodes see them.
    expect(onB.basketCount).toBe(1);
    expect(onB.wishlistCount).toBe(1);
    expect((await shopper.dataLayer(a.baseUrl)).isShopper).toBe(true);
  }, 120_000);

  it("a stock change written by another process reaches both nodes' cached pages at once (LISTEN/NOTIFY), not after the TTL", async () => {
    const rows = await productWithSizes();
    const product = rows.at(-1)!;
    const { rows: slugRows } = await db.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [product.id]);
    const path = `/product/${slugRows[0]!.slug}`;
    const stockShown = async (node: AppProcess): Promise<string | undefined> => {
      const html = await (await fetch(node.baseUrl + path)).text();
      return new RegExp(`"stockId":"${product.stock_id}"[^}]*?"stock":"(\\w+)"`).exec(html)?.[1];
    };
    await db.query('UPDATE product_sizes SET units_in_stock = 5 WHERE stock_id = $1', [product.stock_id]);
    expect(await stockShown(a)).toBe('instock');
    expect(await stockShown(b)).toBe('instock');

    // Control: a write nobody announces is not seen (the pages are cached for 10 minutes).
    await db.query('UPDATE product_sizes SET units_in_stock = 2 WHERE stock_id = $1', [product.stock_id]);
    expect(await stockShown(a)).toBe('instock');
    expect(await stockShown(b)).toBe('instock');

    // An order takes the last 2 units, on a third process, as a node would place it.
    const bus = await PostgresInvalidationBus.open(db, { url: TEST_DATABASE_URL });
    const orders = new SqlOrders(db, announceStockMoves(bus));
    try {
      const line = { ...orderLine(product.stock_id, 2), productId: product.id };
      const owner = { kind: 'guest', sessionId: randomBytes(8).toString('hex'), site: 'evans' } as const;
      await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, 2, now())', [randomBytes(8).toString('hex'), ownerKeyOf(owner), product.stock_id]);
      const placed = await orders.place(randomBytes(8).toString('hex'), `NODES-${randomBytes(3).toString('hex')}`, orderSnapshot(owner, [line]), new Date());
      expect(placed.ok).toBe(true);
      for (const node of [a, b]) {
        while ((await stockShown(node)) !== 'nostock') await new Promise((r) => setTimeout(r, 50));
      }
      // The order is cancelled: its 2 units go back, and both nodes show them again.
      if (!placed.ok) return;
      expect(await orders.close(placed.value.id, { status: 'cancelled', paymentMethod: null, pspReference: null }, new Date())).toBe(true);
      for (const node of [a, b]) {
        while ((await stockShown(node)) !== 'lowstock') await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await bus.close();
    }
  }, 120_000);
});
