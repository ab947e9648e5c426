import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

const HEADER = 'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price';
const CSV = [
  HEADER,
  'route-wrap-dress,Route Wrap Dress,<p>Soft</p>,Evans,Dresses,,TRUE,Size,12,ROUTE-WRAP-12,4,25.00,35.00',
  'route-wrap-dress,,,,,,,,14,ROUTE-WRAP-14,0,25.00,35.00',
  'route-tea-dress,Route Tea Dress,<p>Midi</p>,Evans,Dresses,,TRUE,Size,16,ROUTE-TEA-16,2,30.00,',
].join('\n');

describe('POST /operator/api/catalog/imports', () => {
  let sut: StorefrontUnderTest;
  let dataDir: string;
  let catalogKey: string;
  let viewerKey: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'import-routes-'));
    sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir } });
    catalogKey = await issueTestApiKey(sut.db, 'catalog', 'range');
    viewerKey = await issueTestApiKey(sut.db, 'viewer');
  }, 60_000);
  afterAll(async () => {
    await sut.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (query: string, body: string, type = 'text/csv', key: string | null = catalogKey) => sut.app.inject({
    method: 'POST', url: `/operator/api/catalog/imports?${query}`, payload: body,
    headers: { 'content-type': type, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
  });
  const imported = async () => (await sut.db.query<{ slug: string }>(`SELECT slug FROM products WHERE slug LIKE 'route-%' ORDER BY slug`)).rows.map((r) => r.slug);

  it('answers 401 without a key, 403 for a role without the catalog permission, 415 for another media type and 400 for an unknown site', async () => {
    expect((await post('site=evans', CSV, 'text/csv', null)).statusCode).toBe(401);
    expect((await post('site=evans', CSV, 'text/csv', viewerKey)).json()).toMatchObject({ code: 'OPERATOR_FORBIDDEN' });
    expect((await post('site=evans', CSV, 'text/plain')).statusCode).toBe(415);
    const unknown = await post('site=nowhere', CSV);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_INPUT', fields: [{ field: 'site', message: 'there is no site \'nowhere\'' }] });
    expect((await post('', CSV)).statusCode).toBe(400);
    expect(await imported()).toEqual([]);
  });

  it('a dry run writes nothing; then the file is applied (200 with the report), and again it is all unchanged', async () => {
    const dry = await post('site=evans&dryRun=true', CSV);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ applied: false, dryRun: true, products: 2, created: 2 });
    expect(await imported()).toEqual([]);
    const applied = await post('site=evans', CSV);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, dryRun: false, products: 2, created: 2, updated: 0, unchanged: 0, archived: 0 });
    expect(await imported()).toEqual(['route-tea-dress', 'route-wrap-dress']);
    expect((await post('site=evans', CSV)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const audit = await sut.db.query<{ action: string }>(`SELECT action FROM operator_audit_log WHERE action = 'catalog.import'`);
    expect(audit.rows).toHaveLength(2);
  });

  it('answers 422 naming the line and column of a rejected row, and applies none of the file', async () => {
    const bad = [HEADER, 'route-maxi-skirt,Route Maxi Skirt,,Evans,Skirts,,TRUE,Size,12,ROUTE-MAXI-12,1,20.00,', 'route-jeans,Route Jeans,,Evans,Jeans,,TRUE,Size,12,ROUTE-JEAN-12,-3,20.00,'].join('\n');
    const res = await post('site=evans', bad);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CATALOG_IMPORT_REJECTED', fields: [{ field: expect.stringMatching(/^line 3, /) }] });
    expect(await imported()).toEqual(['route-tea-dress', 'route-wrap-dress']);
  });
});

describe('POST /operator/api/catalog/imports with JSON Lines', () => {
  let sut: StorefrontUnderTest;
  let dataDir: string;
  let key: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'import-routes-jsonl-'));
    sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir } });
    key = await issueTestApiKey(sut.db, 'catalog', 'range');
  }, 60_000);
  afterAll(async () => {
    await sut.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports the project\'s own format sent as application/x-ndjson, with its prices per currency', async () => {
    const line = JSON.stringify({
      brand: 'evans', slug: 'route-jsonl-tunic', texts: { en: { name: 'Route Tunic' } }, category: { slug: 'tops', name: 'Tops' }, colour: 'Black',
      sizes: [{ sku: 'ROUTE-TUNIC-16', size: '16', quantity: 2 }], prices: [{ currency: 'GBP', price: '28.00' }, { currency: 'EUR', price: '32.99' }],
    });
    const res = await sut.app.inject({
      method: 'POST', url: '/operator/api/catalog/imports?site=evans', payload: `${line}\n`,
      headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, created: 1 });
    const prices = await sut.db.query<{ currency: string; price_minor: number }>(
      `SELECT pp.currency, pp.price_minor FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.slug = 'route-jsonl-tunic' ORDER BY pp.currency`);
    expect(prices.rows).toEqual([{ currency: 'EUR', price_minor: 3299 }, { currency: 'GBP', price_minor: 2800 }]);
  });
});

describe('POST /operator/api/catalog/imports past IMPORT_MAX_BYTES', () => {
  let sut: StorefrontUnderTest;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'import-routes-limit-'));
    sut = await startStorefrontUnderTest({ env: { DATA_DIR: dataDir, IMPORT_MAX_BYTES: '1000000' } });
  }, 60_000);
  afterAll(async () => {
    await sut.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops reading at the limit with 413 and applies none of the file, not even the products read before it', async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => `limit-dress-${i},Limit Dress ${i},,Evans,Dresses,,TRUE,Size,12,LIMIT-${i}-12,1,10.00,`);
    const body = [HEADER, ...rows].join('\n');
    expect(Buffer.byteLength(body)).toBeGreaterThan(1_000_000);
    const key = await issueTestApiKey(sut.db, 'catalog', 'range');
    const answer = await sut.app.inject({
      method: 'POST', url: '/operator/api/catalog/imports?site=evans', payload: body, headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    const { rows: [written] } = await sut.db.query<{ products: number; staged: number }>(
      `SELECT (SELECT count(*)::int FROM products WHERE slug LIKE 'limit-dress-%') AS products, (SELECT count(*)::int FROM import_staging) AS staged`);
    expect(written).toEqual({ products: 0, staged: 0 });
  }, 120_000);
});

