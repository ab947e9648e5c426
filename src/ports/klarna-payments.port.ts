import type { Result } from '../domain/shared/result.js';

/** One line of a Klarna order (amounts in minor units, tax-inclusive, as Klarna's `order_lines`). */
export interface KlarnaOrderLine {
  /** physical goods; gift_card: a gift voucher bought; store_credit: a gift voucher spent (negative). */
  type: 'physical' | 'gift_card' | 'shipping_fee' | 'discount' | 'store_credit';
  reference: string;
  name: string;
  quantity: number;
  /** Price of one unit, minor units (negative for a discount). */
  unitPrice: number;
  /** quantity × unitPrice, minor units. */
  totalAmount: number;
}

/**
 * What a Klarna Payments session (and the order placed from its authorisation) is about: our
 * order's amount and lines in minor units. `orderAmount` is the sum of the lines' totals.
 */
export interface KlarnaPurchase {
  /** ISO 3166 alpha-2, the shopper's billing (else delivery) country. */
  purchaseCountry: string;
  /** ISO 4217. */
  purchaseCurrency: string;
  /** BCP 47, e.g. 'en-GB'. */
  locale: string;
  orderAmount: number;
  orderLines: KlarnaOrderLine[];
  /** Our order reference (merchant_reference1). */
  merchantReference: string;
}

/** A created session: what the browser library needs (client token) and Klarna's id for it. */
export interface KlarnaSession {
  sessionId: string;
  clientToken: string;
  /** Identifiers of the categories offered ('pay_later', 'pay_over_time', ...). */
  paymentMethodCategories: string[];
}

/** A session as Klarna reads it back (`GET /payments/v1/sessions/{session_id}`). */
export interface KlarnaSessionState {
  /** The authorisation token the browser library got for this session (the latest one); null before the shopper authorised. */
  authorizationToken: string | null;
}

/** A Klarna order placed from an authorisation. */
export interface KlarnaOrder {
  orderId: string;
  /** ACCEPTED, PENDING or REJECTED. */
  fraudStatus: string;
  redirectUrl: string | null;
}

/** How an order is placed from an authorisation: once per idempotency key, captured at once or later. */
export interface KlarnaPlacement {
  /** Sent as `Klarna-Idempotency-Key`: the same key places the order once. */
  idempotencyKey: string;
  /**
   * `auto_capture`: Klarna captures the whole order as it places it (a site that captures at
   * payment); false leaves it authorised, captured later through Order Management.
   */
  autoCapture: boolean;
}

/** A capture or refund of a placed Klarna order (Order Management). */
export interface KlarnaOrderModification {
  /** `captured_amount` or `refunded_amount`, minor units. */
  amount: number;
  /** The lines it covers, adding up to `amount`; empty when it is an amount only. */
  orderLines: KlarnaOrderLine[];
  /** Our id of it: its `reference` (in Klarna's settlement files) and its `Klarna-Idempotency-Key`. */
  idempotencyKey: string;
  /** A capture's parcel (`shipping_info`: the carrier, its tracking number and link); none for a refund, or a capture no dispatch asked. */
  shipping?: { company: string; trackingNumber: string; trackingUri: string | null };
}

export type KlarnaPaymentsError =
  /** Klarna could not be reached, timed out, answered 5xx or something unreadable: safe to retry with the same key. */
  | { code: 'PROVIDER_UNAVAILABLE' }
  /** Klarna refused the request (an unknown, expired, declined or already used authorisation; bad data). */
  | { code: 'PAYMENT_REQUEST_REFUSED'; reason: string };

/**
 * Klarna Payments API (https://docs.klarna.com/api/payments/): sessions are created with
 * `auto_finalize: true` and `collect_shipping_address: true`; the browser library authorises
 * and hands back an authorisation token, from which the server places the order (captured at
 * once with `auto_capture`, else authorised); a session read back names the token it was
 * authorised with. A placed order is captured, refunded, cancelled and its remaining
 * authorisation released through the Order Management API (`/ordermanagement/v1/orders/{order_id}/...`),
 * which answers at once. Every call that changes something carries an idempotency key
 * (`Klarna-Idempotency-Key`): the same key again is answered as the first time, whatever the
 * body. Adapters pass test/support/klarna-payments-contract.ts.
 * Every call's last argument is the site (its id) whose Klarna account it runs on: a session, its
 * authorisation and its order belong to the API user that created the session, the order's site's.
 */
export interface KlarnaPayments {
  createSession(purchase: KlarnaPurchase, site: string): Promise<Result<KlarnaSession, KlarnaPaymentsError>>;
  /** The session as it stands; an unknown or expired session is PAYMENT_REQUEST_REFUSED (NOT_FOUND). */
  readSession(sessionId: string, site: string): Promise<Result<KlarnaSessionState, KlarnaPaymentsError>>;
  placeOrder(authorizationToken: string, purchase: KlarnaPurchase, placement: KlarnaPlacement, site: string): Promise<Result<KlarnaOrder, KlarnaPaymentsError>>;
  /** Releases an authorisation the shop will not use (never placed as an order). */
  cancelAuthorization(authorizationToken: string, site: string): Promise<Result<void, KlarnaPaymentsError>>;
  /**
   * Cancels a placed order nothing was captured of (`POST /ordermanagement/v1/orders/{order_id}/cancel`,
   * 204): Klarna releases the authorised amount. An unknown order (NO_SUCH_ORDER, 404), or one that is
   * captured or cancelled already (CANCEL_NOT_ALLOWED, 403), is PAYMENT_REQUEST_REFUSED.
   */
  cancelOrder(orderId: string, idempotencyKey: string, site: string): Promise<Result<void, KlarnaPaymentsError>>;
  /**
   * Captures part or all of what is left of the authorisation (`POST .../captures` with
   * `captured_amount`, `order_lines`; 201 with the `Capture-Id` header, its id). More than is
   * left, or a cancelled or released order, is CAPTURE_NOT_ALLOWED (403).
   */
  captureOrder(orderId: string, capture: KlarnaOrderModification, site: string): Promise<Result<{ captureId: string }, KlarnaPaymentsError>>;
  /**
   * Refunds part or all of what is captured and not refunded (`POST .../refunds` with
   * `refunded_amount`, `order_lines`; 201 with the `Refund-Id` header). More than that is
   * REFUND_NOT_ALLOWED (403).
   */
  refundOrder(orderId: string, refund: KlarnaOrderModification, site: string): Promise<Result<{ refundId: string }, KlarnaPaymentsError>>;
  /**
   * Gives back what is left of the authorisation of an order part of which is captured
   * (`POST .../release-remaining-authorization`, 204): no more captures. An order nothing or
   * all of which is captured, or cancelled, is NOT_ALLOWED (403).
   */
  releaseRemainingAuthorization(orderId: string, idempotencyKey: string, site: string): Promise<Result<void, KlarnaPaymentsError>>;
}
