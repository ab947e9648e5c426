import type { AccountErrorCode } from '../../../application/accounts/account-messages.js';
import type { AddToBasketErrorCode } from '../../../application/basket/add-to-basket.use-case.js';
import type { BackInStockErrorCode } from '../../../application/catalog/request-back-in-stock-notice.use-case.js';
import type { WishlistErrorCode } from '../../../application/wishlist/wishlist-summary.js';
import type { ChooseDeliveryErrorCode } from '../../../application/delivery/choose-delivery.use-case.js';
// Loyalty and gift vouchers.
import type { LoyaltyErrorCode } from '../../../application/loyalty/loyalty-errors.js';
import type { ShopperDetailsErrorCode } from '../../../application/checkout/save-shopper-details.use-case.js';
// Orders and payments.
import type { OrderErrorCode } from '../../../application/checkout/order-errors.js';
// PayPal.
import type { PayPalErrorCode } from '../../../application/checkout/paypal/paypal-errors.js';
// Klarna.
import type { KlarnaFailure } from '../../../application/checkout/klarna/klarna-errors.js';
// Operators.
import type { OperatorErrorCode } from '../../../application/operators/operator-errors.js';
// Catalog imports.
import type { CatalogImportErrorCode } from '../../../application/catalog/import-catalog.use-case.js';
// Stock feeds.
import type { StockFeedErrorCode } from '../../../application/catalog/stock-feed.use-case.js';
// Fulfilment.
import type { FulfilmentErrorCode } from '../../../application/orders/fulfilment-errors.js';
// Money after the payment.
import type { MoneyActionErrorCode } from '../../../application/orders/money-action-errors.js';
// Orders out: webhooks and the export.
import type { ExportRangeError } from '../../../application/orders/export-orders.use-case.js';
import type { RedeliverError } from '../../../application/orders/order-webhook-deliveries.use-case.js';
// Returns.
import type { ReturnErrorCode } from '../../../application/orders/return-errors.js';
// The operators' order list.
import type { OrderListError } from '../../../application/orders/list-orders-for-operators.use-case.js';

/** Codes the HTTP edge itself answers with (schema, method, size, content type, limits, faults). */
type HttpErrorCode =
  | 'INVALID_INPUT' | 'PRICE_RANGE' | 'NOT_AUTHORISED' | 'FORGERY' | 'CROSS_SITE' | 'NOT_FOUND' | 'CATEGORY_NOT_FOUND' | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT' | 'REQUEST_TIMEOUT' | 'PAYLOAD_TOO_LARGE' | 'URI_TOO_LONG' | 'HEADERS_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_MANY_REQUESTS' | 'TOO_MANY_ATTEMPTS'
  | 'INTERNAL' | 'BUSY' | 'PROVIDER_UNAVAILABLE'
  // Several nodes: the database is down or restarting; requests fail fast.
  | 'DATABASE_UNAVAILABLE'
  // Hardening: a site's wishlist holds only its own brand's products.
  | 'PRODUCT_OF_ANOTHER_SITE';

/** Every error code the app answers with: the use cases' codes and the edge's own. */
export type ErrorCode = HttpErrorCode | AddToBasketErrorCode | BackInStockErrorCode | WishlistErrorCode | AccountErrorCode
  | ChooseDeliveryErrorCode
  // Loyalty and gift vouchers.
  | LoyaltyErrorCode
  // Shopper details (basket page).
  | ShopperDetailsErrorCode
  // Orders and payments.
  | OrderErrorCode
  // PayPal.
  | PayPalErrorCode
  // Klarna.
  | KlarnaFailure['code']
  // Operators.
  | OperatorErrorCode
  // Catalog imports.
  | CatalogImportErrorCode
  // Stock feeds.
  | StockFeedErrorCode
  // Fulfilment.
  | FulfilmentErrorCode
  // Money after the payment.
  | MoneyActionErrorCode
  // Orders out: webhooks and the export.
  | RedeliverError['code'] | ExportRangeError['code']
  // Returns.
  | ReturnErrorCode
  // The operators' order list.
  | OrderListError['code'];

/**
 * The one table from error code to HTTP status. Invalid input is always 400 (the request, a field
 * or a use case's rule on a field was refused); 422 is only a file read whose rows were rejected. docs/errors.md lists every code
 * (a test keeps the two the same).
 */
export const STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  INVALID_INPUT: 400,
  INVALID_QUANTITY: 400,
  INVALID_GIFT_VOUCHER: 400,
  INVALID_EMAIL: 400,
  INVALID_DETAILS: 400,
  MISSING_CREDENTIALS: 400,
  PRICE_RANGE: 400,
  NOT_AUTHORISED: 401,
  WRONG_CREDENTIALS: 401,
  FORGERY: 403,
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  PRODUCT_ARCHIVED: 410,
  CATEGORY_NOT_FOUND: 404,
  STOCK_NOT_FOUND: 404,
  LINE_NOT_FOUND: 404,
  NOT_ON_WISHLIST: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  LINE_LIMIT: 409,
  IN_STOCK: 409,
  EMAIL_TAKEN: 409,
  BASKET_REFUSED: 409,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  BUSY: 503,
  PROVIDER_UNAVAILABLE: 503,
  // Delivery
  UNKNOWN_DELIVERY_OPTION: 400,
  DELIVERY_COUNTRY_UNAVAILABLE: 400,
  UNKNOWN_SAFE_PLACE: 400,
  PICKUP_POINT_REQUIRED: 400,
  PICKUP_POINT_NOT_FOUND: 404,
  DELIVERY_OPTION_UNAVAILABLE: 409,
  NOMINATED_DAY_UNAVAILABLE: 409,
  // Loyalty and gift vouchers.
  SIGN_IN_REQUIRED: 401,
  COUPON_NOT_FOUND: 404,
  COUPON_USED: 409,
  COUPON_CURRENCY: 409,
  NOT_ENOUGH_POINTS: 409,
  VOUCHER_CODE_REQUIRED: 400,
  VOUCHER_NOT_FOUND: 404,
  VOUCHER_EMPTY: 409,
  VOUCHER_CURRENCY: 409,
  VOUCHER_ALREADY_APPLIED: 409,
  VOUCHER_NOT_APPLIED: 404,
  // Shopper details (basket page).
  INVALID_SHOPPER_DETAILS: 400,
  // Orders and payments.
  BASKET_EMPTY: 409,
  SHOPPER_DETAILS_MISSING: 409,
  DISCOUNT_UNAVAILABLE: 409,
  ORDER_NOT_FOUND: 404,
  PAYMENT_IN_PROGRESS: 409,
  PAYMENT_DETAILS_MISMATCH: 409,
  TOO_MANY_PAYMENT_ATTEMPTS: 409,
  PAYMENT_REQUEST_REFUSED: 400,
  WALLET_SHIPPING_COUNTRY: 400,
  // Several nodes.
  DATABASE_UNAVAILABLE: 503,
  // PayPal.
  PAYPAL_ORDER_NOT_FOUND: 404,
  PAYPAL_ORDER_CLOSED: 409,
  PAYPAL_NOTHING_TO_PAY: 409,
  PAYPAL_CAPTURE_FAILED: 409,
  // Klarna.
  KLARNA_SESSION_NOT_FOUND: 404,
  KLARNA_DECLINED: 409,
  KLARNA_AUTHORIZATION_MISMATCH: 409,
  KLARNA_NOT_AVAILABLE: 409,
  // Hardening.
  PRODUCT_OF_ANOTHER_SITE: 409,
  // PayPal: a UserGuid that is not the session's shopper.
  PAYPAL_USER_MISMATCH: 403,
  // Operators.
  OPERATOR_FORBIDDEN: 403,
  API_KEY_NOT_FOUND: 404,
  STOCK_FEED_REJECTED: 422,
  CATALOG_IMPORT_REJECTED: 422,
  // Fulfilment.
  CARRIER_UNKNOWN: 400,
  TRACKING_NUMBER_INVALID: 400,
  ORDER_LINE_NOT_FOUND: 400,
  SHIPMENT_NOT_FOUND: 404,
  ORDER_NOT_PAID: 409,
  ORDER_LINE_CANCELLED: 409,
  MORE_THAN_REMAINS: 409,
  NOTHING_LEFT: 409,
  // Money after the payment.
  IDEMPOTENCY_KEY_REQUIRED: 400,
  PAYMENT_NOT_AUTHORISED: 409,
  PAYMENT_CANCELLED: 409,
  CAPTURE_OVER_AUTHORISED: 409,
  PAYMENT_ALREADY_CAPTURED: 409,
  REFUND_OVER_REMAINING: 409,
  REFUND_LINE_UNAVAILABLE: 409,
  DELIVERY_ALREADY_REFUNDED: 409,
  PAYMENT_NOT_MODIFIABLE: 409,
  AUTHORISATION_RELEASED: 409,
  NOTHING_TO_RELEASE: 409,
  RELEASE_NOT_OFFERED: 409,
  PAYMENT_CHANGED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PROVIDER_REFUSED: 502,
  // Orders out: webhooks and the export.
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_DELIVERY_UNDER_WAY: 409,
  EXPORT_RANGE_INVALID: 400,
  // Returns.
  RETURN_NOTHING_CHOSEN: 400,
  RETURN_REASON_UNKNOWN: 400,
  RETURN_LINE_NOT_IN_RETURN: 400,
  RETURN_NOTHING_RECEIVED: 400,
  RETURN_NOT_FOUND: 404,
  RETURN_NOT_DISPATCHED: 409,
  RETURN_WINDOW_CLOSED: 409,
  RETURN_MORE_THAN_DISPATCHED: 409,
  RETURN_MORE_THAN_REQUESTED: 409,
  RETURN_NOT_AWAITED: 409,
  RETURN_NOT_RECEIVED: 409,
  RETURN_ALREADY_REFUNDED: 409,
  // The operators' order list.
  ORDER_SEARCH_INVALID: 400,
  ORDER_FILTER_INVALID: 400,
  ORDER_DATES_INVALID: 400,
  ORDER_CURSOR_INVALID: 400,
};

/** Every status the app answers an error with. */
export const ERROR_STATUSES: ReadonlySet<number> = new Set(Object.values(STATUS_OF));

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(STATUS_OF, code);

/** The edge's code for a status that came from Fastify or a plugin rather than a use case. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401: return 'NOT_AUTHORISED';
    case 403: return 'FORGERY';
    case 404: return 'NOT_FOUND';
    case 405: return 'METHOD_NOT_ALLOWED';
    case 409: return 'CONFLICT';
    case 413: return 'PAYLOAD_TOO_LARGE';
    case 414: return 'URI_TOO_LONG';
    case 415: return 'UNSUPPORTED_MEDIA_TYPE';
    case 429: return 'TOO_MANY_REQUESTS';
    case 503: return 'PROVIDER_UNAVAILABLE';
    default: return status >= 500 ? 'INTERNAL' : 'INVALID_INPUT';
  }
}
