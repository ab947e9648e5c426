import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { signedInSessionIdOf } from '../plugins/session.plugin.js';

/** The anti-forgery token's name: a hidden form field, and the header the scripts send (spec section 6). */
export const ANTI_FORGERY_FIELD = 'RequestVerificationToken';

/**
 * Rejects a changing request whose token (header or hidden form field) does not match the
 * browser's anti-forgery secret. Runs after the body is parsed, so form fields are readable, and
 * before the handler, so a rejected request changes nothing. The plugin's FST_CSRF_* errors are
 * answered by the app's error handler as 403 FORGERY.
 */
export function requireAntiForgeryToken(app: FastifyInstance): preValidationHookHandler {
  return function checkAntiForgeryToken(request, reply, done) {
    app.csrfProtection(request, reply, done);
  };
}

/** The cookie holding the browser's anti-forgery secret (signed, HttpOnly, SameSite=Strict). */
export const ANTI_FORGERY_COOKIE = '_csrf';

/**
 * What a token is bound to besides the secret (issue 12, ADR 0026): the session id of a signed-in
 * shopper, so a token and secret cookie taken from another session are refused. A guest's token is
 * bound to the secret alone: a guest's session starts lazily with its first basket or wishlist
 * change, and binding to it would void the token the page already holds at that moment.
 */
export const antiForgeryUserInfo = (request: FastifyRequest): string => {
  const sessionId = signedInSessionIdOf(request);
  // The library refuses an empty userInfo, so a guest's token is bound to a constant.
  return sessionId === null ? 'guest' : `s:${sessionId}`;
};

/** A fresh token for this browser (the secret cookie is created on first use). */
export const issueAntiForgeryToken = (reply: FastifyReply): string => reply.generateCsrf({ userInfo: antiForgeryUserInfo(reply.request) });

/** Drops the secret, so the next token comes from a new one: on sign-in and sign-out no earlier token works. */
export const renewAntiForgerySecret = (reply: FastifyReply): void => {
  reply.clearCookie(ANTI_FORGERY_COOKIE, { path: '/' });
};
