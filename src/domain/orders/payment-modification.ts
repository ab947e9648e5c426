import type { Money } from '../pricing/money.js';
import type { RefundedLine } from './refund-selection.js';

/**
 * A capture, cancel or refund of an order's payment, or the release of what is left of its
 * authorisation once part of it is captured (a provider that offers one: Klarna).
 */
export type PaymentModificationKind = 'capture' | 'cancel' | 'refund' | 'release';

/**
 * What a refund or cancel that went through moved besides the money, as its settle recorded it:
 * the unused gift voucher codes the order issued that it cancelled (each with its value), the
 * loyalty points it took from the shopper, and for a cancelled payment what the order had spent
 * of gift vouchers and loyalty coupons, given back. A refund that fails after its success
 * (REFUND_FAILED) restores the codes and points, exactly these.
 */
export interface ModificationBenefits {
  cancelledCodes: { code: string; value: Money }[];
  pointsTaken: number;
  shopperId: number | null;
  vouchersGivenBack: { code: string; amount: Money }[];
  couponsGivenBack: string[];
}

/**
 * A capture, cancel, refund or release of an order's payment: recorded (`requested`, its money reserved
 * in the ledger) before the provider is called, then `succeeded` or `failed` as the provider's
 * webhook says. Its id is the reference the provider names in that webhook.
 */
export interface PaymentModificationRecord {
  id: string;
  orderId: string;
  kind: PaymentModificationKind;
  /** A cancel's amount is what it gives back: the whole authorisation. */
  amount: Money;
  /** The order lines a refund, or a dispatch's capture, covers, and whether the delivery is among them (any other capture, and a cancel, covers none). */
  lines: RefundedLine[];
  delivery: boolean;
  state: 'requested' | 'succeeded' | 'failed';
  /** From the operator's action: the same key again is the same modification. */
  idempotencyKey: string;
  /** The provider's reference of the modification, once it took it. */
  providerReference: string | null;
  failureReason: string | null;
  /** Who asked: '<operator|api-key>:<id>'. */
  requestedBy: string;
  requestedAt: Date;
  settledAt: Date | null;
  /** What its settle moved besides the money (a refund or cancel that went through); null otherwise. */
  benefits: ModificationBenefits | null;
}

/** What a provider's webhook says of a modification: which kind, and whether it went through. */
export interface ModificationResult {
  kind: PaymentModificationKind;
  succeeded: boolean;
}

/**
 * The modification result an Adyen-style event code carries: CAPTURE and REFUND with their
 * success flag, CAPTURE_FAILED and REFUND_FAILED (always failures, whatever the flag, as they
 * come after the capture or refund was first reported), CANCELLATION with its flag. Null for any
 * other event (an authorisation, a reversal).
 */
export function modificationResultOf(eventCode: string, success: boolean): ModificationResult | null {
  switch (eventCode) {
    case 'CAPTURE':
      return { kind: 'capture', succeeded: success };
    case 'CAPTURE_FAILED':
      return { kind: 'capture', succeeded: false };
    case 'REFUND':
      return { kind: 'refund', succeeded: success };
    case 'REFUND_FAILED':
      return { kind: 'refund', succeeded: false };
    case 'CANCELLATION':
      return { kind: 'cancel', succeeded: success };
    default:
      return null;
  }
}
