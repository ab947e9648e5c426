import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StoredProductImages } from '../../src/adapters/providers/images/stored-product-images.js';
import type { Product } from '../../src/domain/catalog/product.js';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const dataDir = mkdtempSync(join(tmpdir(), 'product-images-e2e-'));
const harness = useBrowserHarness({ env: { DATA_DIR: dataDir } });

const product: Product = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.images.length >= 3)!;

/** A photo-like picture: a coloured garment shape on a light background, in a landscape frame the store crops to 2:3. */
const photo = (garment: string): Promise<Buffer> => sharp(Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1200"><rect width="100%" height="100%" fill="#efe9e1"/>'
  + `<path d="M600 150 L900 150 L1000 1100 L500 1100 Z" fill="${garment}"/></svg>`,
)).jpeg({ quality: 90 }).toBuffer();

beforeAll(async () => {
  const images = new StoredProductImages({ dataDir, timeoutMs: 1_000, maxBytes: 5_000_000 });
  const paths = await Promise.all(['#8c2f39', '#2f4f8c', '#3c7a4a'].map(async (colour) => (await images.keep(await photo(colour))).path));
  // Every product of the category, so the tiles on the category page's first screen are stored images too.
  const { rows } = await harness.sut.db.query<{ id: number }>('SELECT id FROM products WHERE brand = $1 AND category_slug = $2', [product.brand, product.categorySlug]);
  for (const { id } of rows) {
    const turn = id % paths.length;
    await harness.sut.db.query('UPDATE products SET images = $1 WHERE id = $2', [JSON.stringify([...paths.slice(turn), ...paths.slice(0, turn)]), id]);
  }
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What the browser chose and loaded for each image the selector finds. */
const loaded = (page: Page, selector: string) => page.locator(selector).evaluateAll((images) => (images as HTMLImageElement[])
  .map((image) => ({ currentSrc: image.currentSrc, complete: image.complete, naturalWidth: image.naturalWidth, sizes: image.parentElement?.querySelector('source')?.getAttribute('sizes') ?? null })));

describe('stored product images in a real browser', () => {
  test('tiles and the gallery load AVIF in the width srcset and sizes pick, nothing broken, axe clean', async () => {
    const { page, problems } = await openPage(harness, `/category/${product.categorySlug}?site=evans`, DESKTOP);
    const tiles = '.product-tile:nth-child(-n+4) .product-tile__image';
    await expect.poll(async () => (await loaded(page, tiles)).every((i) => i.complete && i.naturalWidth > 0)).toBe(true);
    for (const tile of await loaded(page, tiles)) {
      // Four across at 1280 pixels: a 23vw slot of about 294 pixels, so the 533 wide file at one device pixel per CSS pixel and up.
      expect(tile.currentSrc).toMatch(/\/images\/products\/[0-9a-f]{64}\/(266|533)\.avif$/);
      expect(tile.sizes).toBe('(min-width: 992px) 23vw, (min-width: 768px) 31vw, 48vw');
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/product-images-category.png` });

    const productPage = await openPage(harness, `/product/${product.slug}?site=evans`, DESKTOP);
    const gallery = productPage.page;
    await gallery.waitForSelector('[data-island="ProductGallery"][data-island-hydrated]');
    const all = '.gallery__primary, .gallery__thumb-image';
    await expect.poll(async () => (await loaded(gallery, all)).every((i) => i.complete && i.naturalWidth > 0)).toBe(true);
    const [primary, ...thumbs] = await loaded(gallery, all);
    expect(primary!.currentSrc).toMatch(/\/images\/products\/[0-9a-f]{64}\/(533|800|1066)\.avif$/);
    expect(thumbs.map((t) => t.currentSrc.replace(/.*\//, ''))).toEqual(thumbs.map(() => '266.avif'));
    // Laid out as the plain <img> was: the thumbnails in a column beside the primary image, level with its top.
    const [primaryBox, thumbBox] = [await gallery.locator('.gallery__primary').boundingBox(), await gallery.locator('.gallery__thumb').first().boundingBox()];
    expect(primaryBox!.x).toBeGreaterThan(thumbBox!.x + thumbBox!.width);
    expect(Math.abs(primaryBox!.y - thumbBox!.y)).toBeLessThan(8);
    const before = primary!.currentSrc;
    await gallery.locator('.gallery__thumb').first().click();
    await expect.poll(async () => (await loaded(gallery, '.gallery__primary'))[0]!.currentSrc).not.toBe(before);
    expect((await loaded(gallery, '.gallery__primary'))[0]!.naturalWidth).toBeGreaterThan(0);
    await expectNoAxeViolations(gallery);
    await gallery.screenshot({ path: `${SCREENSHOTS}/product-images-gallery.png` });

    const answer = await gallery.request.get(primary!.currentSrc);
    expect(answer.headers()['content-type']).toBe('image/avif');
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([...problems, ...productPage.problems]).toEqual([]);
  });
});
