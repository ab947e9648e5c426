// Load and page-weight benchmark: production build vs Fastify serving ready HTML (the ceiling).
// Prints figures; it asserts nothing. Usage: npm run bench [-- --duration 10 --connections 50]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

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

  // Basket: one session (cookie from a first add), then add-to-bag requests each followed by a
  // decrease of the same line, so the line stays within its stock and line limits however long it runs.
  const productId = product.match(/name="productId" value="(\d+)"/)?.[1];
  const stockId = product.match(/"stockId":"([^"]+)","ukSize":"[^"]*","label":"[^"]*","stock":"(?:instock|lowstock)"/)?.[1];
  if (!productId || !stockId) throw new Error('no in-stock size on the product page');
  const addPath = `/basket/api/add?productId=${productId}&stockId=${encodeURIComponent(stockId)}&quantity=1`;
  const first = await fetch(base + addPath);
  const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const quick = await (await fetch(`${base}/basket/quickbasket`, { headers: { cookie } })).json();
  const lineId = quick.view.match(/data-shopping-basket-id="([^"]+)"/)?.[1];
  if (!lineId) throw new Error('the first add left no basket line');
  results.push(await load('add to bag + decrease (pairs)', base, {
    headers: { cookie },
    requests: [
      { method: 'GET', path: addPath },
      { method: 'POST', path: `/api/basket/decrease/${lineId}`, headers: { cookie, 'content-type': 'application/json' }, body: '{}' },
    ],
  }));
  results.push(await load('quick basket', `${base}/basket/quickbasket`, { headers: { cookie } }));

  const ceilingRps = results[0].rps;
  console.log(`\nStorefront benchmark (${connections} connections, ${duration} s each, product page ${Buffer.byteLength(product)} bytes of HTML)\n`);
  console.log('page'.padEnd(32) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + 'ratio'.padStart(8) + 'non-2xx'.padStart(10));
  for (const r of results) {
    console.log(r.title.padEnd(32) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(10) + (r.rps / ceilingRps).toFixed(2).padStart(8) + String(r.non2xx + r.errors).padStart(10));
  }

  const assetUrls = [...product.matchAll(/<(?:script[^>]+src|link[^>]+href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const url of new Set(assetUrls)) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    if (url.endsWith('.js')) js += gz;
    if (url.endsWith('.css')) css += gz;
  }
  const themeUrl = product.match(/href="(\/theme\/[^"]+)"/)?.[1];
  if (themeUrl) css += gzipSync(Buffer.from(await (await fetch(base + themeUrl)).arrayBuffer())).length;
  console.log(`\nproduct page JavaScript: ${(js / 1024).toFixed(1)} kB gzipped; CSS: ${(css / 1024).toFixed(1)} kB gzipped`);
  console.log('targets: product page >= 0.5 of the ceiling, p99 < 25 ms, JavaScript < 80 kB gzipped');
} finally {
  app.kill('SIGTERM');
  if (!args['keep-data']) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
}
