import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../support/storefront-under-test.js';

export const SCREENSHOTS = 'test-results/screenshots';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const DESKTOP = { width: 1280, height: 900 };

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no background calls). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

export interface BrowserHarness {
  readonly browser: Browser;
  readonly baseUrl: string;
  /** The storefront under test, for its database. */
  readonly sut: StorefrontUnderTest;
}

/**
 * Starts the real composed storefront on 127.0.0.1 and Chromium once for the test file, and stops
 * both after it; `env` adds configuration, `logLines` collects the app's log (level trace). Read the fields inside tests and hooks (they are set in beforeAll).
 */
export function useBrowserHarness(options: { env?: Record<string, string>; logLines?: string[] } = {}): BrowserHarness {
  let sut: StorefrontUnderTest | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    sut = await startStorefrontUnderTest({ listen: true, ...options });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser harness has not started yet');
    return value;
  };
  return {
    get browser() {
      return started(browser);
    },
    get baseUrl() {
      return started(sut).baseUrl;
    },
    get sut() {
      return started(sut);
    },
  };
}

/**
 * Fails with the list of axe-core violations (WCAG 2.2 AA), optionally within one selector. Waits
 * for opening animations first: a dialog fading in has not reached its colours yet, and axe would
 * measure the contrast of a frame the shopper sees for a few milliseconds.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Waits until no finite CSS animation or transition is running, so a screenshot or an axe run sees
 * the settled page. Endless ones (a loading spinner) never settle and are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * A new page in `context` that records what the browser reports: script errors and console errors
 * (CSP refusals, hydration). The browser's own 'Failed to load resource' console line only repeats
 * a failed response (tests that refuse on purpose answer 4xx). Closing the page closes `context`.
 */
export async function newWatchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  return { page, problems };
}

/** Adds one unit of `stockId` to the context's basket on `site` (expecting 200). */
export async function addToBasket(harness: BrowserHarness, context: BrowserContext, line: { site: string; productId: number | string; stockId: string; quantity?: number }): Promise<void> {
  const query = new URLSearchParams({ site: line.site, productId: String(line.productId), stockId: line.stockId, quantity: String(line.quantity ?? 1) });
  expect((await context.request.get(`${harness.baseUrl}/basket/api/add?${query}`)).status()).toBe(200);
}

/**
 * Opens `url` (expecting 200) in a fresh browser context and records what the browser reports
 * (`newWatchedPage`) and every failed response.
 */
export async function openPage(harness: BrowserHarness, url: string, viewport = DESKTOP): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport }));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto(`${harness.baseUrl}${url}`);
  expect(response?.status()).toBe(200);
  return { page, problems };
}
