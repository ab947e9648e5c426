import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

/** The `site` cookie (issue 12): not set by a link from another site; Secure when the request came by HTTPS. */
let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest({ env: { TRUST_PROXY: 'true' } });
}, 120_000);
afterAll(async () => sut?.close());

const siteCookieOf = (res: { cookies: Array<{ name: string; value: string; secure?: boolean }> }) => res.cookies.find((c) => c.name === 'site');

describe('the site cookie', () => {
  it('a ?site= link from another site shows that site but does not set the cookie', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/?site=mandco', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('M&amp;Co');
    expect(siteCookieOf(res)).toBeUndefined();
  });

  it('the same link followed on the site itself sets it, without Secure over plain http', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/?site=mandco', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(siteCookieOf(res)).toMatchObject({ value: 'mandco' });
    expect(siteCookieOf(res)?.secure).toBeFalsy();
  });

  it('is Secure when the request came by HTTPS through a trusted proxy (x-forwarded-proto: https)', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/?site=mandco', headers: { 'sec-fetch-site': 'none', 'x-forwarded-proto': 'https' } });
    expect(siteCookieOf(res)).toMatchObject({ value: 'mandco', secure: true });
  });
});
