// Page weight as a browser sees it: every script and stylesheet the page loads (lazy chunks too),
// gzipped. Used by the benchmark; needs Chromium at /usr/bin/chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export async function measurePageWeight(url) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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
  const result = await measurePageWeight(process.argv[2]);
  for (const f of result.files.sort((a, b) => b.gz - a.gz)) console.log(`${(f.gz / 1024).toFixed(2).padStart(7)} kB  ${f.url}`);
  console.log(`JavaScript ${(result.js / 1024).toFixed(1)} kB gzipped, CSS ${(result.css / 1024).toFixed(1)} kB gzipped`);
}
