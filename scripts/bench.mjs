// Load and page-weight benchmark: production build vs Fastify serving ready HTML (the ceiling).
// Prints figures; it asserts nothing. Usage: npm run bench [-- --duration 10 --connections 50]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { measurePageWeight } from './page-weight.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const APP_PORT = 3917;
const CEILING_PORT = 3918;

function startProcess(name, command, commandArgs, env) {
  const child = spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${name} exited with ${code}\n${output.slice(-4000)}`);
  });
  return child;
}

async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

function load(title, url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, ...opts }, (error, result) => {
      if (error) return reject(error);
      resolve({ title, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, bytes: result.throughput.average });
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const app = startProcess('storefront', process.execPath, ['dist/server/src/main/server.js'], {
  NODE_ENV: 'production',
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  COOKIE_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  // Orders and payments (issue 9).
  ORDER_ID_KEY: 'b'.repeat(64),
});

try {
  const base = `http://127.0.0.1:${APP_PORT}`;
  await waitFor(`${base}/readyz`);
  const home = await (await fetch(`${base}/`)).text();
  const categoryPath = home.match(/href="(\/category\/[^"?]+)"/)?.[1];
  if (!categoryPath) throw new Error('no category link on the home page');
  const category = await (await fetch(base + categoryPath)).text();
  const productPath = category.match(/href="(\/product\/[^"?]+)"/)?.[1];
  if (!productPath) throw new Error('no product link on the category page');
  const product = await (await fetch(base + productPath)).text();

  const ceiling = startProcess('ceiling', process.execPath, ['scripts/ceiling-server.mjs'], {
    PORT: String(CEILING_PORT),
    HTML_BYTES: String(Buffer.byteLength(product)),
  });
  await waitFor(`http://127.0.0.1:${CEILING_PORT}/`);

  const results = [];
  results.push(await load('ceiling: Fastify, ready HTML', `http://127.0.0.1:${CEILING_PORT}/`));
  ceiling.kill();
  results.push(await load('home page', `${base}/`));
  results.push(await load('category page', base + categoryPath));
  results.push(await load('product page', base + productPath));

  // Basket: one shopper per connection (each with its own session cookie and basket line, like
  // real traffic), each repeating an add-to-bag followed by a decrease of that line, so lines stay
  // within stock and line limits however long the run.
  const productId = product.match(/name="productId" value="(\d+)"/)?.[1];
  const sizes = [...product.matchAll(/"stockId":"([^"]+)","ukSize":"[^"]*","label":"[^"]*","stock":"instock"/g)].map((m) => m[1]);
  if (!productId || sizes.length === 0) throw new Error('no in-stock size on the product page');
  const addPath = (stockId) => `/basket/api/add?productId=${productId}&stockId=${encodeURIComponent(stockId)}&quantity=1`;
  const shoppers = [];
  for (let i = 0; i < connections; i++) {
    const stockId = sizes[i % sizes.length];
    const first = await fetch(base + addPath(stockId));
    const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const quick = await (await fetch(`${base}/basket/quickbasket`, { headers: { cookie } })).json();
    const lineId = quick.view.match(/data-shopping-basket-id="([^"]+)"/)?.[1];
    if (!lineId) throw new Error('the first add left no basket line');
    shoppers.push({ cookie, stockId, lineId });
  }
  let nextShopper = 0;
  const asShopper = (requestsOf) => (client) => {
    const shopper = shoppers[nextShopper++ % shoppers.length];
    client.setHeaders({ cookie: shopper.cookie, 'content-type': 'application/json' });
    client.setRequests(requestsOf(shopper));
  };
  results.push(await load('add to bag + decrease (pairs)', base, {
    setupClient: asShopper((s) => [
      { method: 'GET', path: addPath(s.stockId) },
      { method: 'POST', path: `/api/basket/decrease/${s.lineId}`, body: '{}' },
    ]),
  }));
  nextShopper = 0;
  results.push(await load('quick basket', base, { setupClient: asShopper(() => [{ method: 'GET', path: '/basket/quickbasket' }]) }));
  // Delivery: each shopper switches between express and standard; every answer is the delivery
  // section and the totals, rendered from the basket, its discounts and the saved choice.
  nextShopper = 0;
  results.push(await load('delivery option update', base, {
    setupClient: asShopper(() => [
      { method: 'POST', path: '/DeliveryAccordion/UpdateSelectedDeliveryOption', body: JSON.stringify({ DeliveryOptionID: '2' }) },
      { method: 'POST', path: '/DeliveryAccordion/UpdateSelectedDeliveryOption', body: JSON.stringify({ DeliveryOptionID: '1' }) },
    ]),
  }));
  // pick-up networks: a sandbox search by postcode (nearest ten Coll8 points)
  results.push(await load('pick-up search (Coll8, LS1 4AP)', `${base}/DeliveryAccordion/GetColl8PudoLocations?searchTerm=LS1%204AP`));

  // search: the same search again (served from the page cache), then distinct searches (colour,
  // garment, sort and page drawn at random: thousands of combinations, so nearly every one renders),
  // then the related-products fragment, cached and for distinct products.
  const searchWords = ['black', 'blue', 'red', 'pink', 'green', 'grey', 'white', 'navy', 'beige', 'purple', 'khaki', 'multi'];
  const garments = ['dress', 'top', 'jeans', 'trousers', 'skirt', 'coat', 'jacket', 'jumper', 'cardigan', 'boots', 'shirt', 'tunic', 'joggers', 'blazer', 'pyjamas'];
  const sorts = ['relevance', 'price-asc', 'price-desc', 'newest'];
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const searchPath = '/search?q=dress';
  if ((await fetch(base + searchPath)).status !== 200) throw new Error('the search page did not answer 200');
  results.push(await load('search page, cached', base + searchPath));
  results.push(await load('search page, distinct queries', base, {
    requests: [{ setupRequest: (req) => ({ ...req, path: `/search?q=${pick(searchWords)}+${pick(garments)}&sort=${pick(sorts)}&page=${1 + Math.floor(Math.random() * 2)}` }) }],
  }));
  const relatedPath = `/recommendations/related?productIds=${productId}&nolayout=true`;
  if ((await fetch(base + relatedPath)).status !== 200) throw new Error('the related products fragment did not answer 200');
  results.push(await load('related products, cached', base + relatedPath));
  const productIds = [...category.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
  const firstId = Math.min(...productIds);
  results.push(await load('related products, distinct', base, {
    requests: [{ setupRequest: (req) => ({ ...req, path: `/recommendations/related?productIds=${firstId + Math.floor(Math.random() * 300)}&nolayout=true` }) }],
  }));

  const ceilingRps = results[0].rps;
  console.log(`\nStorefront benchmark (${connections} connections, ${duration} s each, product page ${Buffer.byteLength(product)} bytes of HTML)\n`);
  console.log('page'.padEnd(32) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + 'ratio'.padStart(8) + 'non-2xx'.padStart(10));
  for (const r of results) {
    console.log(r.title.padEnd(32) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(10) + (r.rps / ceilingRps).toFixed(2).padStart(8) + String(r.non2xx + r.errors).padStart(10));
  }

  if (existsSync('/usr/bin/chromium')) {
    for (const [title, path] of [['home page', '/'], ['category page', categoryPath], ['product page', productPath], ['search page', '/search?q=dress']]) {
      const weight = await measurePageWeight(base + path);
      console.log(`${title} as loaded by Chromium: JavaScript ${(weight.js / 1024).toFixed(1)} kB gzipped, CSS ${(weight.css / 1024).toFixed(1)} kB gzipped`);
    }
  } else {
    console.log('page weight: skipped (no /usr/bin/chromium to load the pages)');
  }
  console.log('targets: product page >= 0.5 of the ceiling, p99 < 25 ms, JavaScript < 80 kB gzipped; pick-up search p99 < 20 ms');
} finally {
  app.kill('SIGTERM');
  if (!args['keep-data']) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
}
