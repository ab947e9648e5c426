import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../support/storefront-under-test.js';

export const SCREENSHOTS = 'test-results/screenshots';
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
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
 * both after it. Read the fields inside tests and hooks (they are set in beforeAll).
 */
export function useBrowserHarness(): BrowserHarness {
  let sut: StorefrontUnderTest | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    sut = await startStorefrontUnderTest({ listen: true });
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

/** Fails with the list of axe-core violations (WCAG 2.2 AA), optionally within one selector. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Waits until no CSS animation or transition is running, so a screenshot shows the settled page. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
