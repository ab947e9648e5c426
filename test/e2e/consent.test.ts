import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../support/storefront-under-test.js';
import { DESKTOP, expectNoAxeViolations, newWatchedPage, SCREENSHOTS, sharedBrowser } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

/** The cookies the shop sets without consent: the session, the anti-forgery secret, the site, and the choice itself. */
const NECESSARY = new Set(['sid', '_csrf', '__Host-sid', '__Host-csrf', 'site', 'consent']);
const CONTAINER = 'GTM-TEST123';

/** A stand-in for Google's gtm.js: counts its loads in the page, and records what was asked for. */
let gtm: Server;
let gtmOrigin: string;
const gtmRequests: string[] = [];
let sut: StorefrontUnderTest;

beforeAll(async () => {
  gtm = createServer((request, response) => {
    gtmRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript' }).end('window.fakeGtmLoads = (window.fakeGtmLoads || 0) + 1;');
  });
  await new Promise<void>((resolve) => gtm.listen(0, '127.0.0.1', resolve));
  gtmOrigin = `http://127.0.0.1:${(gtm.address() as AddressInfo).port}`;
  sut = await startStorefrontUnderTest({ listen: true, env: { GTM_CONTAINER_ID: CONTAINER, GTM_ORIGIN: gtmOrigin } });
});

afterAll(async () => {
  const browser = await sharedBrowser();
  await Promise.all(browser.contexts().map((context) => context.close()));
  await sut?.close();
  await new Promise((resolve) => gtm?.close(resolve));
});

/** A first visit's page that records every request it makes and what the browser reports. */
async function firstVisit(path: string, viewport = DESKTOP): Promise<{ page: Page; requests: string[]; problems: string[] }> {
  const context = await (await sharedBrowser()).newContext({ viewport });
  const { page, problems } = await newWatchedPage(context);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${sut.baseUrl}${path}`);
  await page.locator('#consent-banner').waitFor();
  return { page, requests, problems };
}

const cookieNames = async (page: Page): Promise<string[]> => (await page.context().cookies()).map((c) => c.name);

/** Presses Tab until the focused element is the banner's button with this text. */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((t) => document.activeElement?.textContent === t, text)) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

const consentCommands = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
    .filter((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry) && (entry as { length?: number }).length !== undefined)
    .map((entry) => Array.from(entry as ArrayLike<unknown>)));

describe('cookie consent', () => {
  test('a first visit shows the banner, axe clean, with Consent Mode denied by default and no tag loaded', async () => {
    const { page, requests, problems } = await firstVisit('/');
    const banner = page.locator('#consent-banner');
    await expect(banner.getByRole('button', { name: 'Accept all' }).isVisible()).resolves.toBe(true);
    await expect(banner.getByRole('button', { name: 'Reject all' }).isVisible()).resolves.toBe(true);
    await expect(banner.getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href')).resolves.toBe('/help/cookies');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/consent-banner-desktop.png` });
    await banner.getByRole('button', { name: 'Choose' }).click();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/consent-banner-choose-desktop.png` });
    const [first] = await consentCommands(page);
    expect(first).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
    expect(requests.filter((url) => !url.startsWith(sut.baseUrl))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('on a phone the banner fits the screen', async () => {
    const { page } = await firstVisit('/', { width: 375, height: 740 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/consent-banner-mobile.png` });
    const width = await page.locator('#consent-banner').evaluate((e) => e.scrollWidth <= e.clientWidth);
    expect(width).toBe(true);
    await page.close();
  });

  test('rejecting by keyboard keeps only the necessary cookies and asks no third party, on this page or the next', async () => {
    const { page, requests, problems } = await firstVisit('/');
    await tabTo(page, 'Reject all');
    await page.keyboard.press('Enter');
    await page.locator('#consent-banner').waitFor({ state: 'hidden' });
    expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe('v1.a0.m0');
    await page.goto(`${sut.baseUrl}/search?q=dress`);
    await page.reload();
    expect(await page.locator('#consent-banner').isHidden()).toBe(true);
    expect((await cookieNames(page)).filter((name) => !NECESSARY.has(name))).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(sut.baseUrl))).toEqual([]);
    expect(await page.evaluate(() => (window as { fakeGtmLoads?: number }).fakeGtmLoads)).toBeUndefined();
    expect(problems).toEqual([]);
    await page.close();
  });

  test('accepting by keyboard loads the site\'s container only then, and again on the next page without asking', async () => {
    const requestsBefore = gtmRequests.length;
    const { page, requests, problems } = await firstVisit('/');
    expect(requests.some((url) => url.startsWith(gtmOrigin))).toBe(false);
    await tabTo(page, 'Accept all');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as { fakeGtmLoads?: number }).fakeGtmLoads === 1);
    expect(gtmRequests.slice(requestsBefore)).toEqual([`/gtm.js?id=${CONTAINER}`]);
    const commands = await consentCommands(page);
    expect(commands.at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
    await page.reload();
    await page.waitForFunction(() => (window as { fakeGtmLoads?: number }).fakeGtmLoads === 1);
    expect(await page.locator('#consent-banner').isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('"Cookie settings" in the footer reopens the banner with the choice ticked, and a new choice replaces it', async () => {
    const { page } = await firstVisit('/');
    const banner = page.locator('#consent-banner');
    await banner.getByRole('button', { name: 'Choose' }).click();
    await banner.getByLabel('Analytics').check();
    await banner.getByRole('button', { name: 'Save my choices' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe('v1.a1.m0');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consent-banner-title');
    expect(await banner.getByLabel('Analytics').isChecked()).toBe(true);
    expect(await banner.getByLabel('Marketing').isChecked()).toBe(false);
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe('v1.a0.m0');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');
    await page.close();
  });

  test('the product page pushes its view_item after the Consent Mode defaults', async () => {
    const product = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel')!;
    const { page } = await firstVisit(`/product/${product.slug}?site=evans`);
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
      (typeof entry === 'object' && entry !== null && 'length' in entry ? ['command', ...Array.from(entry as ArrayLike<unknown>)] : entry)));
    expect(layer[0]).toEqual(['command', 'consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
    const viewItem = layer.find((entry) => (entry as { event?: string }).event === 'view_item') as { ecommerce: { currency: string; items: { item_id: string }[] } };
    expect(viewItem.ecommerce.currency).toBe('GBP');
    expect(viewItem.ecommerce.items.map((item) => item.item_id)).toEqual([product.code]);
    await page.close();
  });
});
