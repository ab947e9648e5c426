import type { PaymentFailure } from '../order-errors.js';
import type { PayPalOrdersError } from '../../../ports/paypal-orders.port.js';

/** Why a PayPal step was refused. Codes, never text: the edge words them and maps them to statuses (STATUS_OF). */
export type PayPalFailure =
  | PaymentFailure
  /** The PayPal order named is not this order's (or PayPal does not know it). */
  | { code: 'PAYPAL_ORDER_NOT_FOUND' }
  /** Our order is closed already (cancelled, expired, refused): the shopper starts again from the basket. */
  | { code: 'PAYPAL_ORDER_CLOSED' }
  /** Vouchers pay the whole order: there is nothing for PayPal to take. */
  | { code: 'PAYPAL_NOTHING_TO_PAY' }
  /** The capture failed in a way the buyer can mend on PayPal (declined funding, not approved): the flow restarts. */
  | { code: 'PAYPAL_CAPTURE_FAILED' }
  /** The call's UserGuid names another shopper than the session's (checked at the edge, which knows the guid). */
  | { code: 'PAYPAL_USER_MISMATCH' }
  | Exclude<PayPalOrdersError, { code: `PAYPAL_${string}` }>;

/** How the shop answers a shipping change from PayPal (spec 8: the browser maps these to PayPal's errors). */
export type ShippingRefusal = 'COUNTRY_ERROR' | 'METHOD_UNAVAILABLE' | 'ADDRESS_ERROR';

export type PayPalErrorCode = PayPalFailure['code'];
