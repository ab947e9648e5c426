import type { Order } from '../domain/orders/order.js';
import type { RefundedLine } from '../domain/orders/refund-selection.js';
import type { Money } from '../domain/pricing/money.js';
import type { Result } from '../domain/shared/result.js';
import type { PaymentGatewayError } from './payment-gateway.port.js';

/** A capture, cancel or refund asked of the provider that took the order's payment. */
export interface ModificationCall {
  /** The order, as placed: its site (whose provider account the call runs on), lines and reference. */
  order: Order;
  /** The payment at its provider: Adyen's PSP reference, PayPal's capture id, Klarna's order id. */
  paymentReference: string;
  /** Our id of the modification: the reference the provider names in its result, and the call's idempotency key. */
  reference: string;
  /** What a capture takes or a refund gives back; a cancel's is the whole authorisation it gives back. */
  amount: Money;
  /** The order lines (positions and units) and whether the delivery are covered, for providers that take lines (Klarna). */
  lines: RefundedLine[];
  delivery: boolean;
  /** The parcel a capture is for, when a dispatch asks it: for providers that take tracking with a capture (Klarna's shipping_info). */
  parcel?: ParcelTracking;
  /**
   * A refund's: the provider's references of the order's captures that succeeded, oldest first,
   * for providers that refund each capture on its own (PayPal's captures of an authorization).
   */
  captureReferences?: string[];
  /**
   * A capture's: whether it takes the last of the authorisation (nothing left to capture after
   * it, no other capture under way), for providers told so with the capture (PayPal's final_capture).
   */
  finalCapture?: boolean;
}

/** A parcel as the carrier tracks it. */
export interface ParcelTracking {
  /** The carrier's name, e.g. 'Royal Mail'. */
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page for it; null for a carrier the shop has no link for. */
  trackingUrl: string | null;
}

/**
 * The provider took the call. `outcome` is how it went when the provider answers at once
 * (Klarna's order management, a PayPal refund COMPLETED); null when the result comes later by
 * webhook (Adyen's modifications, a PayPal refund PENDING), found by `reference` or
 * `providerReference`.
 */
export interface ModificationTaken {
  providerReference: string;
  outcome: { succeeded: boolean; reason: string | null } | null;
}

/**
 * One provider's captures, cancels and refunds of a payment it took. Every call carries the
 * modification's id as its idempotency key: the same call again is asked once. A refusal of the
 * request itself is PAYMENT_REQUEST_REFUSED (the action fails, its money is released); an
 * unreachable provider is PROVIDER_UNAVAILABLE (the action stays asked, and the same operator
 * key asks again).
 */
export interface PaymentModifications {
  /**
   * Whether a payment this provider takes on the site is captured when the shopper pays, whatever
   * the site's capture mode (a PayPal order created with intent CAPTURE). Asked per payment, as
   * it is paid: the order's ledger opens with the answer.
   */
  capturesAtPayment(siteCode: string): boolean;
  capture(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>>;
  cancel(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>>;
  refund(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>>;
  /**
   * Gives back what is left of an authorisation part of which is captured, so nothing more is
   * captured (Klarna's release-remaining-authorization; `amount` is what is left). Absent where
   * the provider has no such call: there what is not captured lapses with the authorisation.
   */
  releaseRemaining?(call: ModificationCall): Promise<Result<ModificationTaken, PaymentGatewayError>>;
}

/** The provider whose modifications apply to a payment made with `paymentMethod`; null where the shop cannot modify it. */
export type PaymentModificationsOf = (paymentMethod: string) => PaymentModifications | null;
