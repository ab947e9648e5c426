// `npm run bench -- --import [--import-products N]`: the catalog coming in, as ratios measured in one run.
// - a Shopify product CSV of N products (default 100,000) with 8 sizes each, and a stock CSV of N SKUs,
//   written as streams to a temporary folder (no images: their cost is sharp's, measured by the image tests);
// - PostgreSQL's own COPY of the same files into scratch tables of text columns (psql's \copy), the baseline;
// - the database's floor: the same rows written by INSERT … SELECT into a fresh shop's tables, what no import can beat;
// - `npm run import` and `npm run stock` (their built entries) as child processes on each driver: the time as
//   a ratio to COPY (target <= 3 for the import), the peak RSS of the import (VmHWM, target < 350 MB), and the
//   same file again (every product unchanged);
// - on PostgreSQL, the cache-miss product page rate while an import of changed prices runs, as a ratio to the
//   rate without (target >= 0.7).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SIZES = ['8', '10', '12', '14', '16', '18', '20', '22'];
const TYPES = ['Dresses', 'Tops', 'Jeans', 'Trousers', 'Skirts', 'Coats & Jackets', 'Knitwear', 'Nightwear'];
const COLOURS = ['Black', 'Navy', 'Red', 'Green', 'Pink', 'Grey', 'Beige', 'Blue'];
const SITE = 'yours-clothing';
const HEADER = 'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,'
  + 'Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Status';

async function writeLines(path, lines) {
  const out = createWriteStream(path);
  for (const line of lines) {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Shopify's export: the first row of a Handle carries the product, the next seven only their size. */
function* shopifyRows(products, pennies) {
  yield HEADER;
  for (let i = 0; i < products; i++) {
    const price = `${10 + (i % 60)}.${String((99 + pennies) % 100).padStart(2, '0')}`;
    const compareAt = i % 4 === 0 ? `${80 + (i % 20)}.00` : '';
    for (const [s, size] of SIZES.entries()) {
      const sku = `BI${i}-${size}`;
      const barcode = String(5_000_000_000_000 + i * 8 + s);
      yield s === 0
        ? `bench-import-${i},Bench Import Dress ${i},<p>A soft jersey dress for the import bench.</p>,Yours Clothing,${TYPES[i % TYPES.length].replace('&', 'and')},"bench, jersey",TRUE,Size,${size},Color,${COLOURS[i % COLOURS.length]},${sku},${(i + s) % 9},${price},${compareAt},${barcode},active`
        : `bench-import-${i},,,,,,,,${size},,${COLOURS[i % COLOURS.length]},${sku},${(i + s) % 9},${price},${compareAt},${barcode},`;
    }
  }
}

function* stockRows(products) {
  yield 'sku,quantity';
  for (let i = 0; i < products; i++) yield `BI${i}-${SIZES[i % SIZES.length]},${(i % 13) + 1}`;
}

/** Runs a built command as a child process: its time and its peak resident memory (VmHWM, polled). */
async function timedCommand(script, commandArgs, env) {
  const started = performance.now();
  const child = spawn(process.execPath, [script, ...commandArgs], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0));
    } catch {
      // exited between two polls
    }
  }, 50);
  const [code] = await once(child, 'exit');
  clearInterval(poll);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${script} exited with ${code}:\n${output.slice(-3000)}`);
  const summary = output.trim().split('\n').filter((l) => /^(import|stock):/.test(l)).pop() ?? '';
  return { seconds, peakMb: peakKb / 1024, summary };
}

/** PostgreSQL's own COPY of a CSV into a scratch table of text columns, through psql's \copy. */
function copySeconds(url, file, columns) {
  const table = `bench_copy_${columns}`;
  const psql = (sql) => {
    const run = spawnSync('psql', [url.replace(/\?.*$/, ''), '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  };
  psql(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (${Array.from({ length: columns }, (_, i) => `c${i} text`).join(', ')})`);
  const started = performance.now();
  psql(`\\copy ${table} FROM '${file}' WITH (FORMAT csv, HEADER true)`);
  const seconds = (performance.now() - started) / 1000;
  psql(`DROP TABLE ${table}`);
  return seconds;
}

/**
 * The database's own floor for an import that creates every product: the file COPY'd (not timed),
 * then its rows written into a freshly migrated shop's tables by plain INSERT … SELECT in one
 * transaction (categories, products with their in-stock sizes, sizes, GBP price lists and their
 * history), every index, constraint and trigger of the shop as it is. No import can write the same
 * rows for less; the import's time over it is what reading, checking and merging cost.
 */
async function catalogWriteFloor(url, file) {
  const { openPostgres } = await import(new URL('../dist/server/src/adapters/persistence/database.js', import.meta.url));
  const { migrate } = await import(new URL('../dist/server/src/adapters/persistence/migrations/migrate.js', import.meta.url));
  const table = 'bench_floor_csv';
  const psql = (sql) => {
    const run = spawnSync('psql', [url.replace(/\?.*$/, ''), '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  };
  psql(`DROP TABLE IF EXISTS public.${table}; CREATE TABLE public.${table} (${HEADER.split(',').map((_, i) => `c${i} text`).join(', ')})`);
  psql(`\\copy public.${table} FROM '${file}' WITH (FORMAT csv, HEADER true)`);
  const db = await openPostgres(url);
  try {
    await migrate(db);
    const slug = "lower(regexp_replace(f.c4, '[^A-Za-z0-9]+', '-', 'g'))";
    const pence = (column) => `(${column}::numeric * 100)::int`;
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO categories (brand, slug, name, position)
        SELECT '${SITE}', c.slug, min(c.name), row_number() OVER (ORDER BY c.slug)::int
          FROM (SELECT ${slug} AS slug, f.c4 AS name FROM public.${table} f WHERE f.c1 <> '') c GROUP BY c.slug`);
      await tx.query(`INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor, sale_price_minor, in_stock_sizes)
        SELECT row_number() OVER (ORDER BY f.c0)::int, '${SITE}', 'BF-' || f.c0, f.c0, f.c1, f.c2, f.c10, ${slug}, 'apparel', '[]',
               CASE WHEN f.c14 <> '' THEN ${pence('f.c14')} ELSE ${pence('f.c13')} END, CASE WHEN f.c14 <> '' THEN ${pence('f.c13')} END,
               COALESCE(g.sizes, '{}')
          FROM public.${table} f
          JOIN (SELECT c0, array_agg(DISTINCT c8 ORDER BY c8) FILTER (WHERE c12::int > 0) AS sizes FROM public.${table} GROUP BY c0) g ON g.c0 = f.c0
         WHERE f.c1 <> ''`);
      await tx.query(`INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position, barcode)
        SELECT f.c11, p.id, f.c8, f.c12::int, (row_number() OVER (PARTITION BY p.id ORDER BY f.c11) - 1)::int, f.c15
          FROM public.${table} f JOIN products p ON p.brand = '${SITE}' AND p.slug = f.c0`);
      await tx.query(`INSERT INTO product_prices (product_id, currency, price_minor, sale_price_minor) SELECT id, 'GBP', price_minor, sale_price_minor FROM products`);
      await tx.query(`INSERT INTO price_history (product_id, currency, price_minor, sale_price_minor, recorded_at) SELECT id, 'GBP', price_minor, sale_price_minor, now() FROM products`);
    });
    return (performance.now() - started) / 1000;
  } finally {
    await db.close();
    psql(`DROP TABLE public.${table}`);
  }
}

/**
 * @param {object} kit what bench.mjs runs the shop with: startApp, stopApp, waitFor, load, benchPostgres, appPort
 */
export async function benchImport(kit, { products, drivers }) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-import-'));
  try {
    const catalog = join(dir, 'catalog.csv');
    const repriced = join(dir, 'catalog-repriced.csv');
    const stock = join(dir, 'stock.csv');
    await writeLines(catalog, shopifyRows(products, 0));
    await writeLines(repriced, shopifyRows(products, 50));
    await writeLines(stock, stockRows(products));
    console.log(`\nCatalog in: ${products} products x ${SIZES.length} sizes (${products * SIZES.length} CSV rows), a stock file of ${products} SKUs\n`);

    const copyUrl = await kit.benchPostgres('bench_import_copy');
    if (copyUrl === null) {
      console.log('import bench: skipped, it needs PostgreSQL for the COPY baseline');
      return;
    }
    const copyCatalog = copySeconds(copyUrl, catalog, HEADER.split(',').length);
    const copyStock = copySeconds(copyUrl, stock, 2);
    console.log(`PostgreSQL COPY: catalog ${copyCatalog.toFixed(2)} s, stock ${copyStock.toFixed(2)} s (the baseline of every ratio below)`);
    const floor = await catalogWriteFloor(await kit.benchPostgres('bench_import_floor'), catalog);
    console.log(`PostgreSQL floor: the same rows written into the shop's tables by INSERT … SELECT: ${floor.toFixed(2)} s (${(floor / copyCatalog).toFixed(1)} x COPY)\n`);
    console.log('row'.padEnd(46) + 'seconds'.padStart(10) + 'of COPY'.padStart(10) + 'of floor'.padStart(10) + 'peak RSS MB'.padStart(14));
    const row = (title, r, copy, floorSeconds) => console.log(title.padEnd(46) + r.seconds.toFixed(2).padStart(10) + (r.seconds / copy).toFixed(2).padStart(10)
      + (floorSeconds === null ? '' : (r.seconds / floorSeconds).toFixed(2)).padStart(10) + r.peakMb.toFixed(0).padStart(14) + `   ${r.summary}`);

    for (const driver of drivers) {
      const env = driver === 'postgresql'
        ? { DATABASE_URL: await kit.benchPostgres('bench_import'), DATA_DIR: join(dir, 'pg-data') }
        : { DATA_DIR: join(dir, 'pglite-data') };
      if (driver === 'postgresql' && env.DATABASE_URL === null) continue;
      const label = driver === 'postgresql' ? 'PostgreSQL' : 'PGlite';
      row(`${label}: import (all created)`, await timedCommand('dist/server/src/main/catalog-import-cli.js', [catalog, '--site', SITE], env), copyCatalog, floor);
      row(`${label}: the same file again (unchanged)`, await timedCommand('dist/server/src/main/catalog-import-cli.js', [catalog, '--site', SITE], env), copyCatalog, null);
      row(`${label}: stock feed`, await timedCommand('dist/server/src/main/catalog-stock-cli.js', [stock], env), copyStock, null);
      if (driver === 'postgresql') await servingDuringImport(kit, env, repriced, products);
    }
    console.log('targets: import <= 3 x COPY and peak RSS < 350 MB on each driver; product pages during an import >= 0.7 of the rate without');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cache-miss product page rate with no import, then while an import of changed prices runs. */
async function servingDuringImport(kit, env, repriced, products) {
  const app = kit.startApp({ ...env, PAGE_CACHE_TTL_MS: '0', CATALOG_CACHE_TTL_MS: '0' });
  try {
    const base = `http://127.0.0.1:${kit.appPort}`;
    await kit.waitFor(`${base}/readyz`);
    const pick = () => `/product/bench-import-${Math.floor(Math.random() * products)}`;
    const misses = { connections: 20, requests: [{ setupRequest: (req) => ({ ...req, path: pick() }) }] };
    await kit.load('warm-up', base, { ...misses, duration: 2 });
    const quiet = await kit.load('product page, miss', base, misses);
    const importing = timedCommand('dist/server/src/main/catalog-import-cli.js', [repriced, '--site', SITE], env);
    const during = await kit.load('product page, miss, during an import', base, misses);
    const imported = await importing;
    console.log(`PostgreSQL: product page misses ${quiet.rps.toFixed(0)} req/s without an import, ${during.rps.toFixed(0)} req/s during one `
      + `(non-2xx ${during.non2xx}): ratio ${(during.rps / quiet.rps).toFixed(2)}; the import of changed prices took ${imported.seconds.toFixed(1)} s (${imported.summary})`);
  } finally {
    await kit.stopApp(app);
  }
}
