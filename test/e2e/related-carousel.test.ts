import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, newWatchedPage, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/**
 * The related-products carousel's autoplay (spec section 9: every 3000 ms) under WCAG 2.2.2:
 * a visible pause/play button, held while the pointer is over it or focus is inside it, and
 * never running for a shopper who asks for reduced motion.
 */
const harness = useBrowserHarness();
const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && / Dress$/.test(p.name))!;
const productUrl = `/product/${dress.slug}?site=evans`;

async function carouselInView(page: Page) {
  await page.locator('[data-related-products]').scrollIntoViewIfNeeded();
  const carousel = page.locator('[data-related-container="desktop"] [data-related-carousel]');
  await carousel.waitFor();
  await carousel.locator('[data-carousel-viewport]').scrollIntoViewIfNeeded();
  return carousel;
}

describe('related products carousel autoplay', () => {
  test('moves on a page every 3000 ms; the pointer over it holds it; the pause button stops it, by keyboard too', async () => {
    const { page, problems } = await openPage(harness, productUrl);
    await page.mouse.move(5, 5);
    const carousel = await carouselInView(page);
    const toggle = carousel.locator('[data-carousel-autoplay]');
    const previous = carousel.getByRole('button', { name: 'Previous products' });
    await page.locator('[data-related-carousel][data-autoplay="running"]').waitFor();
    const startedAt = await page.evaluate(() => performance.now());
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-label')).toBe('Pause the moving products');
    expect(await previous.isDisabled()).toBe(true);
    await expect.poll(() => previous.isDisabled(), { timeout: 6000 }).toBe(false);
    const movedAfter = (await page.evaluate(() => performance.now())) - startedAt;
    expect(movedAfter).toBeGreaterThanOrEqual(2900);
    expect(movedAfter).toBeLessThan(4500);

    // The pointer over the carousel holds it; leaving lets it run again.
    await carousel.locator('[data-carousel-viewport]').hover();
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('held');
    await page.mouse.move(5, 5);
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('running');

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
