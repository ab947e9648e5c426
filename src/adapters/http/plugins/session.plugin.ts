import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../ports/clock.port.js';
import type { IdGenerator } from '../../../ports/id-generator.port.js';
import type { SessionStore, ShopperSession } from '../../../ports/session-store.port.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's session from the signed cookie, or null; loaded once per request, on first use. */
    currentSession(): Promise<ShopperSession | null>;
    /** The session, created (and its cookie set) when the shopper has none yet. */
    ensureSession(reply: FastifyReply): Promise<ShopperSession>;
    /** Replaces the session id (sign-in binds a shopper, sign-out passes null) and sets the cookie. */
    rotateSession(reply: FastifyReply, shopperId: number | null): Promise<ShopperSession>;
  }
}

export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionPluginOptions {
  store: SessionStore;
  clock: Clock;
  ids: IdGenerator;
  /** Sets the Secure flag; on in production (HTTPS). */
  secureCookies: boolean;
}

const cache = new WeakMap<FastifyRequest, Promise<ShopperSession | null>>();

/**
 * Server-side sessions keyed by a signed, HttpOnly, SameSite=Lax cookie. Nothing is created for
 * shoppers who only browse: a session starts with the first basket or wishlist change.
 */
const sessions: FastifyPluginAsync<SessionPluginOptions> = async (app, { store, clock, ids, secureCookies }) => {
  const setCookie = (reply: FastifyReply, id: string) =>
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      signed: true,
      maxAge: SESSION_MAX_IDLE_MS / 1000,
    });

  const load = async (request: FastifyRequest): Promise<ShopperSession | null> => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    return store.find(unsigned.value, clock.now(), SESSION_MAX_IDLE_MS);
  };

  app.decorateRequest('currentSession', function (this: FastifyRequest) {
    let loaded = cache.get(this);
    if (!loaded) {
      loaded = load(this);
      cache.set(this, loaded);
    }
    return loaded;
  });

  app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const existing = await this.currentSession();
    if (existing) return existing;
    const created = await store.create(ids.next(), clock.now());
    cache.set(this, Promise.resolve(created));
    setCookie(reply, created.id);
    return created;
  });

  app.decorateRequest('rotateSession', async function (this: FastifyRequest, reply: FastifyReply, shopperId: number | null) {
    const existing = await this.currentSession();
    const rotated = existing
      ? await store.rotate(existing.id, ids.next(), shopperId, clock.now())
      : await store.rotate(ids.next(), ids.next(), shopperId, clock.now());
    cache.set(this, Promise.resolve(rotated));
    setCookie(reply, rotated.id);
    return rotated;
  });
};

export const sessionPlugin = fp(sessions, { name: 'shopper-session', dependencies: ['@fastify/cookie'] });
