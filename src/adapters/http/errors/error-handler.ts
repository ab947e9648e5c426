import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messageFor } from '../../i18n/message-catalogue.js';
import { describeError } from './error-message.js';
import { codeOfStatus, isErrorCode, STATUS_OF, type ErrorCode } from './error-status.js';
import { HttpError, localeOf, sendErrorBody, shapeOf } from './http-error.js';
import { validationMessage } from './validation-message.js';

export const GENERIC_ERROR_MESSAGE = messageFor('en', 'INTERNAL');

export interface ErrorPageRenderer {
  (request: FastifyRequest, status: number, message: string): string;
}

const wantsHtml = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html') && request.headers['x-requested-with'] !== 'XMLHttpRequest';

/** The code and shopper's message of any thrown error: schema, body, plugin or fault. */
export function classify(error: FastifyError | HttpError, locale: string): { code: ErrorCode; message: string } {
  if (error instanceof HttpError) return { code: error.code, message: describeError(locale, { ...error.details, code: error.code }) };
  if (error.validation && error.validation.length > 0) {
    return { code: 'INVALID_INPUT', message: validationMessage(locale, error.validation, error.validationContext) };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status === 400) {
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { code: 'INVALID_INPUT', message: messageFor(locale, 'BODY_MISSING') };
    if (error.code === 'FST_ERR_BAD_URL') return { code: 'INVALID_INPUT', message: messageFor(locale, 'BAD_URL') };
    return { code: 'INVALID_INPUT', message: messageFor(locale, error instanceof SyntaxError || /JSON|body/i.test(error.code ?? '') ? 'BODY_MALFORMED' : 'INVALID_INPUT') };
  }
  const code = isErrorCode(error.code) ? error.code : codeOfStatus(status);
  return { code, message: messageFor(locale, code) };
}

/**
 * Logs a refused or failed request once: a refusal at info, load shed on purpose (BUSY, answered
 * 503 with Retry-After) at warn with its code only, since its stack says nothing and an error
 * line would page someone for the cap doing its job; any other fault at error with its stack.
 */
export function logRequestError(request: FastifyRequest, error: FastifyError | HttpError, code: ErrorCode): void {
  if (code === 'BUSY') request.log.warn({ code }, 'request shed: too much work of its kind at once');
  else if (STATUS_OF[code] < 500) request.log.info({ err: error }, 'request rejected');
  else request.log.error({ err: error }, 'request failed');
}

/**
 * One place that turns thrown errors into answers: the status from STATUS_OF, the message from the
 * locale's catalogue, the body in the route's shape (`config.errorBody`), or the error page for a
 * browser. Faults are logged with their stack and answered with the generic message, never the stack.
 */
export function makeErrorHandler(renderErrorPage: ErrorPageRenderer | null) {
  return function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
    const { code, message } = classify(error, localeOf(request));
    const status = STATUS_OF[code];
    logRequestError(request, error, code);
    // Several nodes: the database is restarting; a client may try again shortly.
    if (code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', '2');
    const shape = shapeOf(request);
    if (renderErrorPage && (shape === 'page' || ((shape === 'plain' || shape === 'fieldErrors') && wantsHtml(request)))) {
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderErrorPage(request, status, message));
    }
    return sendErrorBody(reply, code, message, shape);
  };
}
