import type { OrderHistoryEntry } from '../domain/orders/order-history.js';
import type { CaptureMode } from '../domain/orders/payment-ledger.js';
import type { Order, OrderSnapshot } from '../domain/orders/order.js';
import type { BasketOwner } from '../domain/accounts/basket-owner.js';
import type { Result } from '../domain/shared/result.js';

/** Why an order could not be placed. */
export type PlaceOrderError =
  /** A line wants more units than are left: nothing is reserved, nothing is written. */
  | { code: 'OUT_OF_STOCK'; stockId: string; available: number }
  /** A gift voucher used has less left than the order takes, or a coupon is used up. */
  | { code: 'DISCOUNT_UNAVAILABLE'; reference: string }
  /** The owner has a pending order already (one at a time: a concurrent submit placed it); nothing is written. */
  | { code: 'ORDER_PENDING'; orderId: string }
  /**
   * The owner's basket no longer holds the snapshot's lines (another submit's order was paid and
   * emptied it, or the shopper changed it meanwhile): nothing is written. Checked under the basket
   * lines' row locks in the placing statement, so two submits of one basket never give two orders.
   */
  | { code: 'BASKET_CHANGED' };

/** The final outcome a payment gave an order. */
export type OrderClosure =
  /** `captureMode`: how the payment is captured as it is paid; the order's payment ledger opens with it, in the same write. */
  | { status: 'paid'; paymentMethod: string; pspReference: string | null; issuedVoucherCodes: string[]; captureMode: CaptureMode }
  | { status: 'refused' | 'cancelled' | 'expired'; paymentMethod: string | null; pspReference: string | null };

/** The answer to store with an attempt (see `saveAttemptOutcome`). */
export interface AttemptOutcome {
  idempotencyKey: string;
  outcome: Record<string, unknown>;
}

/** One provider call for an order, keyed by its idempotency key, with the answer it got. */
export interface PaymentAttempt {
  orderId: string;
  idempotencyKey: string;
  /** The provider's answer as stored (JSON), so a repeated submit gets the first answer back. */
  outcome: Record<string, unknown> | null;
  /** The digest of what the call asked, recorded with it (null for attempts recorded without one). */
  requestDigest: string | null;
  createdAt: Date;
}

/**
 * Orders and their payment attempts. `place` is one transaction: the order, its lines, and one
 * conditional stock update per line (never below zero, whatever the number of app nodes).
 * `close` moves a pending order to a final status exactly once: of two concurrent closes (the
 * browser redirect and the webhook) one gets `true`, the other `false` and changes nothing. In the
 * same transaction a `paid` close consumes the coupons and vouchers the order used, issues its
 * gift voucher codes, empties the owner's basket and opens the order's payment ledger (captured
 * whole or not yet, as `captureMode` says); any other close releases the reserved stock.
 */
export interface Orders {
  /**
   * The next shop-wide order number (FIRST_ORDER_NUMBER onwards), never handed out twice (by any
   * node), for the order's reference. A node may take numbers in blocks: numbers then increase per
   * node, not shop-wide (two nodes' orders interleave), and a block a node stops with is skipped.
   */
  nextOrderNumber(): Promise<number>;
  /**
   * Places the order; with `firstAttemptKey`, the order's first payment attempt (no answer yet) is
   * recorded with it, in the same write, so a placed order's first call needs no `recordAttempt`.
   */
  place(id: string, reference: string, snapshot: OrderSnapshot, now: Date, firstAttemptKey?: string | null, firstAttemptDigest?: string | null): Promise<Result<Order, PlaceOrderError>>;
  byId(id: string): Promise<Order | null>;
  byReference(reference: string): Promise<Order | null>;
  /** The owner's pending order (an owner has at most one), for a repeated submit to reuse; else null. */
  openOrderOf(owner: BasketOwner): Promise<Order | null>;
  /** The owner's most recently paid order, for a late repeat of the submit that paid it; else null. */
  lastPaidOf(owner: BasketOwner): Promise<Order | null>;
  /**
   * With `attempt`, that attempt's answer is saved in the same write, whether or not this close
   * does the work (an order closed already by the webhook still keeps the first answer for a repeat).
   */
  close(id: string, closure: OrderClosure, now: Date, attempt?: AttemptOutcome | null): Promise<boolean>;
  /**
   * Completes an order closed as refused, expired or cancelled with a payment that succeeded after
   * all: its stock is taken again and the rest is as a paid close does. False, changing nothing,
   * when it cannot be (a size has too few units now, a voucher or coupon it used is spent, the
   * owner has another pending order, or the order is not closed unpaid).
   */
  reopenPaid(id: string, closure: Extract<OrderClosure, { status: 'paid' }>, now: Date): Promise<boolean>;
  /**
   * Records a provider call before it is made, with the digest of what it asks; false when that
   * key was recorded already, when another call of the order has no answer yet (one call in
   * flight per order, enforced by the database), or when the order has MAX_PROVIDER_CALLS_PER_ORDER calls.
   */
  recordAttempt(orderId: string, idempotencyKey: string, now: Date, requestDigest?: string | null): Promise<boolean>;
  /** Forgets an attempt that changed nothing (details of another payment), so it neither blocks nor answers. */
  discardAttempt(idempotencyKey: string): Promise<void>;
  /**
   * Removes a pending order placed for a payment request the provider refused as a request (so
   * nothing can have been paid): its stock goes back and nothing of it is kept. Only while its one
   * attempt is `idempotencyKey`; false, changing nothing, otherwise.
   */
  discard(id: string, idempotencyKey: string): Promise<boolean>;
  /** The shopper's latest choices (courier instructions, marketing) on a pending order that holds the same goods; false when it is not pending. */
  amendPreferences(id: string, preferences: Pick<OrderSnapshot, 'delivery' | 'marketingOptIn'>): Promise<boolean>;
  /** Attempts still without an answer that were recorded before `before`, oldest first (the reconciliation closes them). */
  unansweredAttemptsBefore(before: Date, limit: number): Promise<PaymentAttempt[]>;
  saveAttemptOutcome(idempotencyKey: string, outcome: Record<string, unknown>): Promise<void>;
  attempt(idempotencyKey: string): Promise<PaymentAttempt | null>;
  /** Appends to the order's history (see OrderHistoryEntry). */
  recordHistory(orderId: string, entry: OrderHistoryEntry): Promise<void>;
  /** The order's history, oldest first. */
  historyOf(orderId: string): Promise<OrderHistoryEntry[]>;
  /** The shopper's orders, newest first. */
  ofShopper(shopperId: number, limit: number): Promise<Order[]>;
  /** Pending orders created before `before`, oldest first (the expiry sweep closes them). */
  pendingBefore(before: Date, limit: number): Promise<Order[]>;
}

export type { Order };
