import type { FastifyRequest } from 'fastify';
import { STATUS_OF, type ErrorCode } from './error-status.js';

/** A form field an error is about, with its message in the shopper's language. */
export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * The routes whose failure answer the spec fixes further fields of, besides `code` and `message`
 * (spec sections 3 and 7). Every other route answers `{ code, message }` only.
 */
export const SPEC_ERROR_FIELDS = {
  /** GET /basket/api/add: success, message, reason, hasWarning, dataLayer, eventId. */
  basketAdd: (code: ErrorCode) => ({ success: false, reason: code, hasWarning: false, dataLayer: null, eventId: null }),
  /** The quantity calls (POST /api/basket/{action}/{shoppingBasketId}): success, dataLayer. */
  basketQuantity: () => ({ success: false, dataLayer: null }),
  /** The wishlist's POST calls and PayPal's create, createfrombasket, amend and capture: success. */
  success: () => ({ success: false }),
  /** GET /basket/api/ApplyLoyaltyCoupon: success, errorMessage. */
  loyaltyCoupon: (_code: ErrorCode, message: string) => ({ success: false, errorMessage: message }),
} as const satisfies Record<string, (code: ErrorCode, message: string) => Record<string, unknown>>;

type SpecErrorFields = keyof typeof SPEC_ERROR_FIELDS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page: its errors answer with the error page whatever the Accept header, never JSON. */
    errorPage?: boolean;
    /** The spec fixes more fields in this route's failure answer; see SPEC_ERROR_FIELDS. */
    specErrorFields?: SpecErrorFields;
  }
}

/**
 * The one way a route, hook or guard answers an error: throw it, and the app's error handler
 * answers with the code's status from STATUS_OF and `{ code, message }`. `details` is the use
 * case's error itself, or the figures its message names (`messageCode` picks a more precise
 * message of the catalogue); `fields` lists the form fields it is about. `message` is for the
 * rare answer whose words are composed by the route rather than picked from the catalogue.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(readonly code: ErrorCode, readonly details: object = {}, readonly shopperMessage?: string) {
    super(code);
    this.statusCode = STATUS_OF[code];
  }
}

export const localeOf = (request: FastifyRequest): string =>
  (request.site as { locale?: string } | null | undefined)?.locale ?? 'en-GB';
