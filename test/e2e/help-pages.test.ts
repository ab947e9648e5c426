import { describe, expect, test } from 'vitest';
import { HELP_PAGES, helpPagePath } from '../../src/domain/site/help-pages.js';
import { expectNoAxeViolations, openPage, SCREENSHOTS, useBrowserHarness } from './support/browser-harness.js';

const harness = useBrowserHarness();

describe('the legal and help pages, in a real browser', () => {
  test('a German shopper opens the returns page from the footer: German text, the withdrawal section, no axe violations', async () => {
    const { page, problems } = await openPage(harness, '/?site=yours-clothing-de');
    const footer = page.locator('footer nav[aria-labelledby="help-links-title"]');
    await expect(footer.getByRole('heading', { name: 'Hilfe und rechtliche Hinweise' }).isVisible()).resolves.toBe(true);

    await Promise.all([page.waitForURL(/\/help\/returns$/), footer.getByRole('link', { name: 'Rücksendungen und Widerrufsrecht' }).click()]);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Rücksendungen und Widerrufsrecht');
    await expect(page.locator('blockquote').first().innerText()).resolves.toMatch(/^Vorlage – vor dem Livegang ersetzen\./);
    await expect(page.locator('h2#withdrawal').innerText()).resolves.toBe('Widerrufsbelehrung');
    await expect(page.getByRole('heading', { name: 'Muster-Widerrufsformular' }).isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toContain('Rücksendungen und Widerrufsrecht');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/help-returns-de.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the footer links are reached by keyboard, in order, and Enter opens one', async () => {
    const { page, problems } = await openPage(harness, '/help/terms?site=yours-clothing-de');
    const reached: string[] = [];
    for (let press = 0; press < 200 && reached.length < HELP_PAGES.length; press += 1) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => (document.activeElement?.closest('.help-links') ? document.activeElement.getAttribute('href') : null));
      if (href !== null) reached.push(href);
    }
    expect(reached).toEqual(HELP_PAGES.map(helpPagePath));
    // The last link reached is the contact page's; Enter follows it.
    await Promise.all([page.waitForURL(/\/help\/contact$/), page.keyboard.press('Enter')]);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Kontakt und Impressum');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a Dutch shopper reads the terms and a Polish one the returns page with its model form, each in their language', async () => {
    const dutch = await openPage(harness, '/?site=yours-clothing-nl');
    const footer = dutch.page.locator('footer nav[aria-labelledby="help-links-title"]');
    await Promise.all([dutch.page.waitForURL(/\/help\/terms$/), footer.getByRole('link', { name: 'Algemene voorwaarden' }).click()]);
    await expect(dutch.page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Algemene voorwaarden');
    await expect(dutch.page.locator('blockquote').first().innerText()).resolves.toMatch(/^Sjabloon – vervangen vóór livegang\./);
    await expect(dutch.page.locator('.help-page__text').innerText()).resolves.toContain('De taal van de overeenkomst is het Nederlands.');
    await expectNoAxeViolations(dutch.page);
    await dutch.page.screenshot({ path: `${SCREENSHOTS}/help-terms-nl.png`, fullPage: true });
    expect(dutch.problems).toEqual([]);
    await dutch.page.close();

    const polish = await openPage(harness, '/help/returns?site=yours-clothing-pl');
    await expect(polish.page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Zwroty i prawo odstąpienia od umowy');
    await expect(polish.page.locator('h2#withdrawal').innerText()).resolves.toBe('Prawo odstąpienia od umowy');
    await expect(polish.page.getByRole('heading', { name: 'Wzór formularza odstąpienia od umowy' }).isVisible()).resolves.toBe(true);
    await expect(polish.page.locator('html').getAttribute('lang')).resolves.toBe('pl-PL');
    await expectNoAxeViolations(polish.page);
    await polish.page.screenshot({ path: `${SCREENSHOTS}/help-returns-pl.png`, fullPage: true });
    expect(polish.problems).toEqual([]);
    await polish.page.close();
  });

  test('the delivery page of a UK site shows its prices per country and passes axe', async () => {
    const { page, problems } = await openPage(harness, '/help/delivery?site=evans');
    const uk = page.locator('table', { has: page.locator('caption', { hasText: 'United Kingdom' }) });
    await expect(uk.getByRole('row', { name: /Standard delivery/ }).innerText()).resolves.toMatch(/Standard delivery\s+£3\.99/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/help-delivery-gb.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
