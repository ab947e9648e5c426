// Several nodes (ADR 0021): PostgreSQL restarted under load. Starts a PostgreSQL of its own (a
// separate data folder and port, never the shared test cluster), the built app on it, shoppers
// adding to their baskets, then stops PostgreSQL (pg_ctl -m fast) and starts it again. Prints
// figures: /readyz going false then true, how fast requests fail while it is down, and whether
// every add answered 200 is in the database exactly once. Asserts nothing; exits 1 if one is missing.
// Usage: npm run build && node scripts/postgres-restart.mjs [--down-seconds 4] [--connections 8]
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({ options: { 'down-seconds': { type: 'string', default: '4' }, connections: { type: 'string', default: '8' } } });
const PG_PORT = 55_433;
const APP_PORT = 3_927;
const bin = join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1), 'bin');
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-restart-'));
chmodSync(dir, 0o777);
const dataDir = join(dir, 'data');
const pgRun = (tool, toolArgs) => {
  const command = [join(bin, tool), ...toolArgs].map((a) => `'${a}'`).join(' ');
  const run = asRoot ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' }) : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr}${run.stdout}`);
};
const pgStart = () => pgRun('pg_ctl', ['-D', dataDir, '-w', '-l', join(dir, 'log'), '-o', `-p ${PG_PORT} -k ${dir}`, 'start']);
const pgStop = () => pgRun('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const at = () => ((Date.now() - t0) / 1000).toFixed(2);

pgRun('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
pgStart();
const url = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
const app = spawn(process.execPath, ['dist/server/src/main/server.js'], {
  env: {
    ...process.env, NODE_ENV: 'production', PORT: String(APP_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', DATABASE_URL: url,
    COOKIE_SECRET: 'restart-secret-restart-secret-restart-0123', ORDER_ID_KEY: 'c'.repeat(64), PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    SEED_PRODUCTS_PER_BRAND: '20', DATABASE_CONNECT_TIMEOUT_MS: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${APP_PORT}`;
try {
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) await sleep(200);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: [size] } = await db.query(
    "SELECT s.product_id, s.stock_id FROM product_sizes s JOIN products p ON p.id = s.product_id WHERE p.brand = 'yours-clothing' AND p.kind = 'apparel' AND s.units_in_stock > 5 LIMIT 1",
  );
  await db.end();
  const path = `/basket/api/add?productId=${size.product_id}&stockId=${encodeURIComponent(size.stock_id)}&quantity=1`;

  const confirmed = [];
  const statuses = new Map();
  const unavailableMs = [];
  let running = true;
  const shopper = async () => {
    while (running) {
      const started = performance.now();
      try {
        // No cookie: a new guest on the host's default site (Yours Clothing).
        const res = await fetch(base + path);
        const body = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) {
          const sid = res.headers.getSetCookie().map((c) => /^sid=([^;]+)/.exec(c)?.[1]).find(Boolean);
          confirmed.push(decodeURIComponent(sid).replace(/\.[^.]+$/, ''));
        } else if (res.status === 503) {
          unavailableMs.push(performance.now() - started);
          if (!body.includes('DATABASE_UNAVAILABLE')) statuses.set('503 other', (statuses.get('503 other') ?? 0) + 1);
          await sleep(20);
        }
      } catch {
        statuses.set('network error', (statuses.get('network error') ?? 0) + 1);
      }
    }
  };
  const readiness = [];
  const watchReady = async () => {
    let last = null;
    while (running) {
      const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
      if (ok !== last) readiness.push(`${at()} s: /readyz ${ok ? '200 ready' : '503 unavailable'}`);
      last = ok;
      await sleep(100);
    }
  };
  const loops = [...Array.from({ length: Number(args.connections) }, shopper), watchReady()];
  await sleep(3_000);
  const before = confirmed.length;
  console.log(`${at()} s: stopping PostgreSQL (pg_ctl -m fast) after ${before} adds`);
  pgStop();
  await sleep(Number(args['down-seconds']) * 1000);
  console.log(`${at()} s: starting PostgreSQL again`);
  pgStart();
  const upAt = Date.now();
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) await sleep(50);
  console.log(`${at()} s: /readyz answers 200 again, ${Date.now() - upAt} ms after PostgreSQL accepted connections`);
  await sleep(3_000);
  running = false;
  await Promise.all(loops);

  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const { rows } = await check.query('SELECT owner_key, quantity FROM basket_lines WHERE stock_id = $1', [size.stock_id]);
  await check.end();
  const saved = new Map(rows.map((r) => [r.owner_key, r.quantity]));
  const missing = confirmed.filter((id) => !saved.has(`g:${id}`)).length;
  const doubled = rows.filter((r) => r.quantity !== 1).length;
  const sorted = [...unavailableMs].sort((a, b) => a - b);
  const pct = (p) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]).toFixed(1);
  console.log('\nreadiness:\n  ' + readiness.join('\n  '));
  console.log(`\nanswers: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`503 DATABASE_UNAVAILABLE while down: ${sorted.length}, answered in p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms`);
  console.log(`adds answered 200: ${confirmed.length}; basket lines in the database: ${rows.length}; answered but missing: ${missing}; lines with quantity != 1 (duplicated): ${doubled}`);
  console.log('(lines beyond the answered adds are adds that committed while their answer was lost to the outage: the client saw an error, not a 200)');
  process.exitCode = missing === 0 && doubled === 0 ? 0 : 1;
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  try { pgStop(); } catch { /* already stopped */ }
  rmSync(dir, { recursive: true, force: true });
}
