// Load and page-weight benchmark: production build vs Fastify serving the product page's HTML ready (the ceiling),
// on the embedded PGlite and, when one is reachable, on PostgreSQL. Prints figures; asserts nothing.
// Usage: npm run bench [-- --duration 10 --connections 50 --products 100000 --misses-only --driver postgresql]
//   --products N   seeds a catalog of N products (over all brands) into each database first
//   --misses-only  prints only the cache-miss rows (catalog at scale); with --products, the same
//                  rows on the default catalog first (schema `bench_reference`), and the ratio between them
//   --driver D     runs one driver only: pglite or postgresql (both by default)
//   --import       only the catalog-in rows (scripts/bench-import.mjs); --import-products N (default 100000)
//   PostgreSQL: BENCH_DATABASE_URL, else the local test cluster (bash .ci/postgres-setup.sh) if it answers;
//   the bench uses its own schema `bench` there, recreated on each run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchImport } from './bench-import.mjs';
import { measurePageWeight } from './page-weight.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'keep-data': { type: 'boolean', default: false },
    products: { type: 'string' },
    // Catalog at scale (cache misses): only the cache-miss rows, without the cached suite.
    'misses-only': { type: 'boolean', default: false },
    driver: { type: 'string' },
    // Catalog in: imports and stock feeds against PostgreSQL's COPY (scripts/bench-import.mjs), and nothing else.
    import: { type: 'boolean', default: false },
    'import-products': { type: 'string', default: '100000' },
  },
});
if (args.driver !== undefined && !['pglite', 'postgresql'].includes(args.driver)) {
  throw new Error(`--driver takes pglite or postgresql, not ${args.driver}`);
}
const duration = Number(args.duration);
const connections = Number(args.connections);
const APP_PORT = 3917;
const CEILING_PORT = 3918;
const WEBHOOK_PORT = 3919;

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
      resolve({ title, rps: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, bytes: result.throughput.average });
    });
  });
}

const LOCAL_POSTGRES = 'postgres://storefront:storefront@127.0.0.1:5432/storefront_test';
const BENCH_SCHEMA = 'bench';

/** The PostgreSQL to bench on, with a fresh schema of its own; null when none answers. */
async function benchPostgres(schema = BENCH_SCHEMA) {
  const url = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    console.log(`PostgreSQL: skipped (${url.replace(/\/\/[^@]*@/, '//…@')} did not answer: ${error.message}); set BENCH_DATABASE_URL or run bash .ci/postgres-setup.sh`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema},public`);
  return withSchema.toString();
}

function seed(env) {
  if (args.products === undefined) return;
  const run = spawnSync(process.execPath, ['dist/server/src/main/seed.js', '--products', args.products], { env: { ...process.env, ...env }, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`seeding ${args.products} products failed`);
}

let ceilingRps = null;
let weightMeasured = false;

function startApp(env) {
  return startProcess('storefront', process.execPath, ['dist/server/src/main/server.js'], {
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    COOKIE_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ORDER_ID_KEY: 'b'.repeat(64),
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    // as npm start and npm run start:cluster run a node (docs/configuration.md, MALLOC_ARENA_MAX)
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    ...env,
  });
}

async function stopApp(app) {
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
}

/**
 * Runs `work` (a load row) and gives the CPU it cost per request, split by who spent it: the app
 * node, this process (the load generator), and the rest of the machine (the database and the
 * kernel), with how busy the machine's cores were. Read from /proc; null where there is none.
 */
async function withCpuSplit(appPid, work) {
  const ticks = (file, from, count) => readFileSync(file, 'utf8').split(') ').pop().trim().split(/\s+/).slice(from, from + count).map(Number).reduce((a, b) => a + b, 0);
  const appTicks = () => ticks(`/proc/${appPid}/stat`, 11, 2);
  const machineTicks = () => readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number)
    .filter((_, i) => i !== 3 && i !== 4).reduce((a, b) => a + b, 0); // all but idle and iowait
  const selfMs = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
  if (!existsSync('/proc/stat')) return { result: await work(), cpu: null };
  const tickMs = 1000 / 100; // USER_HZ
  const [app0, machine0, self0, started] = [appTicks(), machineTicks(), selfMs(), Date.now()];
  const result = await work();
  const [app1, machine1, self1, ended] = [appTicks(), machineTicks(), selfMs(), Date.now()];
  const requests = result.total;
  const appMs = (app1 - app0) * tickMs, machineMs = (machine1 - machine0) * tickMs, loadMs = self1 - self0;
  return {
    result,
    cpu: { app: appMs / requests, load: loadMs / requests, rest: Math.max(0, machineMs - appMs - loadMs) / requests, busy: machineMs / ((ended - started) * cpus().length) },
  };
}

const cpuLine = (what, cpu) => (cpu === null ? `${what}: CPU split not available (no /proc)` :
  `${what}: CPU ms per request: app node ${cpu.app.toFixed(2)}, database and kernel ${cpu.rest.toFixed(2)}, load generator ${cpu.load.toFixed(2)}; cores ${(100 * cpu.busy).toFixed(0)}% busy`);

/** A row run at one connection: each request alone, so its latency is its own cost, with no queue. */
const oneConnectionLine = (what, r, unexpected) =>
  `${what}, one connection (no request waits for another): ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms; unexpected answers: ${unexpected}`;

function printTable(results) {
  console.log('page'.padEnd(32) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + 'ratio'.padStart(8) + 'non-2xx'.padStart(10));
  for (const r of results) {
    console.log(r.title.padEnd(32) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(10) + (r.rps / ceilingRps).toFixed(2).padStart(8) + String(r.non2xx + r.errors).padStart(10));
  }
}

// ---- Catalog at scale (cache misses): a miss row per page ---------------------------------------
/**
 * Cache misses: the app again with no page or catalog cache, so every page is built from the
 * database; 20 connections. Rows: home, category (first page and page 3), product pages drawn
 * from several pages of every category (the long tail), and distinct searches (colour, garment,
 * sort and page at random). The pages to ask for are found on the running app.
 */
async function benchMisses(label, env, reference = null) {
  const app = startApp({ ...env, PAGE_CACHE_TTL_MS: '0', CATALOG_CACHE_TTL_MS: '0' });
  try {
    const base = `http://127.0.0.1:${APP_PORT}`;
    await waitFor(`${base}/readyz`);
    const home = await (await fetch(`${base}/`)).text();
    const categories = [...new Set([...home.matchAll(/href="(\/category\/[^"?]+)"/g)].map((m) => m[1]))];
    if (categories.length === 0) throw new Error('no category link on the home page');
    const products = [];
    for (const category of categories) {
      for (const page of [1, 3, 10]) {
        const html = await (await fetch(`${base}${category}?page=${page}`)).text();
        products.push(...[...html.matchAll(/href="(\/product\/[^"?]+)"/g)].map((m) => m[1]));
      }
    }
    const productPaths = [...new Set(products)];
    const category = categories.find((c) => !c.includes('gift')) ?? categories[0];
    const misses = { connections: 20 };
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const searchWords = ['black', 'blue', 'red', 'pink', 'green', 'grey', 'white', 'navy', 'beige', 'purple', 'khaki', 'multi'];
    const garments = ['dress', 'top', 'jeans', 'trousers', 'skirt', 'coat', 'jacket', 'jumper', 'cardigan', 'boots', 'shirt', 'tunic', 'joggers', 'blazer', 'pyjamas'];
    const sorts = ['relevance', 'price-asc', 'price-desc', 'newest'];
    await load('warm-up', `${base}/`, { ...misses, duration: 2 }); // the first row is not measured on a cold node
    const results = [
      await load('home page, miss', `${base}/`, misses),
      await load('category page, miss', base + category, misses),
      await load('category page 3, miss', `${base}${category}?page=3`, misses),
      await load(`product page, miss (${productPaths.length} distinct)`, base, { ...misses, requests: [{ setupRequest: (req) => ({ ...req, path: pick(productPaths) }) }] }),
    ];
    const distinctSearches = [{ setupRequest: (req) => ({ ...req, path: `/search?q=${pick(searchWords)}+${pick(garments)}&sort=${pick(sorts)}&page=${1 + Math.floor(Math.random() * 2)}` }) }];
    const searchMiss = await withCpuSplit(app.pid, () => load('search page, miss (distinct)', base, { ...misses, requests: distinctSearches }));
    results.push(searchMiss.result);

    if (label === null) return results; // the reference run of --misses-only --products
    const searchAlone = await load('search page, miss, one connection', base, { ...misses, connections: 1, duration: Math.min(duration, 5), requests: distinctSearches });
    const catalog = args.products === undefined ? 'the default catalog' : `${args.products} products`;
    console.log(`\nCache misses on ${label}, ${catalog} (PAGE_CACHE_TTL_MS=0 CATALOG_CACHE_TTL_MS=0, 20 connections, ${duration} s each)\n`);
    if (reference !== null) {
      console.log('page'.padEnd(36) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + 'default req/s'.padStart(15) + 'of default'.padStart(12) + 'non-2xx'.padStart(10));
      results.forEach((r, i) => console.log(r.title.padEnd(36) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(10) +
        reference[i].rps.toFixed(0).padStart(15) + (r.rps / reference[i].rps).toFixed(2).padStart(12) + String(r.non2xx + r.errors).padStart(10)));
      console.log('("default": the same rows, measured just before on the default catalog, 320 products per brand, in a database of its own)');
    } else if (ceilingRps === null) {
      console.log('page'.padEnd(36) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + 'non-2xx'.padStart(10));
      for (const r of results) console.log(r.title.padEnd(36) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(10) + String(r.non2xx + r.errors).padStart(10));
    } else {
      printTable(results);
    }
    console.log(cpuLine('search page, miss', searchMiss.cpu));
    console.log(oneConnectionLine('search page, miss', searchAlone, searchAlone.non2xx + searchAlone.errors));
    console.log('targets at 100,000 products: home, category and product misses >= 0.9 of their req/s at 320 per brand on PostgreSQL; ' +
      'PGlite product miss >= 0.25 of PostgreSQL; search miss p99 < 60 ms on PostgreSQL');
    await benchSignInFlood(base); // its own line, not a cache-miss row
  } finally {
    await stopApp(app);
  }
}

// Checkout: one shopper per connection, with details saved, each repeating a purchase of
// a gift voucher (100,000 units in stock, so the run never sells out) by card on the payment sandbox:
// add to bag, InitiatePayment (places the order, reserves stock, charges, completes it: basket
// emptied, voucher code issued, email written), then CompleteOrder (303 to the confirmation page).
const CHECKOUT_CARD = {
  type: 'scheme', encryptedCardNumber: 'test_4111111111111111', encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737', holderName: 'Bench Shopper',
};

const cookieHeaderOf = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
function keepCookies(jar, response) {
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const checkoutNotes = [];

/**
 * Orders out: the webhook endpoint of the app's order events, in this process. While held it
 * answers nothing, so the app's dispatcher waits on its calls (within ORDER_WEBHOOK_TIMEOUT_MS,
 * 60 s: runs of up to 45 s per row) and the checkout row's events pile up in the outbox; released,
 * it answers 204 at once and notes when each new event (by its webhook-id) arrived.
 */
async function startOrderEventReceiver() {
  const seen = new Set();
  const held = [];
  let holding = false;
  let lastNewAt = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = () => {
        if (!seen.has(request.headers['webhook-id'])) {
          seen.add(request.headers['webhook-id']);
          lastNewAt = performance.now();
        }
        response.writeHead(204).end();
      };
      if (holding) held.push(answer);
      else answer();
    });
  });
  await new Promise((resolve) => server.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
  return {
    env: {
      ORDER_WEBHOOK_URLS: `http://127.0.0.1:${WEBHOOK_PORT}/orders`, ORDER_WEBHOOK_SECRET: `whsec_${Buffer.from('bench-order-webhooks-secret-0123').toString('base64')}`,
      ORDER_WEBHOOK_TIMEOUT_MS: '60000', ORDER_WEBHOOK_POLL_INTERVAL_MS: '200',
    },
    hold: () => { holding = true; },
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    count: () => seen.size,
    lastNewAt: () => lastNewAt,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

/**
 * Outbox delivery rate: the order events the loaded checkout row wrote (held back meanwhile) are
 * delivered once the endpoint answers; their count over the time from the release to the last one
 * is the delivery rate, and its ratio to the rate the checkout wrote them says whether delivery
 * keeps up with checkout (at least 1).
 */
async function outboxDeliveryNote(receiver, before, checkoutSeconds) {
  const released = performance.now();
  receiver.release();
  // Drained when no new event has come for 3 s (the dispatcher looks every 200 ms).
  while (performance.now() - Math.max(receiver.lastNewAt(), released) < 3000) await new Promise((resolve) => setTimeout(resolve, 200));
  const events = receiver.count() - before;
  const drainSeconds = Math.max(receiver.lastNewAt() - released, 1) / 1000;
  const written = events / checkoutSeconds;
  const delivered = events / drainSeconds;
  return `outbox delivery: ${events} order events written by the checkout row (${written.toFixed(0)}/s), delivered in ${drainSeconds.toFixed(1)} s once the endpoint answered: `
    + `${delivered.toFixed(0)} events/s, ratio to the checkout's rate ${(delivered / written).toFixed(2)} (target >= 1)`;
}

async function benchCheckout(base, appPid, receiver) {
  const found = await (await fetch(`${base}/search?q=gift+voucher`)).text();
  const voucherPath = found.match(/href="(\/product\/[^"?]*gift[^"?]*)"/)?.[1];
  if (!voucherPath) throw new Error('no gift voucher in the search results');
  const page = await (await fetch(base + voucherPath)).text();
  const field = (name) => page.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1];
  const voucher = { productId: field('productId'), stockId: field('stockId'), price: field('giftCardValue'), cardType: field('cardType') };
  if (Object.values(voucher).some((v) => v === undefined)) throw new Error('the gift voucher page lacks its fields');
  const addPath = `/basket/api/add?${new URLSearchParams({ ...voucher, recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Enjoy' })}`;
  const shoppers = [];
  for (let i = 0; i < connections; i++) {
    const jar = new Map();
    keepCookies(jar, await fetch(base + addPath));
    const layer = await fetch(`${base}/api/user/datalayer`, { headers: { cookie: cookieHeaderOf(jar) } });
    keepCookies(jar, layer);
    const { RequestVerificationToken } = await layer.json();
    const details = await fetch(`${base}/basket/details`, {
      method: 'POST',
      headers: { cookie: cookieHeaderOf(jar), accept: 'application/json', 'content-type': 'application/json', RequestVerificationToken },
      body: JSON.stringify({
        email: `bench${i}@example.com`, 'delivery.firstName': 'Bench', 'delivery.lastName': `Shopper ${i}`, 'delivery.phone': '+44 20 7946 0000',
        'delivery.countryCode': 'GB', 'delivery.line1': '12 St James Square', 'delivery.city': 'London', 'delivery.postcode': 'SW1Y 4LB',
        billingSameAsDelivery: 'true',
      }),
    });
    if (details.status !== 200) throw new Error(`saving the shopper details answered ${details.status}`);
    shoppers.push(cookieHeaderOf(jar));
  }
  const unexpected = { count: 0, last: '' };
  const expect = (wanted) => (status, body) => {
    if (status !== wanted) {
      unexpected.count += 1;
      unexpected.last = `${status} ${body.slice(0, 200)}`;
    }
  };
  // Per-request headers replace the client's, so each request carries the shopper's cookie itself.
  const purchasesBy = (cookie) => (client) => client.setRequests([
    { method: 'GET', path: addPath, headers: { cookie }, onResponse: expect(200) },
    {
      method: 'POST', path: '/Checkout/PaymentComponent/InitiatePayment?encryptedOrderId=&isBasket=true',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ pmReq: { paymentMethod: CHECKOUT_CARD }, formData: { SubscriptionPreference: false, delInstructions: '' } }),
      onResponse: (status, body, context) => {
        expect(200)(status, body);
        context.orderId = status === 200 ? JSON.parse(body).additionalData?.orderId ?? '' : '';
      },
    },
    {
      method: 'GET',
      headers: { cookie },
      setupRequest: (request, context) => ({ ...request, path: `/Checkout/PaymentComponent/CompleteOrder?encryptedOrderId=${encodeURIComponent(context.orderId ?? '')}&status=3&isBasket=true` }),
      onResponse: expect(303),
    },
  ]);
  let next = 0;
  const eventsBefore = receiver.count();
  receiver.hold();
  const checkoutStarted = performance.now();
  const { result, cpu } = await withCpuSplit(appPid, () => load('checkout: add, pay, complete', base, {
    setupClient: (client) => purchasesBy(shoppers[next++ % shoppers.length])(client),
  }));
  const outboxNote = await outboxDeliveryNote(receiver, eventsBefore, (performance.now() - checkoutStarted) / 1000);
  const loadedUnexpected = unexpected.count;
  checkoutNotes.push(`checkout: ${(result.rps / 3).toFixed(0)} purchases/s (3 requests each); answers other than 200/200/303: ${unexpected.count}${unexpected.count > 0 ? ` (last: ${unexpected.last})` : ''}`);
  // At a fixed number of connections the mean latency is connections / throughput (Little's law):
  // the p99 follows the CPU a purchase costs on these cores, which this line splits.
  checkoutNotes.push(outboxNote);
  checkoutNotes.push(`${cpuLine('checkout', cpu)}; mean latency ${(connections / result.rps * 1000).toFixed(0)} ms = ${connections} connections / ${result.rps.toFixed(0)} req/s`);
  // The same purchases from one shopper at a time: what a purchase's requests take when none waits for another.
  const alone = await load('checkout, one connection', base, { connections: 1, duration: Math.min(duration, 5), setupClient: purchasesBy(shoppers[0]) });
  checkoutNotes.push(oneConnectionLine('checkout', alone, unexpected.count - loadedUnexpected + alone.errors));
  return { ...result, non2xx: loadedUnexpected };
}

/**
 * `--misses-only`: seeds (with --products) and prints only the cache-miss rows. With --products,
 * the same rows run first on the default catalog in a database of their own (`referenceEnv`), so
 * the ratio the target asks for (at least 0.9 of the default catalog's throughput) comes from one
 * run on one machine state.
 */
async function benchMissesOnly(label, env, referenceEnv) {
  const reference = args.products === undefined ? null : await benchMisses(null, referenceEnv);
  seed(env);
  await benchMisses(label, env, reference);
}
// ---- end of catalog at scale -------------------------------------------------------------------

// A sign-in flood. N attackers post sign-in with a new email each time (one anti-forgery
// token and cookie, as one client would) while a shopper's /basket page is loaded; the page's p99
// is printed without and with the flood. The per-address limits, the password work gate (503 +
// Retry-After) and hashing off the compression pool are what keep the page's latency.
async function benchSignInFlood(base, attackers = Math.max(8, connections)) {
  const layer = await fetch(`${base}/api/user/datalayer`);
  const cookie = layer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = (await layer.json()).RequestVerificationToken;
  let attempt = 0;
  const flood = () => autocannon({
    url: `${base}/account/signin`, method: 'POST', connections: attackers, duration,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    requests: [{ setupRequest: (req) => ({ ...req, body: `email=flood-${++attempt}-${Date.now()}%40example.com&password=not-the-password-${attempt}&RequestVerificationToken=${encodeURIComponent(token)}` }) }],
  });
  const quiet = await load('/basket, no flood', `${base}/basket`);
  const [during, attack] = await Promise.all([load(`/basket, sign-in flood (${attackers} attackers)`, `${base}/basket`), flood()]);
  const answered = Object.entries(attack.statusCodeStats ?? {}).map(([code, stat]) => `${code}: ${stat.count}`).join(', ');
  console.log(`sign-in flood: /basket p99 ${quiet.p99} ms without, ${during.p99} ms with ${attackers} attackers (${Math.round(attack.requests.average)} sign-ins/s answered ${answered})`);
  return [quiet, during];
}

// --- the console's order list at 100,000 orders ---
const LISTED_ORDERS = 100_000;

/**
 * Before the app starts (the embedded database's folder is then free): migrates, adds
 * LISTED_ORDERS orders in one INSERT ... SELECT over generate_series, issues a viewer API key
 * through the use case, and finds the cursor of a page 90,000 orders deep.
 */
async function prepareOrderList(env) {
  const dist = (path) => import(`../dist/server/src/${path}`);
  const [{ openPglite, openPostgres }, { migrate }, { seedOrders }, { SqlOperatorApiKeys }, { SqlOperatorAuditLog }, { IssueApiKey }, { randomIdGenerator }, { systemClock }, { orderListCursor }] =
    await Promise.all([dist('adapters/persistence/database.js'), dist('adapters/persistence/migrations/migrate.js'), dist('adapters/persistence/seed/seed-orders.js'),
      dist('adapters/persistence/sql-operator-api-keys.js'), dist('adapters/persistence/sql-operator-audit-log.js'), dist('application/operators/issue-api-key.use-case.js'),
      dist('adapters/system/random-id-generator.js'), dist('adapters/system/system-clock.js'), dist('domain/orders/order-list.js')]);
  const db = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { maxConnections: 2 }) : await openPglite(join(env.DATA_DIR, 'pglite'));
  try {
    await migrate(db);
    const started = performance.now();
    await seedOrders(db, LISTED_ORDERS, new Date());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const issued = await new IssueApiKey(new SqlOperatorApiKeys(db), randomIdGenerator, systemClock, new SqlOperatorAuditLog(db))
      .execute({ name: 'bench', role: 'viewer', actor: { kind: 'cli', name: 'bench' } });
    if (!issued.ok) throw new Error(`issuing the bench's API key failed: ${issued.error.code}`);
    // OFFSET here only to find where the deep page starts; the list itself never skips rows.
    const { rows: [deep] } = await db.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS placed_at, seq::text AS seq FROM orders ORDER BY created_at DESC, seq DESC OFFSET 90000 LIMIT 1`);
    console.log(`order list: ${LISTED_ORDERS} orders seeded in ${seconds} s`);
    return { authorization: `Bearer ${issued.value.key}`, deepCursor: orderListCursor({ placedAt: deep.placed_at, seq: deep.seq }) };
  } finally {
    await db.close();
  }
}

/**
 * The order list's rows through the operator API: the first page, an email's orders, a page 90,000 orders deep;
 * and the console's dashboard over the same orders (30 days of figures, the orders waiting for dispatch, a third
 * of the paid ones, and what needs attention), for all sites, as the morning page an operator loads.
 */
async function benchOrderList(base, { authorization, deepCursor }) {
  const headers = { authorization };
  for (const path of ['/operator/api/orders', `/operator/api/orders?after=${deepCursor}`]) {
    const res = await fetch(base + path, { headers });
    if (res.status !== 200 || (await res.json()).orders.length !== 25) throw new Error(`${path} did not answer a page of 25 orders`);
  }
  const dashboard = await fetch(`${base}/operator`, { headers, redirect: 'manual' });
  if (dashboard.status !== 200 || !(await dashboard.text()).includes('Paid orders with units still to send')) throw new Error('/operator did not answer the dashboard');
  return [
    await load('order list, page 1 (100k orders)', `${base}/operator/api/orders`, { headers }),
    await load('order list, search by email', base, {
      headers, requests: [{ setupRequest: (req) => ({ ...req, path: `/operator/api/orders?q=shopper${Math.floor(Math.random() * 50_000)}%40example.com` }) }],
    }),
    await load('order list, page 3,601 (keyset)', `${base}/operator/api/orders?after=${deepCursor}`, { headers }),
    await load('dashboard at 100,000 orders', `${base}/operator`, { headers }),
  ];
}
// --- end of the console's order list ---

async function benchSuite(label, env) {
  seed(env);
  const orderList = await prepareOrderList(env);
  const receiver = await startOrderEventReceiver();
  const app = startApp({ ...env, ...receiver.env });
  const results = []; // outside the try: the database ceiling reads its basket rows
  let orderListRows = [];
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

    if (ceilingRps === null) {
      const htmlFile = join(dataDir, 'ceiling-page.html');
      writeFileSync(htmlFile, product);
      const ceiling = startProcess('ceiling', process.execPath, ['scripts/ceiling-server.mjs'], { PORT: String(CEILING_PORT), HTML_FILE: htmlFile });
      await waitFor(`http://127.0.0.1:${CEILING_PORT}/`);
      results.push(await load('ceiling: Fastify, ready HTML', `http://127.0.0.1:${CEILING_PORT}/`));
      ceiling.kill();
      ceilingRps = results[0].rps;
    }
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
    results.push(await benchCheckout(base, app.pid, receiver));
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
    orderListRows = await benchOrderList(base, orderList);

    const catalog = args.products === undefined ? 'the default catalog' : `${args.products} products`;
    console.log(`\nStorefront benchmark on ${label}, ${catalog} (${connections} connections, ${duration} s each, product page ${Buffer.byteLength(product)} bytes of HTML)\n`);
    printTable(results);

    // Page weight does not depend on the database: measured on the first suite only.
    if (!weightMeasured && existsSync('/usr/bin/chromium')) {
      weightMeasured = true;
      const pages = [['home page', '/'], ['category page', categoryPath], ['product page', productPath], ['search page', '/search?q=dress'],
        ['basket page, empty', '/basket'], ['basket page with a line', '/basket', { withLine: true }]];
      for (const [title, path, options] of pages) {
        const weight = await measurePageWeight(base + path, options);
        const over = weight.js >= 80 * 1024 ? ' (over the 80 kB budget)' : '';
        console.log(`${title} as loaded by Chromium: JavaScript ${(weight.js / 1024).toFixed(1)} kB gzipped${over}, CSS ${(weight.css / 1024).toFixed(1)} kB gzipped`);
      }
    } else if (!weightMeasured) {
      console.log('page weight: skipped (no /usr/bin/chromium to load the pages)');
    }
    for (const note of checkoutNotes.splice(0)) console.log(note);
    console.log('targets: product page >= 0.5 of the ceiling, p99 < 25 ms, JavaScript < 80 kB gzipped; pick-up search p99 < 20 ms; checkout p99 < 50 ms (PostgreSQL)');
    printRss(label, app); // the basket hot path's memory
  } finally {
    await stopApp(app);
    await receiver.close();
  }
  // the basket hot path and the console's order list, against the database ceiling
  await benchDatabaseCeiling(label, env, [...results.filter((r) => r.title.startsWith('add to bag') || r.title === 'quick basket'), ...orderListRows]);
  await benchMisses(label, env);
}

// --- basket hot path (ADR 0023): the database ceiling and each app node's memory ---
const DB_CEILING_PORT = 3919;

/**
 * The database ceiling: bare Fastify running one comparable INSERT ... ON CONFLICT ... RETURNING
 * per request (scripts/db-ceiling-server.mjs), one owner per connection, on the same database as
 * the app (PostgreSQL at DATABASE_URL, else a PGlite of its own); then add to bag and quick basket
 * as ratios of it.
 */
async function benchDatabaseCeiling(label, env, basketRows) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-db-ceiling-'));
  const server = startProcess('db ceiling', process.execPath, ['scripts/db-ceiling-server.mjs'], {
    PORT: String(DB_CEILING_PORT), DATA_DIR: dir, ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
  });
  try {
    await waitFor(`http://127.0.0.1:${DB_CEILING_PORT}/`);
    let owner = 0;
    const ceiling = await load(`ceiling: Fastify + 1 upsert (${label})`, `http://127.0.0.1:${DB_CEILING_PORT}`, {
      setupClient: (client) => client.setRequests([{ method: 'GET', path: `/?owner=o${++owner}` }]),
    });
    console.log(`\nDatabase ceiling on ${label} (one INSERT ... ON CONFLICT ... RETURNING per request)\n`);
    console.log('row'.padEnd(40) + 'req/s'.padStart(10) + 'p99 ms'.padStart(10) + 'of DB ceiling'.padStart(15));
    for (const r of [ceiling, ...basketRows]) {
      console.log(r.title.padEnd(40) + r.rps.toFixed(0).padStart(10) + String(r.p99).padStart(10) + (r.rps / ceiling.rps).toFixed(2).padStart(15));
    }
    console.log('targets: add to bag and quick basket p99 < 25 ms and >= 0.5 of the DB ceiling on PostgreSQL; p99 < 50 ms on PGlite (an add+decrease pair is two requests)');
    console.log(`the order list rows read ${LISTED_ORDERS} seeded orders through an operator API key (25 a page); the dashboard row is the console's home for all sites over them`);
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The resident memory of a running app node, from /proc (Linux). */
function printRss(label, child) {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    console.log(`app node RSS after the run on ${label}: ${(kb / 1024).toFixed(0)} MB (target < 300 MB with the default caches)`);
  } catch {
    console.log(`app node RSS on ${label}: not available (no /proc)`);
  }
}
// --- end of basket hot path ---

if (args.import) {
  const drivers = args.driver === undefined ? ['postgresql', 'pglite'] : [args.driver];
  await benchImport({ startApp, stopApp, waitFor, load, benchPostgres, appPort: APP_PORT }, { products: Number(args['import-products']), drivers });
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
try {
  const suite = args['misses-only'] ? benchMissesOnly : benchSuite;
  // the reference databases of --misses-only --products: the default catalog, seeded by the app
  const referenceDir = join(dataDir, 'reference');
  if (args.driver !== 'postgresql') await suite('PGlite (embedded)', { DATA_DIR: dataDir }, { DATA_DIR: referenceDir });
  const postgresUrl = args.driver === 'pglite' ? null : await benchPostgres();
  if (postgresUrl !== null) {
    const referenceUrl = args['misses-only'] && args.products !== undefined ? await benchPostgres(`${BENCH_SCHEMA}_reference`) : null;
    await suite('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: postgresUrl }, { DATA_DIR: referenceDir, DATABASE_URL: referenceUrl });
  }
} finally {
  if (!args['keep-data']) rmSync(dataDir, { recursive: true, force: true });
}
