import { describe, expect, test } from 'vitest';
import { formatMoney, sitePrice } from '../../src/domain/pricing/format-price.js';
import { findSiteVariant } from '../../src/domain/site/site-variants.js';
import { DESKTOP, SCREENSHOTS, addToBasket, expectNoAxeViolations, newWatchedPage, openPage, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';

const harness = useBrowserHarness();
const de = findSiteVariant('yours-clothing-de')!;

// A demo product whose seeded history had a deeper sale (£1 below today's) inside the 30 days before this one.
const product = demoCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.salePriceMinor !== null
  && p.id % 4 === 0 && p.sizes.some((s) => s.unitsInStock >= 2))!;
const size = product.sizes.find((s) => s.unitsInStock >= 2)!;
const shown = (gbpMinor: number): string => formatMoney(sitePrice(gbpMinor, de.price), de.price);

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
