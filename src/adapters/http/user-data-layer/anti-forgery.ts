import type { FastifyError, FastifyInstance, FastifyReply, preValidationHookHandler } from 'fastify';

/** The anti-forgery token's name: a hidden form field, and the header the scripts send (spec section 6). */
export const ANTI_FORGERY_FIELD = 'RequestVerificationToken';

export const ANTI_FORGERY_MESSAGE =
  'This request could not be verified: the security token is missing or out of date. Please refresh the page and try again.';

/** A 403 with a message a shopper can act on; the app's error handler answers it as HTML or JSON. */
export class AntiForgeryError extends Error {
  readonly statusCode = 403;
  constructor() {
    super(ANTI_FORGERY_MESSAGE);
  }
}

const isCsrfError = (error: FastifyError): boolean => typeof error.code === 'string' && error.code.startsWith('FST_CSRF_');

/**
 * Rejects a changing request whose token (header or hidden form field) does not match the
 * browser's anti-forgery secret. Runs after the body is parsed, so form fields are readable, and
 * before the handler, so a rejected request changes nothing.
 */
export function requireAntiForgeryToken(app: FastifyInstance): preValidationHookHandler {
  return function checkAntiForgeryToken(request, reply, done) {
    app.csrfProtection(request, reply, done);
  };
}

/**
 * For a plugin's error handler: turns the anti-forgery plugin's terse errors into the clear 403
 * and passes every other error on unchanged to the app's handler.
 */
export function rethrowWithClearMessage(error: FastifyError): never {
  if (isCsrfError(error)) throw new AntiForgeryError();
  throw error;
}

/** A fresh token for this browser (the secret cookie is created on first use). */
export const issueAntiForgeryToken = (reply: FastifyReply): string => reply.generateCsrf();
