import { describe, expect, test } from 'vitest';
import { openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/** The structured data a crawler that runs pages reads: the JSON-LD of a product page from the DOM. */
const harness = useBrowserHarness();

describe('search engine tags in the browser', () => {
  test('a product page carries its canonical link and a Product with an Offer per size', async () => {
    const product = demoCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && !p.archived)!;
    const { page, problems } = await openPage(harness, `/product/${product.slug}?site=yours-clothing-fr&utm_source=mail`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as { '@type': string; sku?: string; offers?: { sku: string; priceCurrency: string }[] });
    const productData = data.find((d) => d['@type'] === 'Product')!;
    expect(productData.sku).toBe(product.code);
    expect(productData.offers!.map((o) => o.sku)).toEqual(product.sizes.map((s) => s.stockId));
    expect(new Set(productData.offers!.map((o) => o.priceCurrency))).toEqual(new Set(['EUR']));
    expect(data.map((d) => d['@type'])).toContain('BreadcrumbList');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${harness.baseUrl}/product/${product.slug}?site=yours-clothing-fr`);
    expect(problems).toEqual([]);
    await page.close();
  });
});
