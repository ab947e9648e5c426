import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { GUEST_COOKIE_TRUSTED_MS, SESSION_COOKIE, sessionPlugin } from '../../../src/adapters/http/plugins/session.plugin.js';
import { decodeSessionCookie, encodeSessionCookie } from '../../../src/adapters/http/plugins/session-cookie.js';
import { InMemorySessionStore } from '../../support/in-memory-session-store.js';

/** The in-memory store, counting how often the plugin asks it for a session. */
class CountingStore extends InMemorySessionStore {
  finds = 0;
  override find(...args: Parameters<InMemorySessionStore['find']>) {
    this.finds++;
    return super.find(...args);
  }
}

async function make() {
  const a = Fastify();
  let n = 0;
  const clock = { at: new Date('2026-11-23T10:00:00.000Z'), now: () => clock.at };
  const store = new CountingStore();
  await a.register(fastifyCookie, { secret: 'a-test-secret-that-is-long-enough-1234' });
  await a.register(sessionPlugin, { store, clock, ids: { next: () => `id-${++n}` } });
  a.get('/peek', async (req) => {
    const s = await req.currentSession();
    return { session: s?.id ?? null, shopperId: s?.shopperId ?? null };
  });
  a.post('/touch', async (req, reply) => ({ session: (await req.ensureSession(reply)).id }));
  a.post('/signin', async (req, reply) => {
    const s = await req.rotateSession(reply, 7);
    return { session: s.id, shopperId: s.shopperId };
  });
  a.post('/signout', async (req, reply) => ({ session: (await req.rotateSession(reply, null)).id }));
  const later = (ms: number) => {
    clock.at = new Date(clock.at.getTime() + ms);
  };
  return { a, store, later };
}

const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === SESSION_COOKIE.plain);
type App = Awaited<ReturnType<typeof make>>['a'];
const peek = async (a: App, value: string) => a.inject({ url: '/peek', cookies: { [SESSION_COOKIE.plain]: value } });

describe('session plugin', () => {
  it('creates no session for a shopper who only looks', async () => {
    const { a } = await make();
    const res = await a.inject('/peek');
    expect(res.json()).toEqual({ session: null, shopperId: null });
    expect(cookieOf(res)).toBeUndefined();
  });

  it('starts a session with a signed, HttpOnly, SameSite=Lax cookie (plain http: `sid`, not Secure) and finds it again', async () => {
    const { a } = await make();
    const first = await a.inject({ method: 'POST', url: '/touch' });
    const cookie = cookieOf(first)!;
    expect(first.json()).toEqual({ session: 'id-1' });
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(first.headers['set-cookie']).not.toMatch(/Secure/i);
    expect(cookie.value).not.toBe('id-1');
    expect((await peek(a, cookie.value)).json()).toEqual({ session: 'id-1', shopperId: null });
  });

  it('ignores a forged, unknown or malformed cookie', async () => {
    const { a } = await make();
    expect((await peek(a, 'id-1')).json()).toEqual({ session: null, shopperId: null });
    expect((await peek(a, 'id-1.bad-signature')).json()).toEqual({ session: null, shopperId: null });
    expect((await peek(a, a.signCookie('id-1|x|0'))).json()).toEqual({ session: null, shopperId: null });
    // Signed, but the store has no such session.
    expect((await peek(a, a.signCookie('id-9'))).json()).toEqual({ session: null, shopperId: null });
  });

  it("trusts a guest's cookie for a minute without asking the store, then asks once and renews the cookie", async () => {
    const { a, store, later } = await make();
    const cookie = cookieOf(await a.inject({ method: 'POST', url: '/touch' }))!;
    for (let i = 0; i < 3; i++) {
      const res = await peek(a, cookie.value);
      expect(res.json()).toEqual({ session: 'id-1', shopperId: null });
      expect(cookieOf(res)).toBeUndefined();
    }
    expect(store.finds).toBe(0);
    later(GUEST_COOKIE_TRUSTED_MS);
    const checked = await peek(a, cookie.value);
    expect(checked.json()).toEqual({ session: 'id-1', shopperId: null });
    expect(store.finds).toBe(1);
    const renewed = cookieOf(checked)!;
    expect(renewed.value).not.toBe(cookie.value);
    expect((await peek(a, renewed.value)).json()).toEqual({ session: 'id-1', shopperId: null });
    expect(store.finds).toBe(1);
  });

  it('a guest session the store no longer has stops working when its cookie is next checked', async () => {
    const { a, store, later } = await make();
    const cookie = cookieOf(await a.inject({ method: 'POST', url: '/touch' }))!;
    await store.purgeIdle(new Date('2100-01-01T00:00:00.000Z'));
    later(GUEST_COOKIE_TRUSTED_MS);
    expect((await peek(a, cookie.value)).json()).toEqual({ session: null, shopperId: null });
  });

  it('rotates the id on sign-in: the old guest cookie never reaches the shopper, and dies at its next check', async () => {
    const { a, later } = await make();
    const old = cookieOf(await a.inject({ method: 'POST', url: '/touch' }))!;
    const signin = await a.inject({ method: 'POST', url: '/signin', cookies: { [SESSION_COOKIE.plain]: old.value } });
    expect(signin.json()).toEqual({ session: 'id-2', shopperId: 7 });
    expect((await peek(a, old.value)).json()).toEqual({ session: 'id-1', shopperId: null });
    later(GUEST_COOKIE_TRUSTED_MS);
    expect((await peek(a, old.value)).json()).toEqual({ session: null, shopperId: null });
    const fresh = cookieOf(signin)!;
    expect((await peek(a, fresh.value)).json()).toEqual({ session: 'id-2', shopperId: 7 });
  });

  it("checks a shopper's session with the store on every request, so after sign-out the old cookie fails at once", async () => {
    const { a, store } = await make();
    const shopper = cookieOf(await a.inject({ method: 'POST', url: '/signin' }))!;
    expect((await peek(a, shopper.value)).json()).toEqual({ session: 'id-2', shopperId: 7 });
    expect((await peek(a, shopper.value)).json()).toEqual({ session: 'id-2', shopperId: 7 });
    expect(store.finds).toBe(2);
    const signout = await a.inject({ method: 'POST', url: '/signout', cookies: { [SESSION_COOKIE.plain]: shopper.value } });
    expect(signout.json()).toEqual({ session: 'id-3' });
    expect((await peek(a, shopper.value)).json()).toEqual({ session: null, shopperId: null });
    expect((await peek(a, cookieOf(signout)!.value)).json()).toEqual({ session: 'id-3', shopperId: null });
  });

  it("never takes a guest's cookie for a shopper's: the shopper is whatever the store says", async () => {
    const { a } = await make();
    await a.inject({ method: 'POST', url: '/touch' });
    // Signed with the app's secret, claiming shopper 7 for the guest session id-1.
    const claimed = a.signCookie(encodeSessionCookie({ id: 'id-1', shopperId: 7, checkedAt: Date.parse('2026-11-23T10:00:00.000Z') }));
    expect((await peek(a, claimed)).json()).toEqual({ session: 'id-1', shopperId: null });
  });

  it('checks an older cookie holding the id alone with the store, and renews it in the new form', async () => {
    const { a } = await make();
    await a.inject({ method: 'POST', url: '/touch' });
    const res = await peek(a, a.signCookie('id-1'));
    expect(res.json()).toEqual({ session: 'id-1', shopperId: null });
    const renewed = a.unsignCookie(cookieOf(res)!.value);
    expect(renewed.valid && decodeSessionCookie(renewed.value!)).toEqual({ id: 'id-1', shopperId: null, checkedAt: Date.parse('2026-11-23T10:00:00.000Z') });
  });
});
