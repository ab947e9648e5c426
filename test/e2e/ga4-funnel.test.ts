import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';
import { typeSandboxCard } from './support/shopper-at-basket.js';

/**
 * The GA4 ecommerce funnel in the data layer, from a listing to the purchase, on the real
 * composition with the payment sandbox. Each page's data layer starts again on navigation, so
 * an init script copies every event pushed into the tab's sessionStorage, in order.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'ga4-funnel-e2e-'));
const harness = useBrowserHarness({ env: { DATA_DIR: dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Ga4Item { item_id: string; item_name: string; item_brand: string; item_category: string; item_variant?: string; price: number; quantity: number; index?: number; item_list_id?: string }
interface Pushed { event: string; ecommerce: { currency: string; value?: number; items: Ga4Item[]; [field: string]: unknown } }

function recordEvents(): void {
  const seen = JSON.parse(sessionStorage.getItem('ga4-seen') ?? '[]') as unknown[];
  const layer: unknown[] = [];
  const push = layer.push.bind(layer);
  layer.push = (...entries: unknown[]) => {
    for (const entry of entries) {
      if (typeof entry === 'object' && entry !== null && 'event' in entry) seen.push(entry);
    }
    sessionStorage.setItem('ga4-seen', JSON.stringify(seen));
    return push(...entries);
  };
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
}

const seen = (page: Page): Promise<Pushed[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('ga4-seen') ?? '[]') as Pushed[]);
const named = async (page: Page, name: string): Promise<Pushed[]> => (await seen(page)).filter((e) => e.event === name);
const lastOf = async (page: Page, name: string): Promise<Pushed> => {
  await expect.poll(async () => (await named(page, name)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return (await named(page, name)).at(-1)!;
};

const FUNNEL = ['view_item_list', 'select_item', 'view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];

describe('the GA4 ecommerce funnel', () => {
  test('list, select_item, view_item, add_to_cart, view_cart, begin_checkout, add_shipping_info, add_payment_info and one purchase, not again on a reload or another device', async () => {
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await page.addInitScript(recordEvents);
    const base = harness.baseUrl;

    // The listing: its view_item_list; a tile clicked is the listed item with its list (the navigation held back to read it).
    expect((await page.goto(`${base}/category/dresses?site=evans`))?.status()).toBe(200);
    const list = await lastOf(page, 'view_item_list');
    expect(list.ecommerce).toMatchObject({ currency: 'GBP', item_list_id: 'dresses' });
    const listed = list.ecommerce.items.map((item) => ({ item, product: demoCatalog.products.find((p) => p.code === item.item_id) }));
    const pick = listed.find(({ product }) => product?.kind === 'apparel' && product.sizes.some((s) => s.unitsInStock >= 4))!;
    const product = pick.product!;
    await page.evaluate(() => addEventListener('click', (click) => click.preventDefault(), { once: true }));
    await page.locator(`.product-tile[data-product-code="${product.code}"] .product-tile__link`).click();
    const selected = await lastOf(page, 'select_item');
    expect(selected.ecommerce).toMatchObject({ item_list_id: 'dresses', items: [{ ...pick.item, item_list_id: 'dresses', index: pick.item.index }] });

    // The product page: view_item; a size added is add_to_cart with the size as the variant.
    expect((await page.goto(`${base}/product/${product.slug}?site=evans`))?.status()).toBe(200);
    expect((await lastOf(page, 'view_item')).ecommerce.items).toEqual([expect.objectContaining({ item_id: product.code, item_brand: 'Evans', item_category: product.categorySlug })]);
    await page.waitForSelector('[data-island="BuyGrid"][data-island-hydrated]');
    const sizeIndex = product.sizes.findIndex((s) => s.unitsInStock >= 4);
    await page.locator(`label[for="size-${product.id}-${sizeIndex}"]`).click();
    await expect.poll(() => page.locator('.buy-grid__add').textContent()).toBe('Add to bag');
    await page.locator('.buy-grid__add').click();
    const added = await lastOf(page, 'add_to_cart');
    expect(added.ecommerce.items).toEqual([expect.objectContaining({ item_id: product.code, item_variant: product.sizes[sizeIndex]!.ukSize, quantity: 1 })]);

    // The details saved as the details form does, then the basket page (the checkout): view_cart and begin_checkout.
    const context = page.context();
    const token = (await (await context.request.get(`${base}/api/user/datalayer`)).json()).RequestVerificationToken as string;
    expect((await context.request.post(`${base}/basket/details`, {
      headers: { 'content-type': 'application/json', accept: 'application/json', RequestVerificationToken: token },
      data: {
        email: 'jo@example.com', 'delivery.firstName': 'Jo', 'delivery.lastName': 'Shopper', 'delivery.phone': '+44 20 7946 0000',
        'delivery.countryCode': 'GB', 'delivery.line1': '12 St James Square', 'delivery.city': 'London', 'delivery.postcode': 'SW1Y 4LB', billingSameAsDelivery: 'true',
      },
    })).status()).toBe(200);
    expect((await page.goto(`${base}/basket?site=evans`))?.status()).toBe(200);
    const cart = await lastOf(page, 'view_cart');
    expect(cart.ecommerce.items).toEqual([{ ...added.ecommerce.items[0], quantity: 1 }]);
    expect((await lastOf(page, 'begin_checkout')).ecommerce.items).toEqual(cart.ecommerce.items);

    // Express delivery chosen: add_shipping_info names it.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/DeliveryAccordion/UpdateSelectedDeliveryOption') && r.status() === 200),
      page.getByLabel(/Express delivery/).check(),
    ]);
    expect((await lastOf(page, 'add_shipping_info')).ecommerce).toMatchObject({ shipping_tier: 'express', items: cart.ecommerce.items });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/ga4-funnel-basket.png`, fullPage: true });

    // Paid with the sandbox's card: add_payment_info, then the confirmation's purchase.
    await typeSandboxCard(page);
    await Promise.all([page.waitForURL(/\/Checkout\/Confirmation\?encryptedOrderId=/, { timeout: 30_000 }), page.locator('[data-pay-now]').click()]);
    expect((await lastOf(page, 'add_payment_info')).ecommerce).toMatchObject({ payment_type: 'scheme', items: cart.ecommerce.items });
    const purchase = await lastOf(page, 'purchase');
    const reference = await page.locator('.confirmation-page__reference').textContent();
    expect(purchase.ecommerce).toMatchObject({
      transaction_id: reference, currency: 'GBP', shipping: 6.99, tax: 0, value: cart.ecommerce.value, items: cart.ecommerce.items,
    });
    // The related products of the product and basket pages, shown when they load, are lists of their own.
    const lists = (await seen(page)).filter((e) => FUNNEL.includes(e.event));
    expect(lists.filter((e) => e.ecommerce.item_list_id !== 'related').map((e) => e.event)).toEqual(FUNNEL);
    const related = lists.filter((e) => e.ecommerce.item_list_id === 'related');
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((e) => e.event === 'view_item_list' && e.ecommerce.items.length > 0)).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/ga4-funnel-confirmation.png`, fullPage: true });

    // A reload, and the same address on another device: the page again, never its purchase (and never from a shared cache).
    const confirmation = page.url();
    const reloaded = await page.reload();
    expect(reloaded?.headers()['cache-control']).toBe('no-store');
    await page.locator('.confirmation-page__reference').waitFor();
    expect(await named(page, 'purchase')).toHaveLength(1);
    const other = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    await other.page.addInitScript(recordEvents);
    expect((await other.page.goto(confirmation))?.status()).toBe(200);
    expect(await other.page.locator('.confirmation-page__reference').textContent()).toBe(reference);
    expect(await named(other.page, 'purchase')).toEqual([]);
    const reported = await harness.sut.db.query<{ purchase_reported_at: unknown }>('SELECT purchase_reported_at FROM orders WHERE reference = $1', [reference]);
    expect(reported.rows[0]!.purchase_reported_at).not.toBeNull();
    expect([...problems, ...other.problems]).toEqual([]);
    await other.page.close();
    await page.close();
  });
});
