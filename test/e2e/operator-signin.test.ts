import { describe, expect, test } from 'vitest';
import { addTestOperator } from '../support/operator-credentials.js';
import { DESKTOP, SCREENSHOTS, expectNoAxeViolations, newWatchedPage, useBrowserHarness } from './support/browser-harness.js';

const harness = useBrowserHarness();

describe('the operator console in a real browser', () => {
  test('sign in by keyboard alone, see who is signed in, sign out; no script runs and every page passes axe', async () => {
    const email = `olive.${Date.now()}@shop.example`;
    const password = 'a-long-staff-passphrase';
    await addTestOperator(harness.sut.db, { email, password, role: 'support', name: 'Olive' });
    const { page, problems } = await newWatchedPage(await harness.browser.newContext({ viewport: DESKTOP }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto(`${harness.baseUrl}/operator`);
    await page.waitForURL(/\/operator\/signin$/);
    expect(await page.locator('h1').textContent()).toBe('Operator sign-in');
    await expectNoAxeViolations(page);

    // A wrong password first: the form again, with the problem announced.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('email');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.error-summary');
    expect(await page.locator('.error-summary [role], .error-summary').first().textContent()).toContain('The email address or password is not right.');
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    await page.screenshot({ path: `${SCREENSHOTS}/operator-signin-refused.png`, fullPage: true });
    await expectNoAxeViolations(page);

    await page.getByLabel('Password').focus();
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator$/);
    expect(await page.locator('h1').textContent()).toBe('Operator console');
    expect(await page.locator('main').textContent()).toContain('Signed in as Olive');
    expect(await page.locator('main').textContent()).toContain('Role: support');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'op')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    await page.screenshot({ path: `${SCREENSHOTS}/operator-console-home.png`, fullPage: true });
    await expectNoAxeViolations(page);

    // Sign out with the keyboard: focus the button, press Enter.
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\/signin\?signedOut=1$/);
    expect(await page.getByRole('status').textContent()).toBe('You have signed out of the operator console.');
    expect((await page.context().cookies()).some((c) => c.name === 'op')).toBe(false);
    await expectNoAxeViolations(page);
    await page.goto(`${harness.baseUrl}/operator`);
    await page.waitForURL(/\/operator\/signin$/);

    expect(scripts).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
