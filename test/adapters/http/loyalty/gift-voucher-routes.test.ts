import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '../../../../src/adapters/persistence/seed/seed-loyalty.js';
import { loyaltySnapshot, seedLoyaltyForTests } from '../../../support/loyalty-fixtures.js';
import { ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
  await seedLoyaltyForTests(sut.db);
}, 120_000);
afterAll(async () => sut?.close());

const json = (browser: ShopperBrowser, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  browser.request({ method: 'POST', url, headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, payload: payload as string });
const apply = (browser: ShopperBrowser, code: unknown) => json(browser, '/basket/api/voucher', { code });
const remove = (browser: ShopperBrowser, code: unknown) => json(browser, '/basket/api/voucher/remove', { code });
const appliedCodes = async (browser: ShopperBrowser): Promise<string[]> => {
  const sid = browser.cookies.get('sid');
  if (sid === undefined) return [];
  const { rows } = await sut.db.query<{ code: string }>(
    `SELECT b.code FROM basket_gift_vouchers b JOIN sessions s ON split_part(b.owner_key, '@', 1) IN ('g:' || s.id, 's:' || s.shopper_id)
      WHERE s.id = $1 ORDER BY b.seq`, [decodeURIComponent(sid).split('.')[0]!.split('|')[0]]);
  return rows.map((r) => r.code);
};

describe('POST /basket/api/voucher (JSON)', () => {
  it('applies a code typed with dashes, spaces and lower case, listing the vouchers, and removes it', async () => {
    const browser = new ShopperBrowser(sut.app);
    const res = await apply(browser, ' demo-gb25 0001 ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true, code: 'DEMOGB250001', message: 'Your gift voucher was applied.',
      vouchers: [{ code: 'DEMOGB250001', display: 'DEMO-GB25-0001', balance: '£25' }],
    });
    expect(browser.cookies.has('sid')).toBe(true);
    expect(await appliedCodes(browser)).toEqual(['DEMOGB250001']);
    const removed = await remove(browser, 'DEMO-GB25-0001');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, code: 'DEMOGB250001', message: 'Your gift voucher was removed.', vouchers: [] });
    expect(await appliedCodes(browser)).toEqual([]);
  });

  it('takes a euro voucher on a euro site, in its format', async () => {
    const browser = new ShopperBrowser(sut.app, 'yours-clothing-ie');
    const res = await apply(browser, 'DEMO-EU25-0004');
    expect(res.json().vouchers).toEqual([{ code: 'DEMOEU250004', display: 'DEMO-EU25-0004', balance: '€25' }]);
  });

  it('refuses empty, unknown, spent, foreign and repeated codes in the one error shape, changing nothing', async () => {
    const browser = new ShopperBrowser(sut.app);
    await apply(browser, 'DEMO-GB10-0002');
    const cookieless = new ShopperBrowser(sut.app);
    const before = await loyaltySnapshot(sut.db, { counters: false });
    const cases: Array<[unknown, number, string, string?]> = [
      ['', 400, 'VOUCHER_CODE_REQUIRED', 'Please enter a voucher code'],
      [' - -  ', 400, 'VOUCHER_CODE_REQUIRED', 'Please enter a voucher code'],
      ['NOPE-NOPE-NOPE', 404, 'VOUCHER_NOT_FOUND'],
      ["'; DROP TABLE gift_vouchers; --", 404, 'VOUCHER_NOT_FOUND'],
      ['DEMO-GB00-0003', 409, 'VOUCHER_EMPTY'],
      ['DEMO-EU25-0004', 409, 'VOUCHER_CURRENCY'],
      ['demo-gb10-0002', 409, 'VOUCHER_ALREADY_APPLIED'],
    ];
    for (const [code, status, errorCode, message] of cases) {
      const res = await apply(browser, code);
      expect(res.statusCode, String(code)).toBe(status);
      expect(res.json()).toEqual({ code: errorCode, message: message ?? expect.stringMatching(/\S/) });
    }
    for (const code of ['', 'NOPE-NOPE-NOPE', 'DEMO-GB00-0003']) expect((await apply(cookieless, code)).statusCode).toBeGreaterThanOrEqual(400);
    expect(cookieless.cookies.has('sid')).toBe(false);
    expect(await loyaltySnapshot(sut.db, { counters: false })).toEqual(before);
  });

  it('refuses malformed JSON, a wrong content type, a missing, odd or huge code with a 4xx before counting or changing anything', async () => {
    const browser = new ShopperBrowser(sut.app);
    await apply(browser, 'DEMO-GB25-0001');
    const before = await loyaltySnapshot(sut.db);
    const sends: Array<[Record<string, string>, string, number]> = [
      [{ 'content-type': 'application/json' }, '{"code": "DEMO', 400],
      [{ 'content-type': 'application/json' }, '', 400],
      [{ 'content-type': 'application/json' }, '{}', 400],
      [{ 'content-type': 'application/json' }, '[]', 400],
      [{ 'content-type': 'application/json' }, '{"code": {"$ne": null}}', 400],
      [{ 'content-type': 'application/json' }, JSON.stringify({ code: 'X'.repeat(65) }), 400],
      [{ 'content-type': 'application/json' }, JSON.stringify({ code: 'DEMO\u0000GB25' }), 400],
      [{ 'content-type': 'text/plain' }, 'DEMO-GB10-0002', 415],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'code=DEMO-GB10-0002', 415],
    ];
    for (const url of ['/basket/api/voucher', '/basket/api/voucher/remove']) {
      for (const [headers, payload, status] of sends) {
        const res = await browser.request({ method: 'POST', url, headers: { accept: 'application/json', ...headers }, payload });
        expect(res.statusCode, `${url} ${payload}`).toBe(status);
        expect(res.json()).toEqual({ code: status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INVALID_INPUT', message: expect.any(String) });
      }
    }
    expect(await loyaltySnapshot(sut.db)).toEqual(before);
  });

  it('refuses to remove a voucher that is not on the basket, and a cross-site change', async () => {
    const browser = new ShopperBrowser(sut.app);
    await apply(browser, 'DEMO-GB25-0001');
    const before = await loyaltySnapshot(sut.db, { counters: false });
    const res = await remove(browser, 'DEMO-GB10-0002');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'VOUCHER_NOT_APPLIED', message: 'This gift voucher is not on your basket.' });
    expect((await remove(new ShopperBrowser(sut.app), 'DEMO-GB25-0001')).statusCode).toBe(404);
    expect((await json(browser, '/basket/api/voucher/remove', { code: 'DEMO-GB25-0001' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await json(browser, '/basket/api/voucher', { code: 'DEMO-GB10-0002' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await loyaltySnapshot(sut.db, { counters: false })).toEqual(before);
  });

  it('limits code attempts per session: the 11th in ten minutes is 429, counted in the database', async () => {
    const browser = new ShopperBrowser(sut.app);
    await apply(browser, 'DEMO-GB25-0001'); // counted against the address: the browser had no session yet
    for (let i = 0; i < 10; i++) expect((await apply(browser, `GUESS-${i}-CODE`)).statusCode).toBe(404);
    const res = await apply(browser, 'DEMO-GB10-0002');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many voucher and coupon attempts. Please wait a few minutes, then try again.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await appliedCodes(browser)).toEqual(['DEMOGB250001']);
  });

  it("moves a guest's vouchers to the shopper on sign-in", async () => {
    const browser = new ShopperBrowser(sut.app);
    await apply(browser, 'DEMO-GB10-0002');
    expect((await browser.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).statusCode).toBe(303);
    const { rows } = await sut.db.query<{ owner_key: string }>("SELECT owner_key FROM basket_gift_vouchers b JOIN shoppers s ON b.owner_key = 's:' || s.id || '@evans' WHERE s.email = $1", [DEMO_SHOPPER.email]);
    expect(rows).toHaveLength(1);
    expect(await appliedCodes(browser)).toEqual(['DEMOGB100002']);
  });
});

describe('the voucher box without JavaScript (plain form posts)', () => {
  it('applies and removes with the anti-forgery token, going back to the basket with the outcome', async () => {
    const browser = new ShopperBrowser(sut.app);
    const applied = await browser.postForm('/basket/voucher', { code: 'demo gb25 0001' });
    expect(applied.statusCode).toBe(303);
    expect(applied.headers.location).toBe('/basket?voucher=applied#gift-voucher');
    expect(await appliedCodes(browser)).toEqual(['DEMOGB250001']);
    const refused = await browser.postForm('/basket/voucher', { code: 'NOPE-NOPE' });
    expect(refused.headers.location).toBe('/basket?voucher=VOUCHER_NOT_FOUND#gift-voucher');
    const empty = await browser.postForm('/basket/voucher', { code: '' });
    expect(empty.headers.location).toBe('/basket?voucher=VOUCHER_CODE_REQUIRED#gift-voucher');
    const removed = await browser.postForm('/basket/voucher/remove', { code: 'DEMOGB250001' });
    expect(removed.headers.location).toBe('/basket?voucher=removed#gift-voucher');
    expect(await appliedCodes(browser)).toEqual([]);
  });

  it('refuses a post without the token, or with a huge code, with a 4xx page, changing nothing', async () => {
    const browser = new ShopperBrowser(sut.app);
    await browser.postForm('/basket/voucher', { code: 'DEMO-GB25-0001' });
    const before = await loyaltySnapshot(sut.db);
    const forged = await browser.postForm('/basket/voucher', { code: 'DEMO-GB10-0002' }, false);
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['content-type']).toMatch(/^text\/html/);
    expect((await browser.postForm('/basket/voucher/remove', { code: 'DEMOGB250001' }, false)).statusCode).toBe(403);
    expect((await browser.postForm('/basket/voucher', { code: 'X'.repeat(65) })).statusCode).toBe(400);
    expect((await browser.postForm('/basket/voucher', {})).statusCode).toBe(400);
    const after = await loyaltySnapshot(sut.db);
    expect(after).toEqual(before);
  });
});
