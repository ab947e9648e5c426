// Page weight as a browser sees it: every script and stylesheet the page loads (lazy chunks too),
// gzipped. Used by the benchmark; needs Chromium at /usr/bin/chromium.
//   node scripts/page-weight.mjs <url> [--with-line]
// --with-line first puts one line in the shopper's basket (the first product of /search?q=dress
// with a size in stock), so /basket is measured as a shopper with a basket sees it.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * Adds one in-stock size of the first suitable product to the page's basket, as a shopper would:
 * a typed address (no cross-site request), with the cookies the measured page then sends.
 */
async function addOneLine(page, origin) {
  await page.goto(`${origin}/search?q=dress`);
  const products = await page.$$eval('a.product-tile__link', (links) => [...new Set(links.map((a) => a.href))]);
  for (const product of products.slice(0, 10)) {
    await page.goto(product);
    const line = await page.$$eval('form input[name="productId"]', (inputs) => {
      for (const input of inputs) {
        const size = input.form?.querySelector('input[name="stockId"]:not([data-stock="nostock"])');
        if (size) return { productId: input.value, stockId: size.value };
      }
      return null;
    });
    if (!line) continue;
    const answer = await page.goto(`${origin}/basket/api/add?${new URLSearchParams({ ...line, quantity: '1' })}`);
    if (answer?.ok() && (await answer.json()).success) return;
  }
  throw new Error(`no product of ${origin}/search?q=dress could be added to the basket`);
}

export async function measurePageWeight(url, { withLine = false } = {}) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    if (withLine) await addOneLine(page, new URL(url).origin);
    const bodies = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies.push(response.body().then((b) => ({ type, url: response.url(), gz: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = await Promise.all(bodies);
    const sum = (t) => files.filter((f) => f.type === t).reduce((n, f) => n + f.gz, 0);
    return { js: sum('script'), css: sum('stylesheet'), files };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!url) throw new Error('usage: node scripts/page-weight.mjs <url> [--with-line]');
  const result = await measurePageWeight(url, { withLine: process.argv.includes('--with-line') });
  for (const f of result.files.sort((a, b) => b.gz - a.gz)) console.log(`${(f.gz / 1024).toFixed(2).padStart(7)} kB  ${f.url}`);
  console.log(`JavaScript ${(result.js / 1024).toFixed(1)} kB gzipped, CSS ${(result.css / 1024).toFixed(1)} kB gzipped`);
}
