import type { Money } from '../domain/pricing/money.js';
import type { Result } from '../domain/shared/result.js';

/** A PayPal order's status (Orders v2). */
export type PayPalOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

/** Where the buyer's goods go, as PayPal holds it (the buyer may change it on PayPal's page). */
interface PayPalShippingAddress {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  postalCode: string | null;
}

/** A PayPal order as the shop reads it. */
export interface PayPalOrder {
  id: string;
  status: PayPalOrderStatus;
  /** The merchant reference (our order's reference) carried as the purchase unit's `reference_id`. */
  reference: string;
  amount: Money;
  shipping: PayPalShippingAddress | null;
  /** Where the buyer approves the order (the `approve`/`payer-action` link), while it waits for approval. */
  approveUrl: string | null;
  /** The capture's id once COMPLETED with intent CAPTURE, else null. */
  captureId: string | null;
  /** The authorization's id once COMPLETED with intent AUTHORIZE (the money is held, captured later by the authorization), else null. */
  authorizationId: string | null;
}

/** How a PayPal order takes the money: at approval (CAPTURE), or held at approval and captured later (AUTHORIZE). */
export type PayPalIntent = 'CAPTURE' | 'AUTHORIZE';

export interface CreatePayPalOrder {
  /** Our merchant reference (reference_id and invoice_id). */
  reference: string;
  amount: Money;
  /** Where PayPal sends the buyer after approving or cancelling (the sandbox's approval page uses them too). */
  returnUrl: string;
  cancelUrl: string;
  /** `PayPal-Request-Id`: the same id twice creates one order and answers the first answer again. */
  requestId: string;
  /** CAPTURE when absent. */
  intent?: PayPalIntent;
}

/** A shipping change from the buyer: the new address and the amount for it. */
export interface AmendPayPalOrder {
  shipping: PayPalShippingAddress;
  amount: Money;
}

/** A refund of a capture (Payments v2), as PayPal answers it. */
export interface PayPalRefund {
  id: string;
  /** COMPLETED: the money is back with the buyer; PENDING: PayPal gives it back later (e.g. an eCheck). */
  status: 'COMPLETED' | 'PENDING';
}

export interface RefundPayPalCapture {
  /** What to give back; null gives back what is left of the capture. */
  amount: Money | null;
  /** `PayPal-Request-Id`: the same id again answers the first answer, so a retry never refunds twice. */
  requestId: string;
  /** The refund's `invoice_id`: our order's reference, shown in the buyer's PayPal history. */
  invoiceId?: string;
  /** The refund's `custom_id`: our reference of the refund (an operator's refund: its modification id), which PayPal's refund webhooks carry back. */
  customId?: string;
  /** The refund's `note_to_payer`: what the buyer reads with it in their PayPal history and PayPal's email. */
  noteToPayer?: string;
}

/** A capture of an authorization (Payments v2): what it takes, whether it is the last, under which request id. */
export interface CapturePayPalAuthorization {
  amount: Money;
  /** `final_capture`: nothing more can be captured after it (what is left of the authorization is given back). */
  finalCapture: boolean;
  /** `PayPal-Request-Id`: the same id again answers the first answer, so a retry never captures twice. */
  requestId: string;
  /** The capture's `invoice_id`: our order's reference. */
  invoiceId?: string;
}

/** A capture of an authorization, as PayPal answers it: its id is what a refund of it names. */
export interface PayPalAuthorizationCapture {
  id: string;
  /** COMPLETED: the money is taken; PENDING: PayPal takes it later. */
  status: 'COMPLETED' | 'PENDING';
}

export type PayPalAuthorizationError =
  /** PayPal could not be reached, timed out, or answered something unreadable or a 5xx. */
  | { code: 'PROVIDER_UNAVAILABLE' }
  /** No such authorization (RESOURCE_NOT_FOUND). */
  | { code: 'PAYPAL_AUTHORIZATION_NOT_FOUND' }
  /**
   * PayPal refused: `reason` is its issue name (AUTHORIZATION_VOIDED, AUTHORIZATION_ALREADY_CAPTURED,
   * MAX_CAPTURE_AMOUNT_EXCEEDED, PREVIOUSLY_CAPTURED, CURRENCY_MISMATCH, CAPTURE_DECLINED, ...).
   */
  | { code: 'PAYMENT_REQUEST_REFUSED'; reason: string };

export type PayPalRefundError =
  /** PayPal could not be reached, timed out, or answered something unreadable or a 5xx. */
  | { code: 'PROVIDER_UNAVAILABLE' }
  /** No such capture (RESOURCE_NOT_FOUND). */
  | { code: 'PAYPAL_CAPTURE_NOT_FOUND' }
  /** The capture was given back in full already, by another request (CAPTURE_FULLY_REFUNDED). */
  | { code: 'PAYPAL_CAPTURE_REFUNDED' }
  /** PayPal refused the refund (more than is left, another currency, too late): `reason` is its issue name. */
  | { code: 'PAYMENT_REQUEST_REFUSED'; reason: string };

export type PayPalOrdersError =
  /** PayPal could not be reached, timed out, or answered something unreadable or a 5xx. */
  | { code: 'PROVIDER_UNAVAILABLE' }
  /** No such PayPal order (RESOURCE_NOT_FOUND). */
  | { code: 'PAYPAL_ORDER_NOT_FOUND' }
  /** Capture of an order the buyer has not approved (ORDER_NOT_APPROVED). */
  | { code: 'PAYPAL_ORDER_NOT_APPROVED' }
  /** The buyer's funding source was declined (INSTRUMENT_DECLINED): the buyer picks another one on PayPal (restart). */
  | { code: 'PAYPAL_INSTRUMENT_DECLINED' }
  /** The order was captured already under another request id (ORDER_ALREADY_CAPTURED). */
  | { code: 'PAYPAL_ORDER_ALREADY_CAPTURED' }
  /** PayPal refused the request itself (validation, configuration): `reason` is its issue name. */
  | { code: 'PAYMENT_REQUEST_REFUSED'; reason: string };

/**
 * PayPal Orders v2: create an order (intent CAPTURE or AUTHORIZE), read it, amend its shipping and
 * amount while the buyer is on PayPal, capture or authorize it once approved; Payments v2: capture
 * an authorization in parts, void it, refund a capture. Create, capture
 * and refund carry a `PayPal-Request-Id` (the same id again answers the first answer, so a retry
 * never makes a second order, charge or refund).
 * Adapters (the fetch client and the sandbox) pass test/support/paypal-orders-contract.ts.
 * Every call's last argument is the site (its id) whose PayPal account it runs on: a PayPal
 * order, its capture and its refund belong to the app that created the order, the order's site's.
 */
export interface PayPalOrders {
  create(request: CreatePayPalOrder, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>>;
  get(id: string, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>>;
  amend(id: string, change: AmendPayPalOrder, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>>;
  capture(id: string, requestId: string, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>>;
  /** Authorises an approved order created with intent AUTHORIZE (`POST /v2/checkout/orders/{id}/authorize`): COMPLETED with its authorization's id. */
  authorize(id: string, requestId: string, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>>;
  /** Captures (part of) an authorization (`POST /v2/payments/authorizations/{id}/capture`), up to the amount authorised. */
  captureAuthorization(authorizationId: string, request: CapturePayPalAuthorization, site: string): Promise<Result<PayPalAuthorizationCapture, PayPalAuthorizationError>>;
  /** Gives an authorization back before its final capture (`POST /v2/payments/authorizations/{id}/void`). */
  voidAuthorization(authorizationId: string, requestId: string, site: string): Promise<Result<{ id: string }, PayPalAuthorizationError>>;
  /** Gives a capture's money back (`POST /v2/payments/captures/{capture_id}/refund`). */
  refund(captureId: string, request: RefundPayPalCapture, site: string): Promise<Result<PayPalRefund, PayPalRefundError>>;
  /**
   * Whether a webhook really comes from PayPal (PayPal: `POST /v1/notifications/verify-webhook-signature`
   * with the five transmission headers, our webhook id and the event; the sandbox checks its own
   * HMAC), and what it says. PAYPAL_WEBHOOK_NOT_VERIFIED: forged, altered, unsigned or for another
   * webhook id; PROVIDER_UNAVAILABLE: PayPal could not say (PayPal delivers the webhook again later).
   * `site`: the site whose host the webhook was posted to (each app's webhook points at its site's host).
   */
  verifyWebhook(delivery: PayPalWebhookDelivery, site: string): Promise<Result<PayPalWebhookEvent, PayPalWebhookError>>;
}

/** The transmission headers PayPal signs a webhook with (`paypal-transmission-id` and so on). */
export interface PayPalWebhookSignature {
  transmissionId: string;
  transmissionTime: string;
  certUrl: string;
  authAlgo: string;
  transmissionSig: string;
}

/** A webhook as it arrived: its signature headers and its JSON body (the event). */
export interface PayPalWebhookDelivery {
  signature: PayPalWebhookSignature;
  event: unknown;
}

/**
 * A verified webhook event the shop acts on: the buyer approved the order (CHECKOUT.ORDER.APPROVED),
 * an order created with intent AUTHORIZE was authorised (PAYMENT.AUTHORIZATION.CREATED), a capture
 * completed (PAYMENT.CAPTURE.COMPLETED) or was denied (PAYMENT.CAPTURE.DENIED); a refund
 * of a capture completed (PAYMENT.CAPTURE.REFUNDED), is pending (PAYMENT.REFUND.PENDING) or failed
 * (PAYMENT.REFUND.FAILED); PayPal reversed a capture itself (PAYMENT.CAPTURE.REVERSED: a
 * chargeback or a dispute decided for the buyer, nothing the shop asked). Any other event type is
 * `other` and changes nothing. `payPalOrderId` and `reference` (our merchant reference, the
 * capture's or refund's `invoice_id`) are null when the event does not carry them; `captureId` is
 * the capture a capture event is about, else null; `refund` is the refund the event is about
 * (refund and reversal events), else null.
 */
export interface PayPalWebhookEvent {
  /** PayPal's event id (WH-...). */
  id: string;
  kind: 'order-approved' | 'authorization-created' | 'capture-completed' | 'capture-denied' | 'refund-completed' | 'refund-pending' | 'refund-failed' | 'capture-reversed'
    | 'other';
  payPalOrderId: string | null;
  reference: string | null;
  captureId: string | null;
  refund: PayPalRefundReference | null;
}

/** A refund as PayPal's refund webhooks name it: its id, and the `custom_id` it was asked with (null when none). */
interface PayPalRefundReference {
  id: string;
  customId: string | null;
}

export type PayPalWebhookError = { code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' } | { code: 'PROVIDER_UNAVAILABLE' };
