import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { signedInSessionIdOf } from './session.plugin.js';

/** The anti-forgery token's name: a hidden form field, and the header the scripts send (spec section 6). */
export const ANTI_FORGERY_FIELD = 'RequestVerificationToken';

/**
 * Rejects a changing request whose token (header or hidden form field) does not match the
 * browser's anti-forgery secret. Runs after the body is parsed, so form fields are readable, and
 * before the handler, so a rejected request changes nothing (403 FORGERY, anti-forgery.plugin.ts).
 */
export function requireAntiForgeryToken(app: FastifyInstance): preValidationHookHandler {
  return app.checkAntiForgeryToken;
}

/** The token a request carries: the RequestVerificationToken header, or the hidden form field of that name. */
export const antiForgeryTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['requestverificationtoken'];
  if (typeof header === 'string') return header;
  // Plain form posts (no JavaScript) carry it as a hidden field of the same name.
  const field = (request.body as Record<string, unknown> | null | undefined)?.[ANTI_FORGERY_FIELD];
  return typeof field === 'string' ? field : undefined;
};

/**
 * What a token is bound to besides the secret (ADR 0026): the session id of a signed-in
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
export const issueAntiForgeryToken = (reply: FastifyReply): string => reply.antiForgeryToken(antiForgeryUserInfo(reply.request));

/** Drops the secret (both cookie names), so the next token comes from a new one: on sign-in and sign-out no earlier token works. */
export const renewAntiForgerySecret = (reply: FastifyReply): void => {
  reply.dropAntiForgerySecret();
};
