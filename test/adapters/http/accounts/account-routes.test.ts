import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProduct, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

let n = 0;
const newEmail = () => `shopper.${++n}.${Date.now()}@example.com`;
const PASSWORD = 'correct horse battery';
const dress = seededProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.filter((s) => s.unitsInStock > 2).length > 0);
const size = dress.sizes.find((s) => s.unitsInStock > 2)!;
const blouse = seededProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.id !== dress.id);

async function registered(browser: ShopperBrowser, name = 'Ada Lovelace', email = newEmail()) {
  const res = await browser.register(name, email, PASSWORD);
  expect(res.statusCode).toBe(303);
  return email;
}

describe('register and sign-in pages', () => {
  it.each([
    ['/account/signin', ['email', 'current-password'], 'Sign in to your account'],
    ['/account/register', ['name', 'email', 'new-password'], 'Create an account'],
  ])('%s has labelled fields with autocomplete, the hidden token and no caching', async (url, autocompletes, title) => {
    const res = await new ShopperBrowser(sut.app).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<h1 class="account-page__title">${title}</h1>`);
    for (const value of autocompletes) expect(res.body).toContain(`autoComplete="${value}"`);
    expect(res.body).toMatch(/<label class="form-field__label" for="email">Email address<\/label>/);
    expect(res.body).toMatch(/<input type="hidden" name="RequestVerificationToken" value="[^"]+"/);
  });
});

describe('registering', () => {
  it('allows 10 registrations per address in 10 minutes, then 429 on the form', async () => {
    const browser = new ShopperBrowser(sut.app);
    for (let i = 0; i < 10; i++) expect((await browser.register('Ada Lovelace', newEmail(), PASSWORD)).statusCode).toBe(303);
    const limited = await browser.register('Ada Lovelace', newEmail(), PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Create an account');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('creates the account, rotates the session cookie and lands on the account page', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const guestSid = browser.cookies.get('sid');
    const email = await registered(browser, 'Grace Hopper');
    expect(browser.cookies.get('sid')).toBeDefined();
    expect(browser.cookies.get('sid')).not.toBe(guestSid);
    const account = await browser.get('/account?welcome=1');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('Hi, Grace Hopper');
    expect(account.body).toContain(email);
    expect(account.body).toContain('data-user-datalayer-refresh');
    expect(await browser.dataLayer()).toMatchObject({ isShopper: true, shopperName: 'Grace Hopper', wishlistCount: 1 });
  });

  it('refuses an email already registered, in any letter case, with a clear message', async () => {
    const email = await registered(new ShopperBrowser(sut.app));
    const res = await new ShopperBrowser(sut.app).register('Someone Else', email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('An account with this email address already exists. Please sign in instead.');
    expect(res.body).toContain('role="alert"');
  });

  it('names what to fix and keeps what was typed (never the password)', async () => {
    const res = await new ShopperBrowser(sut.app).register('Ada', 'ada@', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please enter your details');
    expect(res.body).toContain('Please enter a valid email address, like name@example.com');
    expect(res.body).toContain('Your password must be at least 10 characters long');
    expect(res.body).toContain('value="ada@"');
    expect(res.body).not.toContain('value="short"');
    const empty = await new ShopperBrowser(sut.app).register('', '', '');
    expect(empty.body).toContain('Please enter your details');
    const noEmail = await new ShopperBrowser(sut.app).register('Ada', '', PASSWORD);
    expect(noEmail.body).toContain('Please enter an email address');
  });
});

describe('signing in', () => {
  it('a wrong password and an unknown email get the same 401 answer', async () => {
    const email = await registered(new ShopperBrowser(sut.app));
    const wrongPassword = await new ShopperBrowser(sut.app).signIn(email, 'not the password');
    const unknownEmail = await new ShopperBrowser(sut.app).signIn(newEmail(), PASSWORD);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('The email address or password is not right. Please try again.');
    }
    const blank = await new ShopperBrowser(sut.app).signIn('', '');
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Please enter your email and password');
  });

  it('a field over its size shows the form again with the field named, for sign in and register', async () => {
    const signIn = await new ShopperBrowser(sut.app).signIn(`${'a'.repeat(400)}@example.com`, PASSWORD);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.body).toContain('Please check email: it can be at most 320 characters long');
    expect(signIn.body).toContain('name="password"');
    const register = await new ShopperBrowser(sut.app).register('x'.repeat(301), newEmail(), PASSWORD);
    expect(register.statusCode).toBe(400);
    expect(register.body).toContain('Please check name: it can be at most 300 characters long');
  });

  it('without the anti-forgery token nothing happens: 403, still a guest', async () => {
    const email = await registered(new ShopperBrowser(sut.app));
    const browser = new ShopperBrowser(sut.app);
    const res = await browser.postForm('/account/signin', { email, password: PASSWORD }, false);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('security token is missing or out of date');
    expect((await browser.dataLayer()).isShopper).toBe(false);
  });

  it('rate-limits attempts per address and email: the sixth within a minute gets 429 with a clear message', async () => {
    const email = await registered(new ShopperBrowser(sut.app));
    const browser = new ShopperBrowser(sut.app);
    for (let i = 0; i < 5; i++) expect((await browser.signIn(email, `wrong password ${i}`)).statusCode).toBe(401);
    const limited = await browser.signIn(email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many sign-in attempts. Please wait a minute, then try again.');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await browser.dataLayer()).isShopper).toBe(false);
    const json = await browser.request({
      method: 'POST', url: '/account/signin', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ email, password: PASSWORD, RequestVerificationToken: await browser.token() }).toString(),
    });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Please wait a minute, then try again.' });
    const otherAccount = await registered(new ShopperBrowser(sut.app));
    expect((await browser.signIn(otherAccount, PASSWORD)).statusCode).toBe(303);
  });

  it('rate-limits one address trying many emails (20 a minute), in the database, so other addresses are not slowed', async () => {
    const attacker = new ShopperBrowser(sut.app);
    for (let i = 0; i < 20; i++) expect((await attacker.signIn(newEmail(), 'not the password')).statusCode).toBe(401);
    const limited = await attacker.signIn(newEmail(), 'not the password');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await sut.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [`sign-in-address:${attacker.address}`]);
    expect(rows[0]!.hits).toBe(21);
    const shopper = new ShopperBrowser(sut.app);
    const email = await registered(shopper);
    expect((await new ShopperBrowser(sut.app).signIn(email, PASSWORD)).statusCode).toBe(303);
  });

  it('a request refused before the limit (no anti-forgery token) counts nothing', async () => {
    const browser = new ShopperBrowser(sut.app);
    expect((await browser.postForm('/account/signin', { email: newEmail(), password: 'x' }, false)).statusCode).toBe(403);
    const { rows } = await sut.db.query('SELECT 1 FROM rate_limit_hits WHERE key LIKE $1', [`%${browser.address}%`]);
    expect(rows).toHaveLength(0);
  });

  it("rotates the session and merges the guest's basket and wishlist; another device finds them", async () => {
    const email = await registered(new ShopperBrowser(sut.app), 'Katherine Johnson');
    const laptop = new ShopperBrowser(sut.app);
    await laptop.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const added = await laptop.get(`/basket/api/add?productId=${dress.id}&stockId=${encodeURIComponent(size.stockId)}&quantity=2`, { accept: 'application/json' });
    expect(added.statusCode).toBe(200);
    expect(await laptop.dataLayer()).toMatchObject({ isShopper: false, basketCount: 2, wishlistCount: 1 });
    const guestSid = laptop.cookies.get('sid');

    const signedIn = await laptop.signIn(email.toUpperCase(), PASSWORD);
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/account?welcome=1');
    expect(laptop.cookies.get('sid')).not.toBe(guestSid);
    expect(await laptop.dataLayer()).toMatchObject({ isShopper: true, shopperName: 'Katherine Johnson', basketCount: 2, wishlistCount: 1 });

    // The old guest cookie is worthless now.
    const stale = new ShopperBrowser(sut.app);
    stale.cookies.set('sid', guestSid!);
    expect(await stale.dataLayer()).toMatchObject({ isShopper: false, basketCount: 0, wishlistCount: 0 });

    const phone = new ShopperBrowser(sut.app);
    await phone.postApi(`/wishlist/api/add?productId=${blouse.id}`);
    await phone.postApi(`/wishlist/api/add?productId=${dress.id}`);
    expect((await phone.signIn(email, PASSWORD)).statusCode).toBe(303);
    expect(await phone.dataLayer()).toMatchObject({ isShopper: true, basketCount: 2, wishlistCount: 2 });
    expect((await phone.wishlistIds()).sort()).toEqual([dress.id, blouse.id].sort());
    expect((await laptop.wishlistIds()).sort()).toEqual([dress.id, blouse.id].sort());
  });
});

describe('the account page and signing out', () => {
  it('a guest asking for the account page is sent to sign in', async () => {
    const res = await new ShopperBrowser(sut.app).get('/account');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account/signin');
  });

  it('signing out rotates to a guest session that owns nothing', async () => {
    const browser = new ShopperBrowser(sut.app);
    await registered(browser);
    await browser.postApi(`/wishlist/api/add?productId=${dress.id}`);
    const shopperSid = browser.cookies.get('sid');
    const out = await browser.postForm('/account/signout', {});
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/account/signin?signedOut=1');
    expect(browser.cookies.get('sid')).not.toBe(shopperSid);
    expect(await browser.dataLayer()).toMatchObject({ isShopper: false, wishlistCount: 0 });
    expect((await browser.get('/account')).statusCode).toBe(303);
    const page = await browser.get('/account/signin?signedOut=1');
    expect(page.body).toContain('You have signed out.');
    expect(page.body).toContain('data-user-datalayer-refresh');
  });

  it('signing out needs the token too', async () => {
    const browser = new ShopperBrowser(sut.app);
    await registered(browser);
    expect((await browser.postForm('/account/signout', {}, false)).statusCode).toBe(403);
    expect((await browser.dataLayer()).isShopper).toBe(true);
  });
});

describe('the cap on password hashes at once', () => {
  let capped: StorefrontUnderTest;
  const logLines: string[] = [];
  beforeAll(async () => {
    // Production's cost: each hash must still be running when the next sign-in arrives.
    capped = await startStorefrontUnderTest({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_COST: '17' }, logLines });
  }, 120_000);
  afterAll(async () => capped?.close());

  it('answers 503 BUSY with Retry-After at once beyond the cap, and lets the next one in', async () => {
    const browsers = [0, 1, 2].map(() => new ShopperBrowser(capped.app));
    for (const browser of browsers) await browser.token();
    const answers = await Promise.all(browsers.map((browser) => browser.signIn(newEmail(), 'not the password')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toContain(401);
    expect(statuses).toContain(503);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.body).toContain('Many people are signing in just now');
    expect((await browsers[0]!.signIn(newEmail(), 'not the password')).statusCode).toBe(401);
  });

  it('logs a refusal beyond the cap at warn with its code, never at error nor with a stack, for a form and a script alike', async () => {
    logLines.length = 0;
    const browsers = [0, 1, 2, 3].map(() => new ShopperBrowser(capped.app));
    const tokens = await Promise.all(browsers.map((browser) => browser.token()));
    const answers = await Promise.all(browsers.map((browser, i) => browser.request({
      method: 'POST',
      url: '/account/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: i % 2 === 0 ? 'text/html' : 'application/json' },
      payload: new URLSearchParams({ email: newEmail(), password: 'not the password', RequestVerificationToken: tokens[i]! }).toString(),
    })));
    const shed = answers.filter((a) => a.statusCode === 503).length;
    expect(shed).toBeGreaterThan(0);
    const entries = logLines.map((line) => JSON.parse(line) as { level: number; code?: string; err?: unknown; msg: string });
    const busy = entries.filter((entry) => entry.code === 'BUSY');
    expect(busy).toHaveLength(shed);
    for (const entry of busy) expect(entry.level).toBe(40);
    expect(busy.some((entry) => 'err' in entry)).toBe(false);
    expect(logLines.join('\n')).not.toContain('"stack"');
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
  });
});
