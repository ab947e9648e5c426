import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCREENSHOTS, expectNoAxeViolations, useBrowserHarness } from './support/browser-harness.js';
import { demoCatalog } from './support/demo-catalog.js';


const harness = useBrowserHarness();

async function newPage(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; problems: string[] }> {
  const context = await harness.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // Refused forms answer 400/401 documents on purpose; any other failed response is a problem.
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[01]/.test(message.text())) problems.push(message.text());
  });
  return { page, problems };
}


const accountLink = (page: Page) => page.locator('.account-link').textContent();
const basketCount = (page: Page) => page.locator('[data-basket-count]').textContent();
const PASSWORD = 'a long enough password';
const dress = demoCatalog.products.find((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.filter((s) => s.unitsInStock > 5).length > 0)!;
const sizeIndex = dress.sizes.findIndex((s) => s.unitsInStock > 5);

describe('shopper accounts in a real browser', () => {
  test('register, sign out, add to the bag as a guest, sign in: the guest bag is merged and counted', async () => {
    const email = `ada.${Date.now()}@example.com`;
    const { page, problems } = await newPage();

    // Register, with a first attempt the form refuses.
    await page.goto(`${harness.baseUrl}/account/register?site=yours-clothing`);
    await expectNoAxeViolations(page);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.waitForSelector('.error-summary');
    expect(await page.locator('.error-summary').textContent()).toContain('Your password must be at least 10 characters long');
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/account-register-errors.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.waitForURL(/\/account\?welcome=1$/);
    expect(await page.locator('h1').textContent()).toBe('Hi, Ada Lovelace');
    await expect.poll(() => accountLink(page)).toBe('Hi, Ada Lovelace');
    await page.screenshot({ path: `${SCREENSHOTS}/account-page.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Sign out: back to a guest.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/account\/signin\?signedOut=1$/);
    expect(await page.locator('.account-page__notice').textContent()).toBe('You have signed out.');
    await expect.poll(() => accountLink(page)).toBe('Sign in');

    // As a guest, add two of a size to the bag from the product page.
    await page.goto(`${harness.baseUrl}/product/${dress.slug}`);
    await page.waitForSelector('[data-island="BuyGrid"][data-island-hydrated]');
    await page.locator(`label[for="size-${dress.id}-${sizeIndex}"]`).click();
    await page.locator('.buy-grid__add').click();
    await expect.poll(() => basketCount(page)).toBe('1');
    await page.goto(`${harness.baseUrl}/account/signin`);
    await expect.poll(() => basketCount(page)).toBe('1');

    // Sign in with a wrong password first, then the right one.
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForSelector('.error-summary');
    expect(await page.locator('.error-summary').textContent()).toContain('The email address or password is not right. Please try again.');
    await page.screenshot({ path: `${SCREENSHOTS}/account-signin-error.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/account\?welcome=1$/);
    await expect.poll(() => accountLink(page)).toBe('Hi, Ada Lovelace');
    await expect.poll(() => basketCount(page)).toBe('1');

    // Another device signs in and finds the same bag.
    const phone = await newPage({ width: 390, height: 844 });
    await phone.page.goto(`${harness.baseUrl}/account/signin?site=yours-clothing`);
    await phone.page.getByLabel('Email address').fill(email);
    await phone.page.getByLabel('Password').fill(PASSWORD);
    await phone.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await phone.page.waitForURL(/\/account\?welcome=1$/);
    await expect.poll(() => basketCount(phone.page)).toBe('1');
    await phone.page.screenshot({ path: `${SCREENSHOTS}/account-page-phone.png`, fullPage: true });
    await expectNoAxeViolations(phone.page);
    expect(phone.problems).toEqual([]);
    await phone.page.close();

    expect(problems).toEqual([]);
    await page.close();
  });

  test('the sign-in page passes axe and works by keyboard, in the site language', async () => {
    const { page, problems } = await newPage();
    await page.goto(`${harness.baseUrl}/account/signin?site=yours-clothing-de`);
    await page.screenshot({ path: `${SCREENSHOTS}/account-signin.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByLabel('E-Mail-Adresse').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.error-summary');
    expect(await page.locator('.error-summary').textContent()).toContain('Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein');
    expect(problems).toEqual([]);
    await page.close();
  });
});
