import { describe, expect, test } from 'vitest';
import { formatMoney, sitePrice } from '../../src/domain/pricing/format-price.js';
import { findSiteVariant } from '../../src/domain/site/site-variants.js';
import { DESKTOP, SCREENSHOTS, addToBasket, animationsSettled, expectNoAxeViolations, newWatchedPage, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();
const de = findSiteVariant('yours-clothing-de')!;

// A demo product whose seeded history had a deeper sale (£1 below today's) inside the 30 days before this one.
const product = demoCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.salePriceMinor !== null
  && p.id % 4 === 0 && p.sizes.some((s) => s.unitsInStock >= 2))!;
const size = product.sizes.find((s) => s.unitsInStock >= 2)!;
const shown = (gbpMinor: number): string => formatMoney(sitePrice(gbpMinor, de.price), de.price);

/** A reduced product on the first page of its category's listing (24 tiles in id order), with a size of two units or more. */
const listed = demoCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.salePriceMinor !== null
  && p.sizes.some((s) => s.unitsInStock >= 2)
  && demoCatalog.products.filter((q) => q.brand === p.brand && q.categorySlug === p.categorySlug).sort((x, y) => x.id - y.id).indexOf(p) < 20)!;
const lowestOf = (p: typeof listed): string => shown(p.id % 4 === 0 ? p.salePriceMinor! - 100 : p.priceMinor);
const VAT_NOTICE = 'Preise inkl. MwSt., zzgl. Versandkosten';

describe('the notices German law wants, in a real browser', () => {
  test('a DE product page: the sale price, the lowest price of the 30 days before it, and the VAT notice with delivery linked; axe clean', async () => {
    const { page, problems } = await openPage(harness, `/product/${product.slug}?site=yours-clothing-de`);
    const details = page.locator('.product-page__details');
    expect(await details.locator('.price__current').textContent()).toBe(shown(product.salePriceMinor!));
    expect(await details.locator('.product-page__prior-price').textContent()).toBe(`Niedrigster Preis der letzten 30 Tage: ${shown(product.salePriceMinor! - 100)}`);
    const notice = details.locator('.price-notice');
    expect(await notice.textContent()).toBe('Preise inkl. MwSt., zzgl. Versandkosten');
    expect(await notice.getByRole('link', { name: 'Versandkosten' }).getAttribute('href')).toBe('/help/delivery');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/legal-notices-de-product.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('DE home, quick view, quick basket and a phone\'s basket: the VAT notice by each price, the lowest prior price in the quick view; axe clean', async () => {
    const home = await openPage(harness, '/?site=yours-clothing-de');
    expect(await home.page.locator('.home-page .price-notice').textContent()).toBe(VAT_NOTICE);
    await expectNoAxeViolations(home.page);
    await home.page.locator('.home-page .price-notice').scrollIntoViewIfNeeded();
    await home.page.screenshot({ path: `${SCREENSHOTS}/legal-notices-de-home.png` });
    expect(home.problems).toEqual([]);
    await home.page.close();

    const { page, problems } = await openPage(harness, `/category/${listed.categorySlug}?site=yours-clothing-de`);
    await page.waitForSelector('[data-island="BasketButton"][data-island-hydrated]');
    await page.locator(`.product-tile[data-product-id="${listed.id}"] .product-tile__quick-view`).click();
    const quickView = page.locator('dialog.off-canvas[open] .quick-view');
    await quickView.waitFor();
    expect(await quickView.locator('.quick-view__prior-price').textContent()).toBe(`Niedrigster Preis der letzten 30 Tage: ${lowestOf(listed)}`);
    expect(await quickView.locator('.price-notice').textContent()).toBe(VAT_NOTICE);
    expect(await quickView.locator('.price-notice a').getAttribute('href')).toBe('/help/delivery');
    await animationsSettled(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/legal-notices-de-quick-view.png` });

    await quickView.locator('[data-island="BuyGrid"][data-island-hydrated]').waitFor();
    await quickView.locator('.size-option__label').nth(listed.sizes.findIndex((s) => s.unitsInStock >= 2)).click();
    await quickView.locator('.buy-grid__add').click();
    const quickBasket = page.locator('dialog#quick-basket');
    await quickBasket.waitFor({ state: 'visible' });
    await page.waitForSelector('#quick-basket [data-island="QuickBasket"][data-island-hydrated]');
    expect(await quickBasket.locator('.price-notice').textContent()).toBe(VAT_NOTICE);
    await animationsSettled(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/legal-notices-de-quick-basket.png` });

    // On a phone the order summary is below the delivery and payment sections; the notice also sits under the lines.
    await page.setViewportSize({ width: 375, height: 812 });
    expect((await page.goto(`${harness.baseUrl}/basket?site=yours-clothing-de`))?.status()).toBe(200);
    const underLines = page.locator('.basket-page__lines-notice .price-notice');
    expect(await underLines.isVisible()).toBe(true);
    expect(await underLines.textContent()).toBe(VAT_NOTICE);
    await expectNoAxeViolations(page);
    await underLines.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/legal-notices-de-basket-phone.png` });
    await page.setViewportSize(DESKTOP);
    expect(await underLines.isVisible()).toBe(false);
    expect(await page.locator('.basket-totals .price-notice').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the DE checkout: "Zahlungspflichtig bestellen", the terms and the right of withdrawal linked beside it, the VAT notice in the totals; axe clean', async () => {
    const context = await harness.browser.newContext({ viewport: DESKTOP });
    await addToBasket(harness, context, { site: 'yours-clothing-de', productId: product.id, stockId: size.stockId });
    const { page, problems } = await newWatchedPage(context);
    expect((await page.goto(`${harness.baseUrl}/basket?site=yours-clothing-de`))?.status()).toBe(200);
    const button = page.locator('[data-pay-now]');
    expect((await button.textContent())?.trim()).toBe('Zahlungspflichtig bestellen');
    const legal = page.locator('.payment-area__legal');
    expect(await legal.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' }).getAttribute('href')).toBe('/help/terms');
    expect(await legal.getByRole('link', { name: 'Widerrufsrecht' }).getAttribute('href')).toBe('/help/returns#withdrawal');
    expect(await page.locator('.basket-totals .price-notice').textContent()).toBe('Preise inkl. MwSt., zzgl. Versandkosten');
    await button.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/legal-notices-de-checkout.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
