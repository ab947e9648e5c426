// `npm run bench -- --import [--import-products N]`: the catalog coming in, as ratios measured in one run.
// - a Shopify product CSV of N products (default 100,000) with 8 sizes each, and a stock CSV of N SKUs,
//   written as streams to a temporary folder (no images: their cost is sharp's, measured by the image tests);
// - PostgreSQL's own COPY of the same files into scratch tables of text columns (psql's \copy), the baseline;
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
    console.log(`PostgreSQL COPY: catalog ${copyCatalog.toFixed(2)} s, stock ${copyStock.toFixed(2)} s (the baseline of every ratio below)\n`);
    console.log('row'.padEnd(46) + 'seconds'.padStart(10) + 'of COPY'.padStart(10) + 'peak RSS MB'.padStart(14));
    const row = (title, r, copy) => console.log(title.padEnd(46) + r.seconds.toFixed(2).padStart(10) + (r.seconds / copy).toFixed(2).padStart(10) + r.peakMb.toFixed(0).padStart(14) + `   ${r.summary}`);

    for (const driver of drivers) {
      const env = driver === 'postgresql'
        ? { DATABASE_URL: await kit.benchPostgres('bench_import'), DATA_DIR: join(dir, 'pg-data') }
        : { DATA_DIR: join(dir, 'pglite-data') };
      if (driver === 'postgresql' && env.DATABASE_URL === null) continue;
      const label = driver === 'postgresql' ? 'PostgreSQL' : 'PGlite';
      row(`${label}: import (all created)`, await timedCommand('dist/server/src/main/catalog-import-cli.js', [catalog, '--site', SITE], env), copyCatalog);
      row(`${label}: the same file again (unchanged)`, await timedCommand('dist/server/src/main/catalog-import-cli.js', [catalog, '--site', SITE], env), copyCatalog);
      row(`${label}: stock feed`, await timedCommand('dist/server/src/main/catalog-stock-cli.js', [stock], env), copyStock);
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
