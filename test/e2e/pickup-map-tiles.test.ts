import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../support/storefront-under-test.js';
import { SCREENSHOTS, sharedBrowser } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/** A 1x1 grey PNG: the tile every request gets. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4AwAA1ADT3iEhFQAAAABJRU5ErkJggg==', 'base64');

const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 5))!;
const size = dress.sizes.find((s) => s.unitsInStock >= 5)!;

let tiles: Server;
const tileRequests: string[] = [];
let sut: StorefrontUnderTest;
let browser: Browser;

beforeAll(async () => {
  tiles = createServer((request, response) => {
    tileRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(TILE);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  const { port } = tiles.address() as AddressInfo;
  sut = await startStorefrontUnderTest({
    listen: true,
    env: { MAP_TILE_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: 'Test tiles' },
  });
  browser = await sharedBrowser();
});

afterAll(async () => {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  await sut?.close();
  await new Promise((resolve) => tiles?.close(resolve));
});

describe('pick-up maps with MAP_TILE_URL', () => {
  test('the map draws the tile server\'s tiles (allowed by the CSP) with its attribution, instead of the outlines', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    const add = new URLSearchParams({ site: 'evans', productId: String(dress.id), stockId: size.stockId, quantity: '1' });
    await page.goto(`${sut.baseUrl}/basket/api/add?${add}`);
    await page.goto(`${sut.baseUrl}/basket?site=evans`);
    expect(tileRequests).toEqual([]);
    await page.locator('.pickup-option__open[data-open-pickup="coll8"]').click();
    const dialog = page.locator('dialog#pickup-modal-coll8');
    await dialog.locator('img.leaflet-tile-loaded').first().waitFor();
    expect(tileRequests.every((url) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(tileRequests.length).toBeGreaterThan(0);
    expect(await dialog.locator('.leaflet-control-attribution').textContent()).toContain('Test tiles');
    expect(await dialog.locator('path.store-map__land').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/pickup-map-tiles.png` });
    expect(problems).toEqual([]);
    await context.close();
  });
});
