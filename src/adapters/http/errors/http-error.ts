import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Result } from '../../../domain/shared/result.js';
import { describeError } from './error-message.js';
import { STATUS_OF, type ErrorCode } from './error-status.js';

/**
 * The body shape of a route's error answers. Every JSON shape holds `code` and `message`; the
 * others add the fields the spec fixes for that route:
 * - `plain`: `{ code, message }` (the default; HTML pages answer browsers with the error page);
 * - `addToBag`: `{ success: false, code, message, reason, hasWarning, dataLayer, eventId }`;
 * - `quantity`: `{ success: false, code, message, dataLayer }`;
 * - `success`: `{ success: false, code, message }` (wishlist API, back in stock);
 * - `text`: the message as text/plain (HTML fragment routes);
 * - `page`: the error page (HTML) whatever the Accept header (pages), JSON `{ code, message }` never;
 * - `loyaltyCoupon`: `{ success: false, errorMessage, code, message }` (ApplyLoyaltyCoupon, spec section 7);
 * - `fieldErrors`: `{ success: false, code, message, errors: [] }` (shopper details; a refused save
 *   lists `{ field, message }` in `errors`), the error page for a browser's form post.
 * - `payment`: `{ error: { code, message }, code, message }` (the payment calls of the basket page: the
 *   contract's `error` object, which the basket page's payment code reads, plus the usual fields);
 *   an error naming form fields (SHOPPER_DETAILS_MISSING) lists them as `error.fields`.
 */
export type ErrorBodyShape = 'plain' | 'addToBag' | 'quantity' | 'success' | 'text' | 'page' | 'loyaltyCoupon' | 'fieldErrors'
  // Orders and payments.
  | 'payment';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route words its errors; see ErrorBodyShape. */
    errorBody?: ErrorBodyShape;
  }
}

/** An error the edge raises itself (thrown, then answered by the app's error handler). */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(readonly code: ErrorCode, message: string = code, readonly details: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = STATUS_OF[code];
  }
}

export const shapeOf = (request: FastifyRequest): ErrorBodyShape =>
  (request.routeOptions?.config as { errorBody?: ErrorBodyShape } | undefined)?.errorBody ?? 'plain';

/** The error body of a shape. */
function errorBody(shape: ErrorBodyShape, code: ErrorCode, message: string, fields?: readonly string[]): Record<string, unknown> | string {
  switch (shape) {
    case 'addToBag':
      return { success: false, code, message, reason: code, hasWarning: false, dataLayer: null, eventId: null };
    case 'quantity':
      return { success: false, code, message, dataLayer: null };
    case 'success':
      return { success: false, code, message };
    case 'fieldErrors':
      return { success: false, code, message, errors: [] };
    case 'text':
      return message;
    case 'loyaltyCoupon':
      return { success: false, errorMessage: message, code, message };
    // Orders and payments.
    case 'payment':
      return { error: { code, message, ...(fields === undefined ? {} : { fields }) }, code, message };
    default:
      return { code, message };
  }
}

export const localeOf = (request: FastifyRequest): string =>
  (request.site as { locale?: string } | null | undefined)?.locale ?? 'en-GB';

/** Sends an error answer: status from STATUS_OF, body in the route's shape. */
export function sendErrorBody(reply: FastifyReply, code: ErrorCode, message: string, shape: ErrorBodyShape = shapeOf(reply.request), fields?: readonly string[]): FastifyReply {
  reply.code(STATUS_OF[code]);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  const body = errorBody(shape, code, message, fields);
  if (typeof body === 'string') return reply.type('text/plain; charset=utf-8').send(body);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Sends an error of the core: its code's status, its message from the locale's catalogue. */
export function sendError<E extends { code: ErrorCode }>(reply: FastifyReply, error: E, shape?: ErrorBodyShape): FastifyReply {
  return sendErrorBody(reply, error.code, describeError(localeOf(reply.request), error), shape, namedFieldsOf(error));
}

/** The form fields an error names (a list of field names), else undefined. */
function namedFieldsOf(error: object): readonly string[] | undefined {
  const fields = (error as { fields?: unknown }).fields;
  return Array.isArray(fields) && fields.every((f) => typeof f === 'string') ? fields : undefined;
}

/**
 * The one way to answer a use case's Result: `onOk` builds the success body; a failure goes
 * through STATUS_OF and the message catalogue in the route's error shape.
 */
export function sendResult<T, E extends { code: ErrorCode }>(
  reply: FastifyReply, result: Result<T, E>, onOk: (value: T) => unknown,
): FastifyReply {
  if (!result.ok) return sendError(reply, result.error);
  return reply.send(onOk(result.value));
}
