// Lighthouse's SEO, accessibility and best-practices scores of a regional site's shopper pages
// (home, a category, a product, a search and a help page), desktop and mobile. Starts the built
// shop (`npm run build` first; `npm run lighthouse` does both) on a fresh data folder, drives
// Debian's Chromium, prints a table of scores and every failing audit, and exits 1 when any score
// is below 100 for any reason but the one the shop means (EXPECTED). Run by hand (it takes a few
// minutes), not by `npm test`.
//   node scripts/lighthouse.mjs [--site yours-clothing-de] [--port 3990] [--screenshots <folder>]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import sharp from 'sharp';

const CATEGORIES = ['seo', 'accessibility', 'best-practices'];
/**
 * Failing audits the shop means to fail, by page: search results carry `noindex` and robots.txt
 * disallows /search (ADR 54), which is exactly what Lighthouse's is-crawlable reports. They are
 * printed and counted in the scores; they alone do not fail the run.
 */
const EXPECTED = { search: { 'is-crawlable': 'search results are noindex and disallowed in robots.txt (ADR 54)' } };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const { values: args } = parseArgs({
  options: {
    site: { type: 'string', default: 'yours-clothing-de' },
    port: { type: 'string', default: '3990' },
    screenshots: { type: 'string' },
  },
});

/** The built shop on its own empty data folder (seeded on start), answering on `port`. */
async function startShop(port, dataDir) {
  const child = spawn(process.execPath, ['dist/server/src/main/server.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', COOKIE_SECRET: 'lighthouse-run-cookie-secret-0123456789' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 500, undefined))]);
    if (code !== undefined) throw new Error(`the shop exited with ${code} before it answered`);
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
  }
  child.kill('SIGTERM');
  throw new Error('the shop did not answer within 3 minutes');
}

/** The first link of a page whose path starts with `prefix`, kept on the site by its `?site=`. */
async function firstLink(url, prefix, site) {
  const html = await (await fetch(url)).text();
  const match = new RegExp(`href="(${prefix}[^"?#]+)`).exec(html);
  if (!match) throw new Error(`no link to ${prefix}… on ${url}`);
  return `${new URL(url).origin}${match[1]}?site=${site}`;
}

/** The pages measured, at the site's clean URLs (a site without its own host is told by `?site=`). */
async function pagesOf(origin, site) {
  const home = `${origin}/?site=${site}`;
  const category = await firstLink(home, '/category/', site);
  const product = await firstLink(category, '/product/', site);
  return [
    ['home', home],
    ['category', category],
    ['product', product],
    ['search', `${origin}/search?q=dress&site=${site}`],
    ['help', `${origin}/help/returns?site=${site}`],
  ];
}

async function audit(name, url, port, formFactor) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1) {
        const items = (a.details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? item.source?.snippet ?? item.source?.url ?? item.url ?? JSON.stringify(item).slice(0, 160));
        failing.push({ category: id, id: ref.id, title: a.title, items, expected: EXPECTED[name]?.[ref.id] });
      }
    }
  }
  if (args.screenshots && lhr.fullPageScreenshot) {
    mkdirSync(args.screenshots, { recursive: true });
    const data = lhr.fullPageScreenshot.screenshot.data.replace(/^data:image\/\w+;base64,/, '');
    // PNG, as the test screenshots are: the page as Lighthouse saw it (consent banner included).
    await sharp(Buffer.from(data, 'base64')).png().toFile(join(args.screenshots, `${name}-${formFactor}.png`));
  }
  return { scores, failing };
}

const port = Number(args.port);
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-lighthouse-'));
let shop = null;
let chrome = null;
let unexpected = false;
try {
  shop = await startShop(port, dataDir);
  const pages = await pagesOf(`http://localhost:${port}`, args.site);
  chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows = [];
  for (const [name, url] of pages) {
    for (const formFactor of ['desktop', 'mobile']) {
      const { scores, failing } = await audit(name, url, chrome.port, formFactor);
      rows.push({ name, formFactor, scores, url });
      if (failing.some((f) => f.expected === undefined)) unexpected = true;
      process.stdout.write(`${name} ${formFactor}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}\n`);
      for (const f of failing) {
        const why = f.expected === undefined ? '' : ` (expected: ${f.expected})`;
        process.stdout.write(`  ✗ [${f.category}] ${f.id}: ${f.title}${why}${f.items.map((i) => `\n      ${i}`).join('')}\n`);
      }
    }
  }
  const header = `| page | form factor | ${CATEGORIES.join(' | ')} |`;
  process.stdout.write(`\nSite ${args.site}\n\n${header}\n|${'---|'.repeat(CATEGORIES.length + 2)}\n`);
  for (const r of rows) process.stdout.write(`| ${r.name} | ${r.formFactor} | ${CATEGORIES.map((id) => r.scores[id]).join(' | ')} |\n`);
  process.stdout.write(`\n${rows.filter((r) => r.formFactor === 'desktop').map((r) => `${r.name}: ${r.url}`).join('\n')}\n`);
} finally {
  await chrome?.kill();
  if (shop) {
    const exited = new Promise((resolve) => shop.once('exit', resolve));
    shop.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = unexpected ? 1 : 0;
