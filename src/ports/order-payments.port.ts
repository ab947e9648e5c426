import type { CaptureMode, PaymentLedger } from '../domain/orders/payment-ledger.js';
import type { PaymentModificationKind, PaymentModificationRecord } from '../domain/orders/payment-modification.js';
import type { RefundTakeBack } from '../domain/orders/refund-take-back.js';

/** A capture, cancel or refund to record before the provider is called. */
export type NewPaymentModification = Omit<PaymentModificationRecord, 'state' | 'providerReference' | 'failureReason' | 'settledAt' | 'benefits'>;

/** What recording a modification did. */
export type ModificationRequested =
  /** Recorded, its money reserved in the ledger: call the provider. */
  | { kind: 'requested'; modification: PaymentModificationRecord }
  /** The idempotency key is an earlier modification's: that one, as it stands, nothing reserved again. */
  | { kind: 'repeated'; modification: PaymentModificationRecord }
  /** The ledger did not have the money (or the cancel) any more when the reservation ran: nothing recorded. */
  | { kind: 'refused'; ledger: PaymentLedger };

/** How a webhook names a modification: our id (the reference the provider was given) or the provider's, and its kind. */
export interface ModificationReference {
  id: string;
  providerReference: string;
  kind: PaymentModificationKind;
}

/**
 * What a refund or a cancel that goes through takes back besides the money: the unused codes of
 * the gift voucher lines it covers and the loyalty points its goods earned (of `shopperId`).
 */
export interface BenefitsToTakeBack extends RefundTakeBack {
  shopperId: number | null;
}

/** What was taken back: the gift voucher codes cancelled and the loyalty points taken. */
export interface TakenBack {
  cancelledCodes: string[];
  points: number;
}

/** A modification the provider's webhook settled, the ledger after it, and what it took back with it. */
export interface SettledModification {
  modification: PaymentModificationRecord;
  ledger: PaymentLedger;
  /** Null unless the settle took something back (a refund or cancel that went through, given what to take). */
  takenBack: TakenBack | null;
}

/**
 * The order payment ledger and its modifications (captures, cancels, refunds), whatever the
 * provider. Each reservation is one conditional statement, so concurrent requests of one order
 * can never together capture more than was authorised or refund more than was captured.
 */
export interface OrderPayments {
  /**
   * The order's ledger, opened when the order was paid (`Orders.close`) with the capture mode of
   * that moment. An order paid before ledgers opened with the payment has it opened here the
   * first time, from its total and `mode` (captured whole with automatic capture, nothing yet
   * with manual). Null for an order that was never paid.
   */
  ledgerOf(orderId: string, mode: CaptureMode): Promise<PaymentLedger | null>;
  /** The order's modifications, oldest first. */
  modificationsOf(orderId: string): Promise<PaymentModificationRecord[]>;
  /** Records the modification and reserves its money in one transaction, unless its idempotency key is known. */
  request(modification: NewPaymentModification): Promise<ModificationRequested>;
  /** The provider took it: its own reference, for the webhook to find it by. */
  taken(id: string, providerReference: string): Promise<void>;
  /** The modification the shop asked that a webhook names (whatever its state); null when it is none of ours. */
  find(reference: ModificationReference): Promise<PaymentModificationRecord | null>;
  /**
   * Settles a modification as the provider's webhook says, found by our id (the reference the
   * provider was given) or its provider reference; the ledger moves with it, in one transaction
   * with the order's event (order.captured, order.refunded, order.cancelled). A success moves
   * the reserved money to captured or refunded, a failure releases it; a capture or refund that
   * fails after its success (CAPTURE_FAILED, REFUND_FAILED) is taken back. A success takes back
   * `takeBack` in the same transaction, so it is done exactly when the success is recorded: a
   * failure rolls both back, and the webhook delivered again does both. What it took is kept
   * with the modification (`benefits`), and a REFUND_FAILED after the REFUND restores it in its
   * own settle. A cancel that goes through also gives back what the order spent of gift vouchers
   * and loyalty coupons. A release (no webhook, no event) moves the rest of the authorisation
   * from being released to released. Null when nothing
   * changed: unknown, or settled that way already (a replayed webhook).
   */
  settle(
    reference: ModificationReference, outcome: { succeeded: boolean; reason: string | null }, at: Date, takeBack?: BenefitsToTakeBack | null,
  ): Promise<SettledModification | null>;
}
