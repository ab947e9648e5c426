import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../support/storefront-under-test.js';

export const SCREENSHOTS = 'test-results/screenshots';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const DESKTOP = { width: 1280, height: 900 };

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no background calls). */
const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

/**
 * What one test worker starts once and every test file in it shares (the e2e project runs its files
 * in one worker without isolation): Chromium, and the storefront in its default configuration.
 * Kept on globalThis so a module evaluated again still finds them. Both end with the worker process:
 * Playwright stops the browsers it launched when the process exits.
 */
interface WorkerShared {
  browser?: Promise<Browser>;
  storefront?: Promise<StorefrontUnderTest>;
}
const workerShared = (): WorkerShared => {
  const key = Symbol.for('storefront.e2e.worker-shared');
  const holder = globalThis as { [key]?: WorkerShared };
  return (holder[key] ??= {});
};

/** The worker's Chromium, launched by the first file that asks. Tests open their own contexts in it and close them. */
export function sharedBrowser(): Promise<Browser> {
  const shared = workerShared();
  shared.browser ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (shared.browser = undefined));
    return browser;
  });
  return shared.browser;
}

function sharedStorefront(): Promise<StorefrontUnderTest> {
  const shared = workerShared();
  shared.storefront ??= startStorefrontUnderTest({ listen: true });
  return shared.storefront;
}

export interface BrowserHarness {
  readonly browser: Browser;
  readonly baseUrl: string;
  /** The storefront under test, for its database. */
  readonly sut: StorefrontUnderTest;
}

/**
 * The storefront and Chromium for a test file. Without options the file gets the worker's shared
 * storefront (default configuration, demo catalog): tests leave its catalog as they found it or
 * change only what they own (their own shopper, basket, order). `env` or `logLines` start a
 * storefront of the file's own on 127.0.0.1 (with that configuration; `logLines` collects its log
 * at level trace), stopped after the file. Chromium is always the worker's one; every test opens
 * fresh contexts. Read the fields inside tests and hooks (they are set in beforeAll).
 */
export function useBrowserHarness(options: { env?: Record<string, string>; logLines?: string[] } = {}): BrowserHarness {
  const ownStorefront = options.env !== undefined || options.logLines !== undefined;
  let sut: StorefrontUnderTest | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [sut, browser] = await Promise.all([
      ownStorefront ? startStorefrontUnderTest({ listen: true, ...options }) : sharedStorefront(),
      sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    // Contexts a test left open (a failed test skips its page.close()) would carry into the next file.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
    if (ownStorefront) await sut?.close();
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

const clockInstalled = new WeakSet<Page>();

/**
 * Stops the page's clock: Playwright's fake timers take over setTimeout, Date, performance and
 * requestAnimationFrame, and time moves only when the test moves it (`page.clock.runFor(ms)`), or
 * flows again after `page.clock.resume()` (loading a fragment and hydrating it needs frames). A
 * test of a delay then checks "not yet at N - 1 ms, done at N ms" without sleeping, however busy
 * the machine. The clock pauses at a time to come, so it first jumps a second ahead (timers due
 * within that second fire).
 */
export async function pauseClock(page: Page): Promise<void> {
  if (!clockInstalled.has(page)) {
    await page.clock.install();
    clockInstalled.add(page);
  }
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
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
