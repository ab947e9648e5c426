import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/adapters/persistence/database.js';
import { parseImportArgs, runImportCommand } from '../../src/main/catalog-import-cli.js';
import { parseVendorMap } from '../../src/main/catalog-import-command.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { testImportFormat, testImportLine } from '../support/test-import-format.js';

const FORMATS = { shopify: testImportFormat, jsonl: testImportFormat };

describe('parseImportArgs', () => {
  it('takes the format from the extension unless given, the site, the vendor map and the two switches', () => {
    expect(parseImportArgs(['/tmp/a.csv'])).toEqual({ ok: true, value: {
      file: '/tmp/a.csv', format: 'shopify', site: 'yours-clothing', vendorMap: null, dryRun: false, archiveMissing: false,
    } });
    expect(parseImportArgs(['/tmp/a.txt', '--format', 'jsonl', '--site', 'evans-de', '--vendor-map', '/tmp/v.json', '--dry-run', '--archive-missing']))
      .toEqual({ ok: true, value: { file: '/tmp/a.txt', format: 'jsonl', site: 'evans-de', vendorMap: '/tmp/v.json', dryRun: true, archiveMissing: true } });
    expect(parseImportArgs([])).toEqual({ ok: false, error: 'give the FILE to import' });
    expect(parseImportArgs(['/tmp/a.txt'])).toMatchObject({ ok: false, error: expect.stringContaining('--format shopify or jsonl') });
    expect(parseImportArgs(['/tmp/a.csv', '--format', 'xml'])).toEqual({ ok: false, error: '--format must be shopify or jsonl, got \'xml\'' });
    expect(parseImportArgs(['/tmp/a.csv', '--colour'])).toMatchObject({ ok: false });
  });
});

describe('parseVendorMap', () => {
  it('reads JSON or CSV vendor to site, and names a site that does not exist', () => {
    const json = parseVendorMap('{"Yours": "yours-clothing-de", "Evans": "evans"}', true);
    expect(json.ok && [...json.value]).toEqual([['Yours', { brand: 'yours-clothing', currency: 'EUR' }], ['Evans', { brand: 'evans', currency: 'GBP' }]]);
    const csv = parseVendorMap('vendor,site\nYours,yours-clothing\n', false);
    expect(csv.ok && [...csv.value]).toEqual([['Yours', { brand: 'yours-clothing', currency: 'GBP' }]]);
    expect(parseVendorMap('{"Yours": "nowhere"}', true)).toEqual({ ok: false, error: 'the vendor map\'s Yours: there is no site \'nowhere\'' });
    expect(parseVendorMap('[1]', true)).toMatchObject({ ok: false });
    expect(parseVendorMap('name,url\nA,b\n', false)).toEqual({ ok: false, error: 'the vendor map CSV needs the header vendor,site' });
  });
});

describe('npm run import on a fresh data folder', () => {
  let dataDir = '';
  beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'import-cli-')); });
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }); });

  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runImportCommand(args, { DATA_DIR: dataDir, NODE_ENV: 'test' }, { log: (l) => out.push(l), error: (l) => err.push(l) }, FORMATS);
    return { code, out, err };
  };
  const products = async () => {
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      return (await db.query<{ slug: string; units: number }>(
        `SELECT p.slug, sum(s.units_in_stock)::int AS units FROM products p JOIN product_sizes s ON s.product_id = p.id GROUP BY p.slug ORDER BY p.slug`)).rows;
    } finally {
      await db.close();
    }
  };

  it('exits 2 with the usage for bad arguments, before opening a database', async () => {
    const bad = await runImportCommand(['--site'], { DATA_DIR: '/nonexistent/never-created' }, { log: () => undefined, error: () => undefined }, FORMATS);
    expect(bad).toBe(2);
  });

  it('migrates the folder and imports; the same file again is all unchanged; a file with a rejected line exits 1 and changes nothing', async () => {
    const file = join(dataDir, 'range.jsonl');
    await writeFile(file, `${testImportLine('wrap')}\n${testImportLine('tea')}\n`);
    const first = await run([file, '--site', 'evans']);
    expect(first.code).toBe(0);
    expect(first.out).toEqual([expect.stringMatching(/^import: 2 created, 0 updated, 0 unchanged, 0 archived, 0 rejected, 0 warnings \(2 products, \d+\.\d s\)$/)]);
    expect(await products()).toEqual([{ slug: 'tea', units: 3 }, { slug: 'wrap', units: 3 }]);

    const again = await run([file, '--site', 'evans']);
    expect(again.out[0]).toMatch(/^import: 0 created, 0 updated, 2 unchanged, 0 archived/);

    const bad = join(dataDir, 'bad.jsonl');
    await writeFile(bad, `${testImportLine('wrap', { sizes: [{ sku: 'wrap-12', ukSize: '12', barcode: null, quantity: 50 }] })}\n{"rejected":"12.345 has three decimals"}\n`);
    const refused = await run([bad, '--site', 'evans']);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual(['line 2, price: 12.345 has three decimals']);
    expect(refused.out).toEqual([expect.stringMatching(/^import: not applied: 1 problems in 1 products read/)]);
    expect(await products()).toEqual([{ slug: 'tea', units: 3 }, { slug: 'wrap', units: 3 }]);

    const dry = await run([file, '--site', 'evans', '--dry-run', '--archive-missing']);
    expect(dry.code).toBe(0);
    expect(dry.out[0]).toMatch(/^import: dry run, nothing written: would be 0 created, 0 updated, 2 unchanged, 0 archived/);
    expect((await run([join(dataDir, 'missing.jsonl')])).err[0]).toContain('import: cannot read');
    expect((await run([file, '--site', 'nowhere'])).err).toEqual(['import: there is no site \'nowhere\'']);
  }, 120_000);
});

describe('npm run import through the shop running on the folder', () => {
  let dataDir = '';
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends the file to the shop, which reads it with its own formats, applies it and answers with the summary; a rejected file exits 1', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'import-cli-shop-'));
    app = await startAppProcess({ DATA_DIR: dataDir });
    const run = async (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runImportCommand(args, { DATA_DIR: dataDir, NODE_ENV: 'test' }, { log: (l) => out.push(l), error: (l) => err.push(l) }, FORMATS);
      return { code, out, err };
    };
    const file = join(dataDir, 'range.csv');
    await writeFile(file, [
      'Handle,Title,Body (HTML),Vendor,Type,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price',
      'socket-wrap-dress,Socket Wrap Dress,<p>Soft</p>,Evans,Dresses,TRUE,Size,12,SOCKET-WRAP-12,4,25.00',
      'socket-wrap-dress,,,,,,,14,SOCKET-WRAP-14,1,25.00',
    ].join('\n'));
    const applied = await run([file, '--site', 'evans']);
    expect(applied.err).toEqual([]);
    expect(applied.code).toBe(0);
    expect(applied.out).toEqual([expect.stringMatching(/^import: 1 created, 0 updated, 0 unchanged, 0 archived, 0 rejected, 0 warnings \(1 products, \d+\.\d s\)$/)]);
    const page = await fetch(`${app.baseUrl}/product/socket-wrap-dress?site=evans`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Socket Wrap Dress');

    const bad = join(dataDir, 'bad.csv');
    await writeFile(bad, [
      'Handle,Title,Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price',
      'socket-tea-dress,Socket Tea Dress,Evans,Dresses,Size,12,SOCKET-TEA-12,12.345',
    ].join('\n'));
    const refused = await run([bad, '--site', 'evans']);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toMatch(/line 2, Variant Price: .*12\.345/);
    expect(await app.stop('SIGTERM')).toBe(0);
    app = undefined;
  }, 300_000);
});

