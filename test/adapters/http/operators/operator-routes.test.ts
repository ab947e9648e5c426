import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestOperator, issueTestApiKey } from '../../../support/operator-credentials.js';
import { form, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

const ADMIN = { email: 'ann.admin@shop.example', password: 'a-long-staff-passphrase', role: 'admin', name: 'Ann' } as const;
const VIEWER = { email: 'vic.viewer@shop.example', password: 'another-staff-passphrase', role: 'viewer', name: 'Vic' } as const;

let sut: StorefrontUnderTest;
let viewerKey: string;
beforeAll(async () => {
  // TRUST_PROXY: a request marked x-forwarded-proto: https counts as HTTPS (the Secure cookie test).
  sut = await startStorefrontUnderTest({ env: { TRUST_PROXY: 'true' } });
  await addTestOperator(sut.db, ADMIN);
  await addTestOperator(sut.db, VIEWER);
  viewerKey = await issueTestApiKey(sut.db, 'viewer');
}, 60_000);
afterAll(async () => sut?.close());

const tokenOf = (html: string): string => /name="RequestVerificationToken" value="([^"]+)"/.exec(html)![1]!;

/** A browser at the sign-in page, holding the form's anti-forgery token. */
async function atSignIn(https = false) {
  const browser = new ShopperBrowser(sut.app);
  if (https) browser.headers['x-forwarded-proto'] = 'https';
  const page = await browser.get('/operator/signin');
  expect(page.statusCode).toBe(200);
  return { browser, token: tokenOf(page.body) };
}

const post = (browser: ShopperBrowser, url: string, fields: Record<string, string>) => browser.request({
  method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: form(fields),
});

async function signedIn(account: { email: string; password: string }) {
  const { browser, token } = await atSignIn();
  const res = await post(browser, '/operator/signin', { email: account.email, password: account.password, RequestVerificationToken: token });
  expect(res.statusCode).toBe(303);
  return browser;
}

describe('the operator guard', () => {
  it.each(['/metrics', '/operator/back-in-stock', '/operator/api/orders/EV-NO-SUCH', '/operator/api/audit', '/operator/api/me'])(
    'answers %s 401 with WWW-Authenticate: Bearer without credentials, or with a key we never issued', async (url) => {
      for (const headers of [{}, { authorization: 'Bearer sk_op_never-issued-key-0123456789abcdef' }, { authorization: `Basic ${viewerKey}` }]) {
        const res = await sut.app.inject({ url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toEqual({ code: 'NOT_AUTHORISED', message: 'Please sign in as an operator, or send a valid operator API key.' });
      }
    });

  it('lets a viewer key read, and answers 403 where its role lacks the permission', async () => {
    const authorization = `Bearer ${viewerKey}`;
    expect((await sut.app.inject({ url: '/operator/back-in-stock', headers: { authorization } })).statusCode).toBe(200);
    expect((await sut.app.inject({ url: '/metrics', headers: { authorization } })).statusCode).toBe(200);
    expect((await sut.app.inject({ url: '/operator/api/me', headers: { authorization } })).json()).toMatchObject({ kind: 'api-key', role: 'viewer' });
    const audit = await sut.app.inject({ url: '/operator/api/audit', headers: { authorization } });
    expect(audit.statusCode).toBe(403);
    expect(audit.json()).toEqual({ code: 'OPERATOR_FORBIDDEN', message: 'Your operator role does not allow this.' });
    const issue = await sut.app.inject({
      method: 'POST', url: '/operator/api/api-keys', headers: { authorization, 'content-type': 'application/json' }, payload: { name: 'mine', role: 'admin' },
    });
    expect(issue.statusCode).toBe(403);
  });
});

describe('signing in to the console', () => {
  it('serves a sign-in form with no script, then refuses a post without the anti-forgery token', async () => {
    const { browser } = await atSignIn();
    const page = await browser.get('/operator/signin');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script');
    expect(page.body).toMatch(/<form [^>]*action="\/operator\/signin" method="post">/);
    const forged = await post(browser, '/operator/signin', { email: ADMIN.email, password: ADMIN.password });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie'] ?? '').not.toContain('op=');
    const otherBrowser = new ShopperBrowser(sut.app);
    const stolenToken = await post(otherBrowser, '/operator/signin', { email: ADMIN.email, password: ADMIN.password, RequestVerificationToken: tokenOf(page.body) });
    expect(stolenToken.statusCode).toBe(403);
  });

  it('answers a wrong password and an unknown email alike, with the form again', async () => {
    const answers = [];
    for (const email of [ADMIN.email, 'nobody@shop.example']) {
      const { browser, token } = await atSignIn();
      const res = await post(browser, '/operator/signin', { email, password: 'not-the-password', RequestVerificationToken: token });
      answers.push([res.statusCode, /error-summary__message">([^<]+)/.exec(res.body)?.[1]]);
      expect(browser.cookies.has('op')).toBe(false);
    }
    expect(answers).toEqual([[401, 'The email address or password is not right. Please try again.'], [401, 'The email address or password is not right. Please try again.']]);
  });

  it('shows the form again with 429 and Retry-After once one address has tried one email too often', async () => {
    const { browser, token } = await atSignIn();
    const attempt = () => post(browser, '/operator/signin', { email: VIEWER.email, password: 'a-wrong-guess-at-it', RequestVerificationToken: token });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many sign-in attempts. Please wait a minute, then try again.');
    const right = await post(browser, '/operator/signin', { email: VIEWER.email, password: VIEWER.password, RequestVerificationToken: token });
    expect(right.statusCode).toBe(429);
  });

  it('sets its own HttpOnly SameSite=Strict cookie, Secure and __Host- named over HTTPS, and opens the console', async () => {
    const { browser, token } = await atSignIn(true);
    const res = await post(browser, '/operator/signin', { email: ADMIN.email, password: ADMIN.password, RequestVerificationToken: token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/operator');
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('__Host-op='))!;
    expect(cookie).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(cookie).not.toMatch(/Max-Age|Expires|Domain/);
    const home = await browser.get('/operator');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Signed in as Ann');
    expect(home.body).toContain('Role: admin');
    expect(home.body).not.toContain('<script');
  });

  it('is plain `op` without Secure over http, and the shopper session cookie opens nothing', async () => {
    const browser = await signedIn(ADMIN);
    expect(browser.cookies.has('op')).toBe(true);
    const shopper = new ShopperBrowser(sut.app);
    expect((await shopper.get('/operator')).headers.location).toBe('/operator/signin');
    expect((await shopper.request({ url: '/operator/api/me', cookies: { sid: browser.cookies.get('op')! } })).statusCode).toBe(401);
  });

  it('signs out at once: the old cookie opens nothing afterwards', async () => {
    const browser = await signedIn(VIEWER);
    const oldCookie = browser.cookies.get('op')!;
    const home = await browser.get('/operator');
    const out = await post(browser, '/operator/signout', { RequestVerificationToken: tokenOf(home.body) });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/operator/signin?signedOut=1');
    expect(browser.cookies.has('op')).toBe(false);
    const replayed = await sut.app.inject({ url: '/operator', cookies: { op: oldCookie } });
    expect(replayed.statusCode).toBe(303);
    expect(replayed.headers.location).toBe('/operator/signin');
  });

  it('ends a session idle for longer than OPERATOR_SESSION_IDLE_MINUTES (30 by default)', async () => {
    const browser = await signedIn(VIEWER);
    expect((await browser.get('/operator')).statusCode).toBe(200);
    await sut.db.query("UPDATE operator_sessions SET last_seen_at = last_seen_at - interval '29 minutes'");
    expect((await browser.get('/operator')).statusCode).toBe(200);
    await sut.db.query("UPDATE operator_sessions SET last_seen_at = now() - interval '30 minutes 1 second'");
    expect((await browser.get('/operator')).headers.location).toBe('/operator/signin');
  });
});

describe('the admin API', () => {
  it('issues a key shown once that works at once, revokes it, and keeps both in the audit log, paged newest first', async () => {
    const admin = await signedIn(ADMIN);
    const issued = await admin.request({
      method: 'POST', url: '/operator/api/api-keys', headers: { 'content-type': 'application/json' }, payload: { name: 'prometheus', role: 'viewer' },
    });
    expect(issued.statusCode).toBe(201);
    const key = issued.json<{ id: number; key: string; prefix: string }>();
    expect(key.key.startsWith(key.prefix)).toBe(true);
    expect((await sut.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${key.key}` } })).statusCode).toBe(200);
    const listed = await admin.get('/operator/api/api-keys');
    expect(listed.body).not.toContain(key.key);

    const revoked = await admin.request({ method: 'DELETE', url: `/operator/api/api-keys/${key.id}` });
    expect(revoked.json()).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
    expect((await sut.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${key.key}` } })).statusCode).toBe(401);
    expect((await admin.request({ method: 'DELETE', url: '/operator/api/api-keys/999999' })).json()).toMatchObject({ code: 'API_KEY_NOT_FOUND' });

    const first = (await admin.get('/operator/api/audit?limit=2')).json<{ entries: Array<{ id: string; action: string; actor: { kind: string; name: string } }>; next: string }>();
    expect(first.entries.map((e) => [e.action, e.actor])).toEqual([
      ['api_key.revoked', { kind: 'operator', id: expect.any(String), name: 'Ann' }],
      ['api_key.issued', { kind: 'operator', id: expect.any(String), name: 'Ann' }],
    ]);
    const second = (await admin.get(`/operator/api/audit?limit=2&before=${first.next}`)).json<{ entries: Array<{ id: string }> }>();
    expect(Number(second.entries[0]!.id)).toBeLessThan(Number(first.entries[1]!.id));
    expect(JSON.stringify(first)).not.toContain(key.key);
  });

  it('refuses a form-encoded issue (415) and an unknown role (400)', async () => {
    const admin = await signedIn(ADMIN);
    const asForm = await admin.request({ method: 'POST', url: '/operator/api/api-keys', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=x&role=admin' });
    expect(asForm.statusCode).toBe(415);
    const badRole = await admin.request({ method: 'POST', url: '/operator/api/api-keys', headers: { 'content-type': 'application/json' }, payload: { name: 'x', role: 'owner' } });
    expect(badRole.statusCode).toBe(400);
  });
});
