import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, animationsSettled, expectNoAxeViolations, pauseClock, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import type { PickupNetwork } from '../../src/domain/delivery/pickup-network.js';

const harness = useBrowserHarness();

/** An evans (GB) dress in stock: a basket with it is offered every pick-up network. */
const dress = demoCatalog.products.find((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 5))!;
const size = dress.sizes.find((s) => s.unitsInStock >= 5)!;

const UPDATE_URL = '/DeliveryAccordion/UpdateSelectedDeliveryOption';
const NETWORKS: { network: PickupNetwork; optionId: string; postcode: string; town: string }[] = [
  { network: 'coll8', optionId: '11', postcode: 'LS1 6HD', town: 'Manchester' },
  { network: 'collect-plus', optionId: '12', postcode: 'SW1A 1AA', town: 'Bristol' },
  { network: 'inpost', optionId: '13', postcode: 'M1 1AE', town: 'Leeds' },
  { network: 'hermes', optionId: '14', postcode: 'B1 1BB', town: 'Glasgow' },
  { network: 'hand-over', optionId: '10', postcode: 'EH1 1YZ', town: 'Cardiff' },
];

interface Shopper {
  page: Page;
  problems: string[];
  /** Every URL the page asked for, in order. */
  requests: string[];
}

/** A fresh shopper with the dress in the bag, on the basket page. */
async function shopperWithBasket(viewport = DESKTOP, url = '/basket?site=evans'): Promise<Shopper> {
  const context = await harness.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => requests.push(request.url()));
  const add = new URLSearchParams({ site: 'evans', productId: String(dress.id), stockId: size.stockId, quantity: '1' });
  expect((await page.goto(`${harness.baseUrl}/basket/api/add?${add}`))?.status()).toBe(200);
  expect((await page.goto(`${harness.baseUrl}${url}`))?.status()).toBe(200);
  return { page, problems, requests };
}

const modal = (page: Page, network: PickupNetwork): Locator => page.locator(`dialog#pickup-modal-${network}`);
const opener = (page: Page, network: PickupNetwork): Locator => page.locator(`.pickup-option__open[data-open-pickup="${network}"]`);
const results = (dialog: Locator): Locator => dialog.locator('.pickup-result');

async function openModal(page: Page, network: PickupNetwork): Promise<Locator> {
  await opener(page, network).click();
  const dialog = modal(page, network);
  await dialog.waitFor({ state: 'visible' });
  // The map is drawn once its chunk is in.
  await dialog.locator('.leaflet-container').waitFor();
  return dialog;
}

/** Searches and waits for the answer's list (the status line counts the points). */
async function search(page: Page, dialog: Locator, term: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/DeliveryAccordion/') && r.url().includes('searchTerm=') && r.request().method() === 'GET');
  await dialog.locator('input[name="searchTerm"]').fill(term);
  await dialog.locator('.pickup-search__submit').click();
  await answered;
  await expect.poll(() => dialog.locator('[data-pickup-status]').textContent()).toMatch(/points found, nearest first$/);
}

/**
 * Waits until the map neither pans nor zooms (Leaflet marks its map pane while it animates, and an
 * opened info window pans the map into view), so a click lands where its target is at mouse-up too.
 */
async function mapAtRest(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.locator('.leaflet-pan-anim, .leaflet-zoom-anim').count()).toBe(0);
  await animationsSettled(page);
}

function savedSelection(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

const chosenSummary = (page: Page): Locator => page.locator('#delivery-accordion .delivery-accordion__chosen');

describe('pick-up points in a real browser', () => {
  for (const { network, optionId, postcode, town } of NETWORKS) {
    test(`${network}: search by postcode and by town, choose from the list and from the map, saved across a reload`, async () => {
      const { page, problems, requests } = await shopperWithBasket();
      const hermes = network === 'hermes';
      // The map's code loads when a modal first opens, never with the page.
      expect(requests.some((url) => url.includes('leaflet-store-map'))).toBe(false);
      if (hermes) await expectPayNowHiddenWhileOpen(page);

      // By postcode: the list (name, address, the week Monday to Sunday, Select, Directions) and one marker per point.
      let dialog = await openModal(page, network);
      expect(requests.some((url) => url.includes('leaflet-store-map'))).toBe(true);
      await search(page, dialog, postcode);
      const count = await results(dialog).count();
      expect(count).toBeGreaterThan(0);
      await expect.poll(() => dialog.locator('.pickup-marker').count()).toBe(count);
      const first = results(dialog).first();
      expect((await first.locator('.pickup-result__name').textContent())?.trim()).not.toBe('');
      expect(await first.locator('.pickup-result__address').textContent()).not.toBe('');
      expect(await first.locator('.pickup-result__week dt').allTextContents())
        .toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
      const directions = first.locator('.pickup-result__directions');
      expect(await directions.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+/);
      expect(await directions.getAttribute('target')).toBe('_blank');
      expect(await directions.getAttribute('rel')).toContain('noopener');

      // Choose from the list: the modal closes, the selection is posted and the section shows the point.
      const listId = await first.locator('[data-select-point]').getAttribute('data-id');
      // The summary names the point as the network does; its street is the same everywhere.
      const listStreet = (await first.locator('.pickup-result__address').innerText()).split('\n')[0]!.split(', ')[0]!;
      const listSave = page.waitForRequest((r) => r.url().endsWith(UPDATE_URL) && r.method() === 'POST');
      // The page's clock stands still while the Evri cookie is written, so its expiry is exact.
      if (hermes) await pauseClock(page);
      const chosenAt = await page.evaluate(() => Date.now());
      await first.locator('[data-select-point]').click();
      const posted = savedSelection(await listSave);
      expect(posted).toMatchObject({ DeliveryOptionID: optionId, StoreID: listId });
      expect(JSON.parse(posted.JsonData as string)).toBeTypeOf('object');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => chosenSummary(page).textContent()).toContain(listStreet);
      if (hermes) {
        expect(await page.locator('[data-pay-now]').isVisible()).toBe(true);
        await expectHermesCookie(page, listId!, chosenAt);
        await page.clock.resume();
      }

      // Back to the options (the "Change" link without script), then by town, and a point chosen on the map.
      expect((await page.goto(`${harness.baseUrl}/basket?changeDelivery=true`))?.status()).toBe(200);
      if (hermes) await expectPayNowHiddenWhileOpen(page);
      dialog = await openModal(page, network);
      await search(page, dialog, town);
      const marker = dialog.locator('.pickup-marker').nth(1);
      const markerId = await marker.getAttribute('data-marker-id');
      expect(await marker.getAttribute('aria-label')).not.toBe('');
      await mapAtRest(page, dialog);
      await marker.click();
      await expect.poll(() => dialog.locator('.pickup-result.is-highlighted').getAttribute('data-point-id')).toBe(markerId);
      expect(await marker.getAttribute('aria-current')).toBe('true');
      const popup = dialog.locator('.leaflet-popup .pickup-info');
      await popup.waitFor();
      await mapAtRest(page, dialog);
      const mapStreet = (await popup.locator('address').innerText()).split('\n')[0]!.split(', ')[0]!;
      const mapSave = page.waitForRequest((r) => r.url().endsWith(UPDATE_URL) && r.method() === 'POST');
      await popup.locator('[data-select-point]').click();
      expect(savedSelection(await mapSave)).toMatchObject({ DeliveryOptionID: optionId, StoreID: markerId });
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => chosenSummary(page).textContent()).toContain(mapStreet);

      // Saved with the basket: a reload shows it.
      expect((await page.goto(`${harness.baseUrl}/basket`))?.status()).toBe(200);
      expect(await chosenSummary(page).isVisible()).toBe(true);
      expect(await chosenSummary(page).textContent()).toContain(mapStreet);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  test('an empty search does nothing; no results follow each network\'s rule; a failed search is logged and shows as none', async () => {
    const { page, problems, requests } = await shopperWithBasket();
    const coll8 = await openModal(page, 'coll8');
    const before = requests.length;
    await coll8.locator('input[name="searchTerm"]').fill('   ');
    await coll8.locator('input[name="searchTerm"]').press('Enter');
    await coll8.locator('.pickup-search__submit').click();
    // The page's next request proves nothing was asked in between.
    await page.evaluate(() => fetch('/healthz'));
    expect(requests.slice(before).filter((url) => url.includes('searchTerm'))).toEqual([]);
    expect(await results(coll8).count()).toBe(0);
    expect(await coll8.locator('[data-pickup-status]').textContent()).toBe('');

    // Coll8: a list, then a place with none: the list is cleared and the failure shown.
    await search(page, coll8, 'LS1 6HD');
    expect(await results(coll8).count()).toBeGreaterThan(0);
    await coll8.locator('input[name="searchTerm"]').fill('Qwxzyville');
    await coll8.locator('.pickup-search__submit').click();
    await expect.poll(() => coll8.locator('[data-pickup-status]').textContent()).toBe("Sorry there aren't any locations in this area");
    expect(await results(coll8).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Collect+: the failure is shown and the markers cleared (the last list stays).
    const collect = await openModal(page, 'collect-plus');
    await search(page, collect, 'Bristol');
    const listed = await results(collect).count();
    await collect.locator('input[name="searchTerm"]').fill('Qwxzyville');
    await collect.locator('.pickup-search__submit').click();
    await expect.poll(() => collect.locator('[data-pickup-status]').textContent()).toBe("Sorry there aren't any locations in this area");
    expect(await collect.locator('.pickup-marker').count()).toBe(0);
    expect(await results(collect).count()).toBe(listed);
    await page.keyboard.press('Escape');

    // InPost: nothing visible changes. A failed search (the network down) counts as none and is logged.
    const inpost = await openModal(page, 'inpost');
    await search(page, inpost, 'Leeds');
    const lockers = await results(inpost).count();
    await page.route('**/DeliveryAccordion/GetInpostLockerLocations*', (route) => route.abort('failed'));
    const failed = page.waitForEvent('console', (message) => message.type() === 'error');
    await inpost.locator('input[name="searchTerm"]').fill('York');
    await inpost.locator('.pickup-search__submit').click();
    await failed;
    expect(await results(inpost).count()).toBe(lockers);
    expect(await inpost.locator('.pickup-marker').count()).toBe(lockers);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((text) => text.includes('Failed to fetch') || text.includes('TypeError'))).toBe(true);
    await page.close();
  });

  test('keyboard only: open, search, Escape returns focus, a marker by keyboard, choose from its info window', async () => {
    const { page, problems } = await shopperWithBasket();
    const open = opener(page, 'collect-plus');
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = modal(page, 'collect-plus');
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('searchTerm');
    await page.keyboard.type('Leeds');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.locator('[data-pickup-status]').textContent()).toMatch(/points found/);

    // Escape closes it and focus returns to the opener.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    // Reopened: the same results; Tab reaches the map's markers; Enter opens the info window and its Select is next.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'visible' });
    expect(await results(dialog).count()).toBeGreaterThan(0);
    let onMarker = false;
    for (let i = 0; i < 30 && !onMarker; i += 1) {
      await page.keyboard.press('Tab');
      onMarker = await page.evaluate(() => document.activeElement?.classList.contains('pickup-marker') ?? false);
    }
    expect(onMarker).toBe(true);
    const markerId = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.markerId);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.id)).toBe(markerId);
    const save = page.waitForRequest((r) => r.url().endsWith(UPDATE_URL));
    await page.keyboard.press('Enter');
    expect(savedSelection(await save)).toMatchObject({ DeliveryOptionID: '12', StoreID: markerId });
    await dialog.waitFor({ state: 'hidden' });
    // The choice is announced, and focus moves to the new delivery section (its opener was replaced).
    await expect.poll(() => page.locator('.toast').last().textContent()).toMatch(/ is your pick-up point\.$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#delivery-accordion') != null)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('each modal with results: no axe violations, and a screenshot', async () => {
    const { page, problems } = await shopperWithBasket();
    for (const { network, postcode } of NETWORKS) {
      const dialog = await openModal(page, network);
      await search(page, dialog, postcode);
      await results(dialog).first().locator('[data-show-point]').click();
      await dialog.locator('.leaflet-popup').waitFor();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}/pickup-${network}-modal.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a 390 px phone: the modal fits, its map and list work, no axe violations', async () => {
    const { page, problems } = await shopperWithBasket({ width: 390, height: 844 });
    await page.locator('#delivery-accordion').screenshot({ path: `${SCREENSHOTS}/pickup-options-phone.png` });
    const dialog = await openModal(page, 'inpost');
    // Before a search: Great Britain and Ireland drawn from the bundled outlines, no tile server asked.
    await expect.poll(() => dialog.locator('path.store-map__land[d^="M"]:not([d="M0 0"])').count()).toBeGreaterThanOrEqual(2);
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/pickup-map-outlines-phone.png` });
    await search(page, dialog, 'Leeds');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/pickup-inpost-phone.png` });
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** The payment area's pay-now button and the note after it. */
async function expectPayNowHiddenWhileOpen(page: Page): Promise<void> {
  const dialog = modal(page, 'hermes');
  // Opening hides the pay-now button and shows the note after it; closing puts them back.
  await opener(page, 'hermes').click();
  await dialog.waitFor({ state: 'visible' });
  expect(await page.locator('[data-pay-now]').isHidden()).toBe(true);
  expect(await page.locator('.payment-area__pay-note').isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await page.locator('[data-pay-now]').isVisible()).toBe(true);
  expect(await page.locator('.payment-area__pay-note').isHidden()).toBe(true);
}

/** HermesOptions: the shop as JSON, commas in the address as pipes, for 30 days from `writtenAt` (the page's clock, ms). */
async function expectHermesCookie(page: Page, externalId: string, writtenAt: number): Promise<void> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'HermesOptions');
  expect(cookie).toBeDefined();
  const shop = JSON.parse(decodeURIComponent(cookie!.value)) as { externalId: string; address: Record<string, string> };
  expect(shop.externalId).toBe(externalId);
  for (const value of Object.values(shop.address)) expect(value).not.toContain(',');
  // The expiry is a date to the second.
  expect(cookie!.expires).toBe(Math.floor((writtenAt + 30 * 86_400_000) / 1000));
}
