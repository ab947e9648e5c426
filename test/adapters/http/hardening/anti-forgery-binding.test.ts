import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProduct, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

/** The anti-forgery token is bound to a signed-in session and renewed on sign-in and sign-out (ADR 0026). */
let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const dress = seededProduct((p) => p.brand === 'evans' && p.kind === 'apparel');
const add = `/wishlist/api/add?productId=${dress.id}`;

const PASSWORD = 'Velvet-Harbour-Lantern-2026';
let shoppers = 0;
const newEmail = () => `forgery-${++shoppers}-${Date.now()}@example.com`;

/** A browser signed in to a new account (registering signs in). */
async function signedIn(email = newEmail()): Promise<ShopperBrowser> {
  const browser = new ShopperBrowser(sut.app, 'evans');
  expect((await browser.register('Ada Lovelace', email, PASSWORD)).statusCode).toBe(303);
  return browser;
}

describe('anti-forgery token bound to the session', () => {
  it('refuses a token and _csrf cookie taken from another session (a guest\'s or another signed-in one) with 403', async () => {
    const victim = await signedIn();
    expect((await victim.postApi(add)).statusCode).toBe(200);
    for (const other of [new ShopperBrowser(sut.app, 'evans'), await signedIn()]) {
      const token = await other.token();
      const secret = other.cookies.get('_csrf');
      expect(secret).toBeDefined();
      expect((await other.postApi(add, token)).statusCode).toBe(200);
      const planted = await victim.request({
        method: 'POST', url: add, headers: { accept: 'application/json', RequestVerificationToken: token }, cookies: { _csrf: secret! },
      });
      expect(planted.statusCode).toBe(403);
      expect(planted.json()).toMatchObject({ code: 'FORGERY' });
    }
  });

  it('a token from before sign-in no longer works after it, nor one from before sign-out', async () => {
    const browser = new ShopperBrowser(sut.app, 'evans');
    const before = await browser.token();
    expect((await browser.postApi(add, before)).statusCode).toBe(200);
    const email = newEmail();
    expect((await browser.register('Ada Lovelace', email, PASSWORD)).statusCode).toBe(303);
    expect((await browser.postApi(add, before)).statusCode).toBe(403);
    const whileSignedIn = await browser.token();
    expect((await browser.postApi(add, whileSignedIn)).statusCode).toBe(200);
    expect((await browser.postForm('/account/signout', {})).statusCode).toBe(303);
    expect((await browser.postApi(add, whileSignedIn)).statusCode).toBe(403);
    const signedOut = await browser.token();
    expect((await browser.postApi(add, signedOut)).statusCode).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).statusCode).toBe(303);
    expect((await browser.postApi(add, signedOut)).statusCode).toBe(403);
    expect((await browser.postApi(add)).statusCode).toBe(200);
  });
});
