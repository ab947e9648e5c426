import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ShopifyProductCsv } from '../../src/adapters/catalog-formats/shopify-product-csv.js';
import { SqlCatalogImports } from '../../src/adapters/persistence/sql-catalog-imports.js';
import { StoredProductImages } from '../../src/adapters/providers/images/stored-product-images.js';
import { ImportCatalog, type ImportReport } from '../../src/application/catalog/import-catalog.use-case.js';
import { InMemoryOperatorAuditLog } from '../support/in-memory-operator-audit-log.js';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, openPage, useBrowserHarness } from './support/browser-harness.js';

const dataDir = mkdtempSync(join(tmpdir(), 'catalog-import-e2e-'));
const importDir = mkdtempSync(join(tmpdir(), 'catalog-import-files-'));
const harness = useBrowserHarness({ env: { DATA_DIR: dataDir } });

/** A photo-like picture: a garment shape on a light background. */
const photo = (garment: string): Promise<Buffer> => sharp(Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"><rect width="100%" height="100%" fill="#efe9e1"/>'
  + `<path d="M450 150 L750 150 L900 1400 L300 1400 Z" fill="${garment}"/></svg>`,
)).jpeg({ quality: 90 }).toBuffer();

const SIZES = ['12', '14', '16', '18'];
let report: ImportReport;

beforeAll(async () => {
  await writeFile(join(importDir, 'wrap-front.jpg'), await photo('#1f2f5c'));
  await writeFile(join(importDir, 'wrap-back.jpg'), await photo('#33467a'));
  await writeFile(join(importDir, 'tea.jpg'), await photo('#7a2331'));
  // Shopify's product CSV as Shopify exports it: continuation rows of a Handle carry its other sizes and images.
  const header = 'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,'
    + 'Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Image Src,Image Position,Image Alt Text,SEO Title,SEO Description,Status';
  const file = [
    header,
    ...SIZES.map((size, i) => (i === 0
      ? `imported-wrap-dress,Imported Navy Wrap Dress,"<p>A <strong>soft jersey</strong> wrap dress.</p><script>alert(1)</script>",Evans,,Imported dresses,wrap,TRUE,Size,${size},Color,Navy,IMP-WRAP-${size},5,29.00,45.00,5012345678900,wrap-front.jpg,1,Front,,,active`
      : `imported-wrap-dress,,,,,,,,,UK ${size},,Navy,IMP-WRAP-${size},${i === 1 ? 0 : 5},29.00,45.00,,${i === 1 ? 'wrap-back.jpg,2,Back' : ',,'},,,`)),
    'imported-tea-dress,Imported Red Tea Dress,<p>A tea dress.</p>,Evans,Apparel & Accessories > Clothing > Imported dresses,,,TRUE,Size,12,Color,Red,IMP-TEA-12,3,30.00,,,tea.jpg,1,,,,active',
    'imported-tea-dress,,,,,,,,,14,,Red,IMP-TEA-14,0,30.00,,,,,,,,',
  ].join('\n');
  const useCase = new ImportCatalog(
    new SqlCatalogImports(harness.sut.db), new StoredProductImages({ dataDir, timeoutMs: 2_000, maxBytes: 5_000_000 }),
    { afterImport: async () => undefined }, { send: async () => 0 }, new InMemoryOperatorAuditLog(), { now: () => new Date() },
  );
  async function* bytes() { yield new TextEncoder().encode(file); }
  report = await useCase.execute(new ShopifyProductCsv(), bytes(), { brand: 'evans', currency: 'GBP', byVendor: new Map() }, {
    dryRun: false, archiveMissing: false, importFolder: importDir, actor: { kind: 'cli', id: 'cli', name: 'test' },
  });
}, 120_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(importDir, { recursive: true, force: true });
});

describe('an imported catalog in a real browser', () => {
  test('the category page lists the imported products with their images and was price; the product page shows name, sizes, price and gallery; axe clean', async () => {
    expect(report).toMatchObject({ applied: true, created: 2, rejected: [] });
    expect(report.warnings).toEqual([expect.objectContaining({ line: 2, column: 'Body (HTML)' })]);

    const { page, problems } = await openPage(harness, '/category/imported-dresses?site=evans', DESKTOP);
    const tiles = page.locator('.product-tile');
    await expect.poll(() => tiles.count()).toBe(2);
    const wrapTile = tiles.filter({ hasText: 'Imported Navy Wrap Dress' });
    expect(await wrapTile.locator('.price__current').textContent()).toBe('£29');
    expect(await wrapTile.locator('.price__original').textContent()).toContain('£45');
    await expect.poll(() => page.locator('.product-tile__image').evaluateAll((images) =>
      (images as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0 && /\/images\/products\/[0-9a-f]{64}\//.test(i.currentSrc)))).toBe(true);
    expect(await page.locator('.filters').textContent()).toMatch(/Navy/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/catalog-import-category.png` });

    const product = await openPage(harness, '/product/imported-wrap-dress?site=evans', DESKTOP);
    const p = product.page;
    expect(await p.locator('h1').textContent()).toBe('Imported Navy Wrap Dress');
    expect(await p.locator('.buy-grid .size-option').allTextContents()).toEqual(SIZES.map((s) => expect.stringContaining(s)));
    expect(await p.locator('.buy-grid .size-option.nostock').count()).toBe(1);
    expect(await p.locator('.price--large .price__original').textContent()).toContain('£45');
    await expect.poll(() => p.locator('.gallery__primary, .gallery__thumb-image').evaluateAll((images) =>
      (images as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0))).toBe(true);
    // The second image is the one thumbnail: a thumbnail swaps places with the primary.
    expect(await p.locator('.gallery__thumb').count()).toBe(1);
    // The description keeps its allowed markup and loses its script.
    expect(await p.locator('.product-page__description-text strong').textContent()).toBe('soft jersey');
    expect(await p.locator('.product-page__description-text script').count()).toBe(0);
    await expectNoAxeViolations(p);
    await p.screenshot({ path: `${SCREENSHOTS}/catalog-import-product.png` });
    expect([...problems, ...product.problems]).toEqual([]);
  });
});
