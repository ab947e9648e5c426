import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, openPage, useBrowserHarness } from './support/browser-harness.js';
import type { Product } from '../../src/domain/catalog/product.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();
const PHONE = { width: 390, height: 844 };

const productOf = (predicate: (p: Product) => boolean): Product => {
  const found = demoCatalog.products.find(predicate);
  if (!found) throw new Error('no demo product matches');
  return found;
};
const dress = productOf((p) => p.brand === 'evans' && p.kind === 'apparel' && / Dress$/.test(p.name));

const searchBox = (page: Page) => page.locator('#search-box-input');
const resultCount = async (page: Page) => page.locator('.tile-grid .product-tile').count();

describe('search in a real browser', () => {
  test('from the header by keyboard: suggestions as the shopper types, the arrows choose one, Enter opens it', async () => {
    const { page, problems } = await openPage(harness, '/?site=evans');
    await searchBox(page).focus();
    await page.keyboard.type('dres');
    const options = page.locator('#search-suggestions [role="option"]');
    await options.first().waitFor();
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await page.screenshot({ path: `${SCREENSHOTS}/search-suggestions.png` });
    await expectNoAxeViolations(page, 'header');
    const url = await second.getAttribute('data-url');
    const title = await second.locator('.search-box__option-title').textContent();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === url);
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(problems).toEqual([]);
  });

  test('Escape closes the suggestions and Enter searches; facets, sort and pages keep the search', async () => {
    const { page, problems } = await openPage(harness, '/?site=evans');
    await searchBox(page).focus();
    await page.keyboard.type('made');
    await page.locator('#search-suggestions [role="option"]').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('#search-suggestions').isHidden()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=made$/);
    expect(await page.locator('h1').textContent()).toBe('Results for “made”');
    expect(await resultCount(page)).toBe(24);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/search-results.png`, fullPage: true });

    // A colour facet: the results then hold exactly what its count said.
    const option = page.locator('.filters__options--colour .filter-option').first();
    const colour = await option.locator('input').getAttribute('value');
    const count = Number((await option.locator('.filter-option__count').textContent())!.replace(/\D/g, ''));
    await option.locator('input').check();
    await page.selectOption('#search-sort', 'price-asc');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL(/colour=/);
    expect(new URL(page.url()).searchParams.get('colour')).toBe(colour);
    expect(await resultCount(page)).toBe(Math.min(count, 24));
    const prices = await page.locator('.tile-grid .price__current').allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(await page.getByRole('link', { name: `Remove filter: ${colour}` }).count()).toBe(1);

    // Pages keep the search, the sort and the facet.
    await page.goto(`${harness.baseUrl}/search?q=made&site=evans&sort=newest`);
    await page.locator('.pagination a[rel="next"]').click();
    await page.waitForURL(/page=2/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('q'), params.get('sort'), params.get('page')]).toEqual(['made', 'newest', '2']);
    expect(await page.locator('.pagination [aria-current="page"]').textContent()).toBe('2');
    expect(problems).toEqual([]);
  });

  test('no results: says so and suggests categories', async () => {
    const { page } = await openPage(harness, '/search?q=xylophone&site=evans');
    expect(await page.locator('.empty-state').textContent()).toBe('Sorry, nothing matches “xylophone”.');
    expect(await page.locator('.search-page__categories a').count()).toBeGreaterThan(3);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/search-no-results.png` });
  });

  test('works without JavaScript: the header form searches and the facets filter', async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await page.goto(`${harness.baseUrl}/?site=evans`);
      await searchBox(page).fill('dress');
      await searchBox(page).press('Enter');
      await page.waitForURL(/\/search\?q=dress$/);
      expect(await resultCount(page)).toBeGreaterThan(0);
      await page.locator('.filters__options--category input[value="dresses"]').check();
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.waitForURL(/category=dresses/);
      expect(await page.locator('.tile-grid .product-tile').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SCREENSHOTS}/search-no-javascript.png` });
    } finally {
      await context.close();
    }
  });
});

describe('related products in a real browser', () => {
  const relatedCarousel = (page: Page, which: 'desktop' | 'mobile') => page.locator(`[data-related-container="${which}"] [data-related-carousel]`);

  test('appear under the product as a carousel, moved by mouse and keyboard', async () => {
    const { page, problems } = await openPage(harness, `/product/${dress.slug}?site=evans`);
    await page.locator('[data-related-products]').scrollIntoViewIfNeeded();
    const carousel = relatedCarousel(page, 'desktop');
    await carousel.waitFor();
    expect(await page.locator('[data-related-container="mobile"]').isHidden()).toBe(true);
    const slides = carousel.locator('[data-object-id]');
    expect(await slides.count()).toBeGreaterThan(5);
    expect(await slides.count()).toBeLessThanOrEqual(10);
    expect(await carousel.locator(`[data-object-id="${dress.id}"]`).count()).toBe(0);
    // Five slides per view at 1280 px.
    const viewportWidth = await carousel.locator('[data-carousel-viewport]').evaluate((e) => e.clientWidth);
    const slideWidth = await slides.first().evaluate((e) => e.getBoundingClientRect().width);
    expect(Math.round(viewportWidth / slideWidth)).toBe(5);

    const previous = carousel.getByRole('button', { name: 'Previous products' });
    const next = carousel.getByRole('button', { name: 'Next products' });
    // Embla's code is fetched only when the shopper heads for the carousel (autoplay scrolls it
    // without Embla; related-carousel.test.ts); the click that fetched it is carried out.
    const carouselCodeLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('related-carousel.client')));
    await page.locator('[data-related-carousel][data-autoplay="running"]').waitFor();
    expect(await carouselCodeLoaded()).toBe(false);
    await next.click();
    await expect.poll(carouselCodeLoaded).toBe(true);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, '[data-related-products]');
    await page.screenshot({ path: `${SCREENSHOTS}/related-products-desktop.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test('on a phone: the mobile container, headed Looking Similar, two slides per view', async () => {
    const { page } = await openPage(harness, `/product/${dress.slug}?site=evans`, PHONE);
    await page.locator('[data-related-products]').scrollIntoViewIfNeeded();
    const carousel = relatedCarousel(page, 'mobile');
    await carousel.waitFor();
    expect(await page.locator('#related-products-mobile-title').textContent()).toBe('Looking Similar');
    expect(await page.locator('[data-related-container="desktop"]').isHidden()).toBe(true);
    const viewportWidth = await carousel.locator('[data-carousel-viewport]').evaluate((e) => e.clientWidth);
    const slideWidth = await carousel.locator('[data-object-id]').first().evaluate((e) => e.getBoundingClientRect().width);
    expect(Math.round(viewportWidth / slideWidth)).toBe(2);
    await carousel.locator('[data-carousel-viewport]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/related-products-phone.png` });
    await expectNoAxeViolations(page, '[data-related-products]');
  });

  test('stay hidden when the recommendations fail, and the page still works', async () => {
    const context = await harness.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await page.route('**/recommendations/related**', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'This service is not available just now.' }));
      await page.goto(`${harness.baseUrl}/product/${dress.slug}?site=evans`);
      const answered = page.waitForResponse('**/recommendations/related**');
      await page.locator('[data-related-products]').scrollIntoViewIfNeeded();
      expect((await answered).status()).toBe(503);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.locator('[data-related-container="desktop"]').isHidden()).toBe(true);
      expect(await page.locator('[data-related-container="mobile"]').isHidden()).toBe(true);
      expect(await page.locator('h1').textContent()).toBe(dress.name);
    } finally {
      await context.close();
    }
  });
});
