import fp from 'fastify-plugin';
import { Tokens } from '@fastify/csrf';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { HttpError } from '../errors/http-error.js';
import { clearCookie, cookieNames, readCookie, writeCookie } from './cookie-names.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses (403 FORGERY) a request whose token does not match the browser's secret and binding. */
    checkAntiForgeryToken: preValidationHookHandler;
  }
  interface FastifyReply {
    /** A token for this browser's secret (made, and its cookie set, on first use), bound to `userInfo`. */
    antiForgeryToken(userInfo: string): string;
    /** Drops the browser's secret under both names; a token issued later in this request uses a new one. */
    dropAntiForgerySecret(): void;
  }
}

/** The cookie holding the browser's anti-forgery secret: `__Host-csrf` over HTTPS, `_csrf` on plain http (ADR 0027). */
const ANTI_FORGERY_COOKIE = cookieNames('_csrf', '__Host-csrf');

export interface AntiForgeryPluginOptions {
  /** Signs the secret cookie and keys the tokens' HMAC (COOKIE_SECRET). */
  hmacKey: string;
  /** The token a request carries (header or form field). */
  tokenOf(request: FastifyRequest): string | undefined;
  /** What a token is bound to besides the secret. */
  userInfoOf(request: FastifyRequest): string;
}

/** A secret made or dropped while answering a request, which its cookie does not show yet (null: dropped). */
const replaced = new WeakMap<FastifyRequest, string | null>();

/**
 * Double-submit anti-forgery tokens (`@fastify/csrf`): a random secret in a signed, HttpOnly,
 * SameSite=Strict cookie and tokens derived from it, each bound to `userInfoOf(request)`. The
 * cookie's name and Secure flag follow the request's protocol (cookie-names.ts).
 */
const antiForgery: FastifyPluginAsync<AntiForgeryPluginOptions> = async (app, { hmacKey, tokenOf, userInfoOf }) => {
  const tokens = new Tokens({ hmacKey, userInfo: true });

  const secretOf = (request: FastifyRequest): string | null => {
    const changed = replaced.get(request);
    if (changed !== undefined) return changed;
    const raw = readCookie(request, ANTI_FORGERY_COOKIE);
    if (raw === undefined) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  };

  app.decorate('checkAntiForgeryToken', function checkAntiForgeryToken(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
    const secret = secretOf(request);
    const token = tokenOf(request);
    if (secret === null || token === undefined || !tokens.verify(secret, token, userInfoOf(request))) {
      request.log.warn(secret === null ? 'missing anti-forgery secret' : 'invalid anti-forgery token');
      return done(new HttpError('FORGERY'));
    }
    done();
  });

  app.decorateReply('antiForgeryToken', function antiForgeryToken(this: FastifyReply, userInfo: string) {
    const existing = secretOf(this.request);
    if (existing !== null) return tokens.create(existing, userInfo);
    const secret = tokens.secretSync();
    replaced.set(this.request, secret);
    writeCookie(this, ANTI_FORGERY_COOKIE, secret, { httpOnly: true, sameSite: 'strict', signed: true });
    return tokens.create(secret, userInfo);
  });

  app.decorateReply('dropAntiForgerySecret', function dropAntiForgerySecret(this: FastifyReply) {
    replaced.set(this.request, null);
    clearCookie(this, ANTI_FORGERY_COOKIE);
  });
};

export const antiForgeryPlugin = fp(antiForgery, { name: 'anti-forgery', dependencies: ['@fastify/cookie'] });
