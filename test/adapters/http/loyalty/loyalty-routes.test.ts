import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '../../../../src/adapters/persistence/seed/seed-loyalty.js';
import { SqlLoyaltyAccounts } from '../../../../src/adapters/persistence/sql-loyalty-accounts.js';
import { loyaltySnapshot, seedLoyaltyForTests } from '../../../support/loyalty-fixtures.js';
import { ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
  await seedLoyaltyForTests(sut.db);
}, 120_000);
afterAll(async () => sut?.close());

const APPLY = '/basket/api/ApplyLoyaltyCoupon';
const CREATE = '/basket/api/CreateLoyaltyVoucher';
const FRAGMENT = { 'x-requested-with': 'XMLHttpRequest', accept: 'text/html' };

async function demoShopper(): Promise<ShopperBrowser> {
  const browser = new ShopperBrowser(sut.app);
  const res = await browser.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  expect(res.statusCode).toBe(303);
  return browser;
}

let registered = 0;
/** A fresh signed-in shopper (of their own, so tests do not share points) and their id. */
async function newShopper(points = 0): Promise<{ browser: ShopperBrowser; shopperId: number }> {
  const browser = new ShopperBrowser(sut.app);
  const email = `loyalty-${++registered}-${Date.now()}@example.com`;
  expect((await browser.register('Test Shopper', email, 'quiet-lantern-harbour-91')).statusCode).toBe(303);
  const { rows } = await sut.db.query<{ id: number }>('SELECT id FROM shoppers WHERE email = $1', [email]);
  const shopperId = rows[0]!.id;
  if (points > 0) await new SqlLoyaltyAccounts(sut.db).addPoints(shopperId, points);
  return { browser, shopperId };
}

const couponStatus = async (id: string) =>
  (await sut.db.query<{ status: string }>('SELECT status FROM loyalty_coupons WHERE id = $1', [id])).rows[0]?.status;

describe('GET /basket/api/ApplyLoyaltyCoupon (spec section 7)', () => {
  it('applies the shopper\'s coupon and answers exactly {success, errorMessage}, then takes it off when toggled', async () => {
    const browser = await demoShopper();
    const applied = await browser.get(`${APPLY}?couponId=demo-coupon-gbp-5&isConfirmation=true`);
    expect(applied.statusCode).toBe(200);
    expect(applied.headers['cache-control']).toBe('no-store');
    expect(applied.json()).toEqual({ success: true, errorMessage: '' });
    expect(await couponStatus('demo-coupon-gbp-5')).toBe('applied');
    expect((await browser.get(`${APPLY}?couponId=demo-coupon-gbp-5&isConfirmation=true`)).json()).toEqual({ success: true, errorMessage: '' });
    expect(await couponStatus('demo-coupon-gbp-5')).toBe('applied');
    expect((await browser.get(`${APPLY}?couponId=demo-coupon-gbp-5`)).json()).toEqual({ success: true, errorMessage: '' });
    expect(await couponStatus('demo-coupon-gbp-5')).toBe('available');
  });

  it('refuses a guest, another shopper, an unknown coupon and a foreign currency in the one error shape, changing nothing', async () => {
    const guest = new ShopperBrowser(sut.app);
    const { browser: other } = await newShopper();
    const demo = await demoShopper();
    const before = await loyaltySnapshot(sut.db, { counters: false });
    const cases: Array<[ShopperBrowser, string, number, string]> = [
      [guest, 'demo-coupon-gbp-5', 401, 'SIGN_IN_REQUIRED'],
      [other, 'demo-coupon-gbp-5', 404, 'COUPON_NOT_FOUND'],
      [demo, 'no-such-coupon', 404, 'COUPON_NOT_FOUND'],
      [demo, 'demo-coupon-eur-5', 409, 'COUPON_CURRENCY'],
    ];
    for (const [browser, couponId, status, code] of cases) {
      const res = await browser.get(`${APPLY}?couponId=${couponId}`);
      expect(res.statusCode, code).toBe(status);
      const body = res.json();
      expect(body).toEqual({ success: false, errorMessage: body.message, code, message: expect.any(String) });
      expect(body.errorMessage.length).toBeGreaterThan(0);
    }
    expect((await guest.get(`${APPLY}?couponId=x`)).json().errorMessage).toBe('Please sign in to use your loyalty points and coupons.');
    expect(await loyaltySnapshot(sut.db, { counters: false })).toEqual(before);
  });

  it('refuses missing, huge and odd coupon ids with 400 before counting or changing anything', async () => {
    const demo = await demoShopper();
    const before = await loyaltySnapshot(sut.db);
    const bad = ['', '?isConfirmation=true', '?couponId=', `?couponId=${'a'.repeat(65)}`, '?couponId=..%2F..%2Fetc', '?couponId=%3Cscript%3E',
      '?couponId=demo-coupon-gbp-5&isConfirmation=maybe', '?couponId=%E2%82%AC', '?couponId=a%20b'];
    for (const query of bad) {
      const res = await demo.get(`${APPLY}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUT', errorMessage: expect.stringMatching(/\S/) });
    }
    expect(await loyaltySnapshot(sut.db)).toEqual(before);
  });

  it('is refused cross-site and never runs for HEAD', async () => {
    const demo = await demoShopper();
    const before = await loyaltySnapshot(sut.db, { counters: false });
    const cross = await demo.get(`${APPLY}?couponId=demo-coupon-gbp-10`, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ success: false, code: 'CROSS_SITE' });
    const head = await demo.request({ method: 'HEAD', url: `${APPLY}?couponId=demo-coupon-gbp-10` });
    expect(head.statusCode).toBe(405);
    expect(await loyaltySnapshot(sut.db, { counters: false })).toEqual(before);
  });

  it('limits attempts per session: the 31st in ten minutes is 429 TOO_MANY_ATTEMPTS with Retry-After', async () => {
    const guest = new ShopperBrowser(sut.app);
    await guest.request({ method: 'POST', url: '/basket/api/voucher', headers: { 'content-type': 'application/json' }, payload: { code: 'DEMO-GB25-0001' } });
    for (let i = 0; i < 30; i++) expect((await guest.get(`${APPLY}?couponId=c${i}`)).statusCode).toBe(401);
    const res = await guest.get(`${APPLY}?couponId=c31`);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS', errorMessage: 'Too many voucher and coupon attempts. Please wait a few minutes, then try again.' });
    const counters = await sut.db.query<{ key: string }>("SELECT key FROM rate_limit_hits WHERE key LIKE 'coupon-%'");
    expect(counters.rows.some((r) => r.key.startsWith('coupon-session:s:'))).toBe(true);
    expect(counters.rows.every((r) => !r.key.includes(guest.cookies.get('sid') ?? '\u0000'))).toBe(true);
  });

  it('limits attempts per address across sessions', async () => {
    const address = '203.0.113.77';
    /** Shoppers behind one address, each with a browser session of their own. */
    const browserBehind = (i: number) => {
      const browser = new ShopperBrowser(sut.app, 'evans', address);
      browser.cookies.set('sid', `browser-${i}`);
      return browser;
    };
    for (let i = 0; i < 90; i++) expect((await browserBehind(i).get(`${APPLY}?couponId=c${i}`)).statusCode).toBe(401);
    expect((await browserBehind(90).get(`${APPLY}?couponId=x`)).statusCode).toBe(429);
    expect((await new ShopperBrowser(sut.app).get(`${APPLY}?couponId=x`)).statusCode).toBe(401);
  });
});

describe('GET on the voucher-create link', () => {
  it('turns 500 points into a coupon and answers the loyalty area as HTML', async () => {
    const { browser, shopperId } = await newShopper(1200);
    const res = await browser.get(`${CREATE}?nolayout=true`, FRAGMENT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('data-island="LoyaltyVouchers"');
    expect(res.body).toContain('You have 700 points.');
    expect(res.body).toMatch(/data-account-id="[A-Za-z0-9_-]+"/);
    expect(await new SqlLoyaltyAccounts(sut.db).pointsOf(shopperId)).toBe(700);
    expect(await new SqlLoyaltyAccounts(sut.db).couponsOf(shopperId)).toHaveLength(1);
  });

  it('without JavaScript the link goes back to the basket with the outcome', async () => {
    const { browser, shopperId } = await newShopper(500);
    const res = await browser.get(CREATE, { accept: 'text/html' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/basket?loyalty=created#loyalty-vouchers');
    expect(await new SqlLoyaltyAccounts(sut.db).pointsOf(shopperId)).toBe(0);
    const again = await browser.get(CREATE, { accept: 'text/html' });
    expect(again.headers.location).toBe('/basket?loyalty=NOT_ENOUGH_POINTS#loyalty-vouchers');
  });

  it('refuses a guest and a shopper without enough points, changing nothing', async () => {
    const { browser } = await newShopper(499);
    const guest = new ShopperBrowser(sut.app);
    const before = await loyaltySnapshot(sut.db, { counters: false });
    const short = await browser.get(`${CREATE}?nolayout=true`, FRAGMENT);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ code: 'NOT_ENOUGH_POINTS', message: 'You do not have enough points for a voucher yet.' });
    const anonymous = await guest.get(`${CREATE}?nolayout=true`, FRAGMENT);
    expect(anonymous.statusCode).toBe(401);
    expect((await guest.get(`${CREATE}?nolayout=${'x'.repeat(20)}`, FRAGMENT)).statusCode).toBe(400);
    expect((await browser.get(CREATE, { ...FRAGMENT, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await loyaltySnapshot(sut.db, { counters: false })).toEqual(before);
  });

  it('two simultaneous creations cannot spend the same points twice', async () => {
    const { browser, shopperId } = await newShopper(500);
    const answers = await Promise.all([1, 2, 3].map(() => browser.get(`${CREATE}?nolayout=true`, FRAGMENT)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const loyalty = new SqlLoyaltyAccounts(sut.db);
    expect(await loyalty.pointsOf(shopperId)).toBe(0);
    expect(await loyalty.couponsOf(shopperId)).toHaveLength(1);
  });
});
