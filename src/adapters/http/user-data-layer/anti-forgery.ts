import type { FastifyInstance, FastifyReply, preValidationHookHandler } from 'fastify';

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

/** A fresh token for this browser (the secret cookie is created on first use). */
export const issueAntiForgeryToken = (reply: FastifyReply): string => reply.generateCsrf();
