import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openPglite, type Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { seedCatalog } from '../../../../src/adapters/persistence/seed/seed-catalog.js';
import { SqlCatalogRepository } from '../../../../src/adapters/persistence/sql-catalog-repository.js';
import { composeApp } from '../../../../src/main/compose-app.js';
import { loadConfig } from '../../../../src/main/config.js';
import { projectRoot } from '../../../../src/main/project-root.js';
import { ShopperBrowser } from '../../../support/shopper-browser.js';

/** The real composition root over a PGlite whose statements are counted (issue 13, ADR 23). */
let db: Database;
let app: FastifyInstance;
let statements = 0;

beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
  await seedCatalog(new SqlCatalogRepository(db), { productsPerBrand: 20 });
  const counted: Database = {
    driver: db.driver,
    query: (sql, params) => {
      statements++;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => {
      statements++;
      return db.transaction(fn);
    },
    close: () => db.close(),
  };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', COOKIE_SECRET: 'test-cookie-secret-test-cookie-secret-0123', SESSION_PURGE_INTERVAL_MS: '0' });
  app = await composeApp(config, counted, projectRoot(), false);
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** The statements one request runs. */
async function statementsOf(request: () => Promise<{ statusCode: number }>): Promise<number> {
  const before = statements;
  const res = await request();
  expect(res.statusCode).toBe(200);
  return statements - before;
}

describe('the basket hot path, counted in SQL statements', () => {
  it('a guest with a session: add, quantity changes, quick basket and count are one statement each; wishlist add and delete too', async () => {
    const { rows } = await db.query<{ product_id: number; stock_id: string }>(
      `SELECT s.product_id, s.stock_id FROM product_sizes s JOIN products p ON p.id = s.product_id
        WHERE p.brand = 'evans' AND p.kind = 'apparel' AND s.units_in_stock >= 10 ORDER BY s.stock_id LIMIT 1`);
    const { product_id: productId, stock_id: stockId } = rows[0]!;
    const browser = new ShopperBrowser(app, 'evans');
    const add = `/basket/api/add?productId=${productId}&stockId=${encodeURIComponent(stockId)}&quantity=1`;
    await browser.get(add); // starts the session and fills the catalog cache
    const quick = await browser.get('/basket/quickbasket');
    const lineId = /data-shopping-basket-id="([^"]+)"/.exec(quick.json<{ view: string }>().view)![1]!;
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    expect(await statementsOf(() => browser.get(add))).toBe(1);
    expect(await statementsOf(() => browser.request({ method: 'POST', url: `/api/basket/increase/${lineId}`, headers: json, payload: '{}' }))).toBe(1);
    expect(await statementsOf(() => browser.request({ method: 'POST', url: `/api/basket/decrease/${lineId}`, headers: json, payload: '{}' }))).toBe(1);
    expect(await statementsOf(() => browser.get('/basket/quickbasket'))).toBe(1);
    expect(await statementsOf(() => browser.get('/basket/quickbasket/count'))).toBe(1);
    const token = await browser.token();
    expect(await statementsOf(() => browser.postApi(`/wishlist/api/add?productId=${productId}`, token))).toBe(1);
    expect(await statementsOf(() => browser.postApi(`/wishlist/api/delete?productId=${productId}`, token))).toBe(1);
    // A refusal is answered from the same statement: a line limit of 99 is far above this size's stock.
    const refused = `/basket/api/add?productId=${productId}&stockId=${encodeURIComponent(stockId)}&quantity=99`;
    const before = statements;
    expect((await browser.get(refused)).statusCode).toBe(409);
    expect(statements - before).toBe(1);
  }, 60_000);
});
