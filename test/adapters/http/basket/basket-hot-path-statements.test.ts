import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStatementRecordingApp, type StatementRecordingApp } from '../../../support/statement-recording-app.js';

/** The real composition root over a PGlite whose statements are counted (the basket hot path, ADR 0023). */
let recording: StatementRecordingApp;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  recording = await startStatementRecordingApp(20);
  ({ db, app } = recording);
}, 120_000);

afterAll(async () => recording?.close());

/** The statements one request runs. */
async function statementsOf(request: () => Promise<{ statusCode: number }>): Promise<number> {
  const before = recording.statements.length;
  const res = await request();
  expect(res.statusCode).toBe(200);
  return recording.statements.length - before;
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
    const before = recording.statements.length;
    expect((await browser.get(refused)).statusCode).toBe(409);
    expect(recording.statements.length - before).toBe(1);
  }, 60_000);
});
