import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

describe('PUT /operator/api/stock', () => {
  let sut: StorefrontUnderTest;
  let dataDir: string;
  let catalogKey: string;
  let viewerKey: string;
  let sizes: { stock_id: string; product_id: number; units_in_stock: number }[];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stock-routes-'));
    sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir } });
    catalogKey = await issueTestApiKey(sut.db, 'catalog', 'warehouse');
    viewerKey = await issueTestApiKey(sut.db, 'viewer');
    sizes = (await sut.db.query<{ stock_id: string; product_id: number; units_in_stock: number }>(
      `SELECT s.stock_id, s.product_id, s.units_in_stock FROM product_sizes s JOIN products p ON p.id = s.product_id
        WHERE p.brand = 'evans' AND p.kind = 'apparel' ORDER BY s.stock_id LIMIT 3`)).rows;
  }, 60_000);
  afterAll(async () => {
    await sut.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const put = (body: string, type: string, key: string | null = catalogKey) => sut.app.inject({
    method: 'PUT', url: '/operator/api/stock', payload: body,
    headers: { 'content-type': type, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
  });
  const unitsOf = async (stockId: string) =>
    (await sut.db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]!.units_in_stock;

  it('answers 401 without a key and 403 for a role without the catalog permission, before reading the body', async () => {
    const csv = `sku,quantity\n${sizes[0]!.stock_id},1\n`;
    expect((await put(csv, 'text/csv', null)).statusCode).toBe(401);
    const refused = await put(csv, 'text/csv', viewerKey);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'OPERATOR_FORBIDDEN' });
    expect(await unitsOf(sizes[0]!.stock_id)).toBe(sizes[0]!.units_in_stock);
  });

  it('answers 400 for JSON that is not a feed, and 415 for another media type', async () => {
    const bad = await put(JSON.stringify({ rows: 'A,1' }), 'application/json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await put('sku,quantity\n', 'text/plain')).statusCode).toBe(415);
  });

  it('answers 422 naming each rejected row, and applies none of the file', async () => {
    const [a, b] = sizes;
    const res = await put(`sku,quantity\n${a!.stock_id},50\n${b!.stock_id},-2\nNO-SUCH-SKU,1\n${a!.stock_id},3\n`, 'text/csv');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'STOCK_FEED_REJECTED', message: 'The stock file was not applied: 2 rows were rejected.',
      fields: [{ field: 'line 3, quantity', message: 'the quantity -2 is negative' }, { field: `line 5, sku`, message: `SKU ${a!.stock_id} is already on line 2` }],
    });
    const unknown = await put(`sku,quantity\n${a!.stock_id},50\nNO-SUCH-SKU,1\n`, 'text/csv');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ fields: [{ field: 'line 3, sku', message: 'unknown SKU NO-SUCH-SKU' }] });
    expect(await unitsOf(a!.stock_id)).toBe(a!.units_in_stock);
  });

  it('applies a CSV feed, audits it, and emails a waiting shopper once when their size comes back', async () => {
    const [, , c] = sizes;
    await sut.db.query('UPDATE product_sizes SET units_in_stock = 0 WHERE stock_id = $1', [c!.stock_id]);
    await sut.db.query(`INSERT INTO back_in_stock_requests (email, stock_id, product_id, site_id, requested_at) VALUES ('ann@example.com', $1, $2, 'evans', now())`,
      [c!.stock_id, c!.product_id]);
    const res = await put(`sku,quantity\n${c!.stock_id},7\n`, 'text/csv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1, unchanged: 0, backInStockEmails: 1 });
    expect(await unitsOf(c!.stock_id)).toBe(7);
    expect((await put(`sku,quantity\n${c!.stock_id},7\n`, 'text/csv')).json()).toEqual({ updated: 0, unchanged: 1, backInStockEmails: 0 });
    const audit = await sut.db.query<{ action: string; actor_name: string }>("SELECT action, actor_name FROM operator_audit_log WHERE action = 'stock.feed'");
    expect(audit.rows).toEqual([{ action: 'stock.feed', actor_name: 'warehouse' }, { action: 'stock.feed', actor_name: 'warehouse' }]);
    const mail = join(dataDir, 'mail');
    let texts: string[] = [];
    for (let i = 0; i < 50 && texts.length === 0; i++) {
      texts = await Promise.all((await readdir(mail).catch(() => [])).map((f) => readFile(join(mail, f), 'utf8')));
      if (texts.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('To: ann@example.com');
    expect(texts[0]).toContain('is back in stock');
  });

  it('applies a JSON feed of deltas', async () => {
    const [a] = sizes;
    const before = await unitsOf(a!.stock_id);
    const res = await put(JSON.stringify({ rows: [{ sku: a!.stock_id, delta: 2 }] }), 'application/json');
    expect(res.statusCode).toBe(200);
    expect(await unitsOf(a!.stock_id)).toBe(before + 2);
  });
});
