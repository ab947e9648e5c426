import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionPlugin } from '../../../src/adapters/http/plugins/session.plugin.js';
import { InMemorySessionStore } from '../../support/in-memory-session-store.js';

async function app() {
  const a = Fastify();
  let n = 0;
  await a.register(fastifyCookie, { secret: 'a-test-secret-that-is-long-enough-1234' });
  await a.register(sessionPlugin, { store: new InMemorySessionStore(), clock: { now: () => new Date() }, ids: { next: () => `id-${++n}` }, secureCookies: true });
  a.get('/peek', async (req) => ({ session: (await req.currentSession())?.id ?? null }));
  a.post('/touch', async (req, reply) => ({ session: (await req.ensureSession(reply)).id }));
  a.post('/signin', async (req, reply) => {
    const s = await req.rotateSession(reply, 7);
    return { session: s.id, shopperId: s.shopperId };
  });
  return a;
}

const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === SESSION_COOKIE);

describe('session plugin', () => {
  it('creates no session for a shopper who only looks', async () => {
    const a = await app();
    const res = await a.inject('/peek');
    expect(res.json()).toEqual({ session: null });
    expect(cookieOf(res)).toBeUndefined();
  });

  it('starts a session with a signed, HttpOnly, SameSite=Lax, Secure cookie and finds it again', async () => {
    const a = await app();
    const first = await a.inject({ method: 'POST', url: '/touch' });
    const cookie = cookieOf(first)!;
    expect(first.json()).toEqual({ session: 'id-1' });
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(cookie.value).not.toBe('id-1');
    const again = await a.inject({ url: '/peek', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(again.json()).toEqual({ session: 'id-1' });
  });

  it('ignores a forged or unknown cookie', async () => {
    const a = await app();
    expect((await a.inject({ url: '/peek', cookies: { [SESSION_COOKIE]: 'id-1' } })).json()).toEqual({ session: null });
    expect((await a.inject({ url: '/peek', cookies: { [SESSION_COOKIE]: 'id-1.bad-signature' } })).json()).toEqual({ session: null });
  });

  it('rotates the id on sign-in so the old cookie no longer works', async () => {
    const a = await app();
    const old = cookieOf(await a.inject({ method: 'POST', url: '/touch' }))!;
    const signin = await a.inject({ method: 'POST', url: '/signin', cookies: { [SESSION_COOKIE]: old.value } });
    expect(signin.json()).toEqual({ session: 'id-2', shopperId: 7 });
    expect((await a.inject({ url: '/peek', cookies: { [SESSION_COOKIE]: old.value } })).json()).toEqual({ session: null });
    const fresh = cookieOf(signin)!;
    expect((await a.inject({ url: '/peek', cookies: { [SESSION_COOKIE]: fresh.value } })).json()).toEqual({ session: 'id-2' });
  });
});
