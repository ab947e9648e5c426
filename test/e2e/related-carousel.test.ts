import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, newWatchedPage, pauseClock, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/**
 * The related-products carousel's autoplay (spec section 9: every 3000 ms, moves of 300 ms) under
 * WCAG 2.2.2: a visible pause/play button, held while the pointer is over it or focus is inside
 * it, and never running for a shopper who asks for reduced motion. Autoplay scrolls the carousel
 * itself: Embla (about 8 kB gzipped) loads only when the shopper heads for the carousel, then
 * takes over the page shown and the page turns.
 */
const harness = useBrowserHarness();
const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && / Dress$/.test(p.name))!;
const productUrl = `/product/${dress.slug}?site=evans`;

/** A screen tall enough to show the carousel at load, where the page's JavaScript budget is tightest. */
const TALL = { width: 1280, height: 2400 };
const emblaChunk = /related-carousel\.client/;

/** The slide at the viewport's left edge (its index), whether the viewport scrolls or Embla translates the slides. */
const firstSlideShown = (page: Page) => page.locator('[data-related-container="desktop"] [data-carousel-viewport]').evaluate((viewport) => {
  const left = viewport.getBoundingClientRect().left;
  return [...viewport.querySelectorAll('[data-object-id]')].findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
});

async function carouselInView(page: Page) {
  await page.locator('[data-related-products]').scrollIntoViewIfNeeded();
  const carousel = page.locator('[data-related-container="desktop"] [data-related-carousel]');
  await carousel.waitFor();
  await carousel.locator('[data-carousel-viewport]').scrollIntoViewIfNeeded();
  return carousel;
}

describe('related products carousel autoplay', () => {
  test('turns a page every 3000 ms in 300 ms without Embla; Embla, loaded on intent, takes over; the pause button works by keyboard', async () => {
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: TALL }));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    const emblaRequests: string[] = [];
    page.on('request', (request) => {
      if (emblaChunk.test(request.url())) emblaRequests.push(request.url());
    });
    // The clock stands still from before the page loads, so autoplay's wait starts at the time the
    // clock stopped, whenever the carousel arrives, and every step below is an exact time.
    await pauseClock(page);
    expect((await page.goto(`${harness.baseUrl}${productUrl}`))?.status()).toBe(200);
    await page.mouse.move(5, 5);
    const carousel = page.locator('[data-related-container="desktop"] [data-related-carousel]');
    const viewport = carousel.locator('[data-carousel-viewport]');
    const toggle = carousel.locator('[data-carousel-autoplay]');
    const previous = carousel.getByRole('button', { name: 'Previous products' });
    await page.locator('[data-related-carousel][data-autoplay="running"]').waitFor();
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-label')).toBe('Pause the moving products');
    expect(await previous.isDisabled()).toBe(true);
    const scrolled = () => viewport.evaluate((e) => e.scrollLeft);
    const target = await viewport.evaluate((e) => Math.min(e.clientWidth, e.scrollWidth - e.clientWidth));
    expect(target).toBeGreaterThan(0);

    // The first page turn starts 3000 ms after autoplay began, not a millisecond before.
    await page.clock.runFor(2_999);
    expect(await previous.isDisabled()).toBe(true);
    expect(await scrolled()).toBe(0);
    await page.clock.runFor(1);
    expect(await previous.isDisabled()).toBe(false);
    // It glides, moving on at every look, still short of the page 250 ms in, and is there after 300 ms.
    const lefts: number[] = [];
    for (let look = 0; look < 5; look += 1) {
      await page.clock.runFor(50);
      lefts.push(await scrolled());
    }
    expect(lefts[0]).toBeGreaterThan(0);
    expect(lefts.every((left, i) => i === 0 || left > lefts[i - 1]!)).toBe(true);
    expect(lefts.at(-1)).toBeLessThan(target - 1);
    // A frame comes every 16 ms: the first one at or after 300 ms ends the move.
    await page.clock.runFor(66);
    expect(Math.abs((await scrolled()) - target)).toBeLessThan(1);
    expect(emblaRequests).toEqual([]);
    const shownBeforeEmbla = await firstSlideShown(page);
    expect(shownBeforeEmbla).toBeGreaterThan(0);
    await carousel.screenshot({ path: `${SCREENSHOTS}/related-carousel-turned-without-embla.png` });

    // The pointer over the carousel holds autoplay and loads Embla, which starts on the page shown.
    const emblaLoaded = page.waitForResponse(emblaChunk);
    await viewport.hover();
    await emblaLoaded;
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('held');
    await expect.poll(() => carousel.locator('.related-carousel__container').evaluate((e) => e.style.transform)).toMatch(/translate/);
    expect(await scrolled()).toBe(0);
    expect(await firstSlideShown(page)).toBe(shownBeforeEmbla);
    expect(await previous.isDisabled()).toBe(false);

    // Leaving lets autoplay run again, a full 3000 ms from the leaving, now turning Embla's pages:
    // the viewport itself no longer scrolls.
    await page.mouse.move(5, 5);
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('running');
    await page.clock.runFor(2_999);
    expect(await firstSlideShown(page)).toBe(shownBeforeEmbla);
    await page.clock.runFor(1_001);
    expect(await firstSlideShown(page)).not.toBe(shownBeforeEmbla);
    expect(await scrolled()).toBe(0);
    // The axe check below waits for settled animations, polling once a frame, and a stopped clock
    // gives no frames: time runs on from here.
    await page.clock.resume();

    // Keyboard: focus on the button holds it; Enter stops it for good, and the button says Play.
    await toggle.focus();
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('held');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-label')).toBe('Play the moving products');
    expect(await toggle.getAttribute('data-state')).toBe('paused');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await carousel.getAttribute('data-autoplay')).toBe('off');
    await expectNoAxeViolations(page, '[data-related-products]');
    await carousel.screenshot({ path: `${SCREENSHOTS}/related-carousel-paused.png` });
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-label')).toBe('Pause the moving products');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('running');
    await carousel.screenshot({ path: `${SCREENSHOTS}/related-carousel-playing.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('with reduced motion nothing moves by itself and there is no pause button to find', async () => {
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' }));
    expect((await page.goto(`${harness.baseUrl}${productUrl}`))?.status()).toBe(200);
    await page.mouse.move(5, 5);
    const carousel = await carouselInView(page);
    const carouselCodeLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('related-carousel.client')));
    expect(await carouselCodeLoaded()).toBe(false);
    // The shopper heads for it: Embla starts, still without autoplay.
    await carousel.locator('[data-carousel-viewport]').hover();
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('off');
    expect(await carousel.locator('[data-carousel-autoplay]').isHidden()).toBe(true);
    await expectNoAxeViolations(page, '[data-related-products]');
    expect(problems).toEqual([]);
    await page.close();
  });
});
