import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedSiteCookies } from '../../../../src/adapters/http/plugins/site-variant.plugin.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

/** The `site` cookie (ADR 0027): signed; not set by a link from another site; Secure when the request came by HTTPS. */
let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest({ env: { TRUST_PROXY: 'true' } });
}, 120_000);
afterAll(async () => sut?.close());

type Answer = { cookies: Array<{ name: string; value: string; secure?: boolean; maxAge?: number }>; headers: Record<string, unknown> };
const siteCookieOf = (res: Answer) => res.cookies.find((c) => c.name === 'site');
/** The site a signed cookie value names, or null when its signature does not hold. */
const unsigned = (value: string) => sut.app.unsignCookie(value);
const setCookieLine = (res: Answer) => ([res.headers['set-cookie']].flat() as string[]).find((line) => line?.startsWith('site='));

describe('the site cookie', () => {
  it('a ?site= link from another site shows that site but does not set the cookie', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/?site=mandco', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('M&amp;Co');
    expect(siteCookieOf(res)).toBeUndefined();
  });

  it('the same link followed on the site itself sets it, signed, HttpOnly, SameSite=Lax, without Secure over plain http', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/?site=mandco', headers: { 'sec-fetch-site': 'same-origin' } });
    const cookie = siteCookieOf(res)!;
    expect(cookie.value).not.toBe('mandco');
    expect(unsigned(cookie.value)).toEqual({ valid: true, renew: false, value: 'mandco' });
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it('is Secure when the request came by HTTPS through a trusted proxy (x-forwarded-proto: https)', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/?site=mandco', headers: { 'sec-fetch-site': 'none', 'x-forwarded-proto': 'https' } });
    expect(siteCookieOf(res)).toMatchObject({ secure: true, sameSite: 'Lax' });
    expect(unsigned(siteCookieOf(res)!.value).value).toBe('mandco');
  });

  it('a valid cookie is honoured; the early page hit knows its value as the browser sends it back', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/?site=mandco', headers: { 'sec-fetch-site': 'same-origin' } });
    const raw = /^site=([^;]*)/.exec(setCookieLine(res)!)![1]!;
    expect(signedSiteCookies((v) => sut.app.signCookie(v)).get(raw)).toBe('mandco');
    for (let i = 0; i < 2; i++) {
      // The first renders and caches the page, the second is answered by the early page hit.
      const next = await sut.app.inject({ method: 'GET', url: '/', headers: { cookie: `site=${raw}` } });
      expect(next.body).toContain('M&amp;Co');
      expect(siteCookieOf(next)).toBeUndefined();
    }
  });

  it('a tampered or unsigned cookie is ignored (the host\'s site is used) and cleared', async () => {
    const valid = siteCookieOf(await sut.app.inject({ method: 'GET', url: '/?site=mandco' }))!.value;
    const tampered = valid.replace(/^mandco/, 'evans');
    for (const value of ['mandco', tampered, `${valid}x`, '']) {
      const res = await sut.app.inject({ method: 'GET', url: '/', headers: { host: 'pixie.localhost' }, cookies: { site: value } });
      expect(res.statusCode).toBe(200);
      expect(res.body, value).toContain('class="is-px');
      expect(res.body).not.toContain('class="is-mc');
      expect(siteCookieOf(res)).toMatchObject({ value: '' });
    }
  });
});
