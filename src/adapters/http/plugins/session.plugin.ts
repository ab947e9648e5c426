import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../ports/clock.port.js';
import type { IdGenerator } from '../../../ports/id-generator.port.js';
import type { SessionStore, ShopperSession } from '../../../ports/session-store.port.js';
import { cookieNames, readCookie, writeCookie } from './cookie-names.js';
import { decodeSessionCookie, encodeSessionCookie, type SessionClaims } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's session from the signed cookie, or null; resolved once per request, on first use. */
    currentSession(): Promise<ShopperSession | null>;
    /** The session, created (and its cookie set) when the shopper has none yet. */
    ensureSession(reply: FastifyReply): Promise<ShopperSession>;
    /** Replaces the session id (sign-in binds a shopper, sign-out passes null) and sets the cookie. */
    rotateSession(reply: FastifyReply, shopperId: number | null): Promise<ShopperSession>;
  }
}

/** `__Host-sid` on a request that came by HTTPS, `sid` on plain http (ADR 0027). */
export const SESSION_COOKIE = cookieNames('sid', '__Host-sid');
export const SESSION_MAX_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a guest's cookie is trusted without asking the store (ADR 23); then the store is asked
 * once (which also refreshes the session's last-seen time) and the cookie renewed. The store
 * refreshes last-seen at most once a minute too (SqlSessionStore.TOUCH_INTERVAL_MS).
 */
export const GUEST_COOKIE_TRUSTED_MS = 60_000;

export interface SessionPluginOptions {
  store: SessionStore;
  clock: Clock;
  ids: IdGenerator;
}

const cache = new WeakMap<FastifyRequest, Promise<ShopperSession | null>>();
/** Sessions the store just confirmed, whose cookie is renewed when the answer is sent. */
const renewals = new WeakMap<FastifyRequest, ShopperSession>();

/** The session id of the request's cookie when its signature holds, else null (no store read). */
export function sessionIdOf(request: FastifyRequest): string | null {
  return claimsOf(request)?.id ?? null;
}

/** The session id of the request's cookie when its signature holds and a shopper is signed in to it, else null. */
export function signedInSessionIdOf(request: FastifyRequest): string | null {
  const claims = claimsOf(request);
  return claims !== null && claims.shopperId !== null ? claims.id : null;
}

function claimsOf(request: FastifyRequest): SessionClaims | null {
  const raw = readCookie(request, SESSION_COOKIE);
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? decodeSessionCookie(unsigned.value) : null;
}

/**
 * Sessions keyed by a signed, HttpOnly, SameSite=Lax cookie that carries the session id, the
 * shopper it is bound to and when the store last confirmed it. A guest's cookie younger than
 * GUEST_COOKIE_TRUSTED_MS is enough on its own: basket and wishlist requests resolve their owner
 * without a database read. A signed-in shopper's session is confirmed by the store on every
 * request, so signing out (or a removed session) takes effect at once. Nothing is created for
 * shoppers who only browse: a session starts with the first basket or wishlist change.
 */
const sessions: FastifyPluginAsync<SessionPluginOptions> = async (app, { store, clock, ids }) => {
  // Secure, and named `__Host-sid`, exactly when the request came by HTTPS (ADR 0027).
  const setCookie = (reply: FastifyReply, session: ShopperSession, checkedAt: Date) =>
    writeCookie(reply, SESSION_COOKIE, encodeSessionCookie({ id: session.id, shopperId: session.shopperId, checkedAt: checkedAt.getTime() }), {
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      maxAge: SESSION_MAX_IDLE_MS / 1000,
    });

  const load = async (request: FastifyRequest): Promise<ShopperSession | null> => {
    const claims = claimsOf(request);
    if (claims === null) return null;
    const now = clock.now();
    const age = now.getTime() - claims.checkedAt;
    if (claims.shopperId === null && age >= 0 && age < GUEST_COOKIE_TRUSTED_MS) return { id: claims.id, shopperId: null };
    const found = await store.find(claims.id, now, SESSION_MAX_IDLE_MS);
    if (found === null) return null;
    const session = { id: found.id, shopperId: found.shopperId };
    // A shopper's cookie is checked every time anyway; renew it only when it is of an older form.
    if (session.shopperId === null || claims.shopperId !== session.shopperId) renewals.set(request, session);
    return session;
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    const renewed = renewals.get(request);
    if (renewed !== undefined) setCookie(reply, renewed, clock.now());
    done(null, payload);
  });

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
    const session = { id: created.id, shopperId: created.shopperId };
    cache.set(this, Promise.resolve(session));
    renewals.delete(this);
    setCookie(reply, session, created.lastSeenAt);
    return session;
  });

  app.decorateRequest('rotateSession', async function (this: FastifyRequest, reply: FastifyReply, shopperId: number | null) {
    const existing = await this.currentSession();
    const rotated = existing
      ? await store.rotate(existing.id, ids.next(), shopperId, clock.now())
      : await store.rotate(ids.next(), ids.next(), shopperId, clock.now());
    const session = { id: rotated.id, shopperId: rotated.shopperId };
    cache.set(this, Promise.resolve(session));
    renewals.delete(this);
    setCookie(reply, session, rotated.lastSeenAt);
    return session;
  });
};

export const sessionPlugin = fp(sessions, { name: 'shopper-session', dependencies: ['@fastify/cookie'] });
