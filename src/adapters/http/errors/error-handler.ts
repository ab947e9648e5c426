import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messageFor } from '../../i18n/message-catalogue.js';
import { describeError } from './error-message.js';
import { codeOfStatus, isErrorCode, STATUS_OF, type ErrorCode } from './error-status.js';
import { HttpError, localeOf, SPEC_ERROR_FIELDS, type FieldMessage } from './http-error.js';
import { validationMessage } from './validation-message.js';

export const GENERIC_ERROR_MESSAGE = messageFor('en', 'INTERNAL');

export interface ErrorPageRenderer {
  (request: FastifyRequest, status: number, message: string): string;
}

const wantsHtml = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html') && request.headers['x-requested-with'] !== 'XMLHttpRequest';

/** The code and shopper's message of any thrown error: schema, body, plugin or fault. */
export function classify(error: FastifyError | HttpError, locale: string): { code: ErrorCode; message: string } {
  if (error instanceof HttpError) return { code: error.code, message: error.shopperMessage ?? describeError(locale, { ...error.details, code: error.code }) };
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

const isFieldMessage = (value: unknown): value is FieldMessage =>
  typeof value === 'object' && value !== null && typeof (value as FieldMessage).field === 'string' && typeof (value as FieldMessage).message === 'string';

/**
 * The form fields an error is about, each with its message: a route words them itself; a use case
 * that only names fields still to fill (SHOPPER_DETAILS_MISSING) gets the catalogue's "fill in".
 */
function fieldsOf(error: FastifyError | HttpError, locale: string): FieldMessage[] | undefined {
  const fields = error instanceof HttpError ? (error.details as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields) || fields.length === 0) return undefined;
  if (fields.every(isFieldMessage)) return fields;
  if (fields.every((f): f is string => typeof f === 'string')) return fields.map((field) => ({ field, message: messageFor(locale, 'DETAILS_REQUIRED') }));
  return undefined;
}

/**
 * The one error body: `{ code, message }`, the fields the spec fixes for the route
 * (SPEC_ERROR_FIELDS) and, for an error about a form, `fields: [{ field, message }]`.
 */
function errorBodyOf(request: FastifyRequest, code: ErrorCode, message: string, fields?: readonly FieldMessage[]): Record<string, unknown> {
  const spec = request.routeOptions?.config?.specErrorFields;
  return { ...(spec === undefined ? {} : SPEC_ERROR_FIELDS[spec](code, message)), code, message, ...(fields === undefined ? {} : { fields }) };
}

/** Sends an error answer the edge words itself (unknown method, refused URL): status from STATUS_OF, the one body. */
export function sendErrorAnswer(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, message: string, fields?: readonly FieldMessage[]): FastifyReply {
  reply.code(STATUS_OF[code]);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return reply.type('application/json; charset=utf-8').send(errorBodyOf(request, code, message, fields));
}

/**
 * The one place that turns thrown errors into answers: the status from STATUS_OF, the message
 * from the locale's catalogue, the one body (errorBodyOf), or the error page for a page route
 * (`config.errorPage`) and for a browser that asked for HTML where the spec fixes no JSON fields. Faults are logged with their stack
 * and answered with the generic message, never the stack.
 */
export function makeErrorHandler(renderErrorPage: ErrorPageRenderer | null) {
  return function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
    const locale = localeOf(request);
    const { code, message } = classify(error, locale);
    const status = STATUS_OF[code];
    logRequestError(request, error, code);
    // Several nodes: the database is restarting; a client may try again shortly.
    if (code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', '2');
    const config = request.routeOptions?.config;
    if (renderErrorPage && (config?.errorPage === true || (config?.specErrorFields === undefined && wantsHtml(request)))) {
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderErrorPage(request, status, message));
    }
    return sendErrorAnswer(request, reply, code, message, fieldsOf(error, locale));
  };
}
