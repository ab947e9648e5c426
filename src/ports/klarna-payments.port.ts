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

export type KlarnaPaymentsError =
  /** Klarna could not be reached, timed out, answered 5xx or something unreadable: safe to retry with the same key. */
  | { code: 'PROVIDER_UNAVAILABLE' }
  /** Klarna refused the request (an unknown, expired, declined or already used authorisation; bad data). */
  | { code: 'PAYMENT_REQUEST_REFUSED'; reason: string };

/**
 * Klarna Payments API (https://docs.klarna.com/api/payments/): sessions are created with
 * `auto_finalize: true` and `collect_shipping_address: true`; the browser library authorises
 * and hands back an authorisation token, from which the server places the order; a session read
 * back names the token it was authorised with. Placing an order carries an idempotency key
 * (`Klarna-Idempotency-Key`): the same key places it once. A placed order is cancelled through
 * the Order Management API. Adapters pass test/support/klarna-payments-contract.ts.
 * Every call's last argument is the site (its id) whose Klarna account it runs on: a session, its
 * authorisation and its order belong to the API user that created the session, the order's site's.
 */
export interface KlarnaPayments {
  createSession(purchase: KlarnaPurchase, site: string): Promise<Result<KlarnaSession, KlarnaPaymentsError>>;
  /** The session as it stands; an unknown or expired session is PAYMENT_REQUEST_REFUSED (NOT_FOUND). */
  readSession(sessionId: string, site: string): Promise<Result<KlarnaSessionState, KlarnaPaymentsError>>;
  placeOrder(authorizationToken: string, purchase: KlarnaPurchase, idempotencyKey: string, site: string): Promise<Result<KlarnaOrder, KlarnaPaymentsError>>;
  /** Releases an authorisation the shop will not use (never placed as an order). */
  cancelAuthorization(authorizationToken: string, site: string): Promise<Result<void, KlarnaPaymentsError>>;
  /**
   * Cancels a placed order nothing was captured of (`POST /ordermanagement/v1/orders/{order_id}/cancel`,
   * 204): Klarna releases the authorised amount. An unknown order (NO_SUCH_ORDER), or one that is
   * captured or cancelled already (CANCEL_NOT_ALLOWED), is PAYMENT_REQUEST_REFUSED.
   */
  cancelOrder(orderId: string, site: string): Promise<Result<void, KlarnaPaymentsError>>;
}
