import type { Money } from '../pricing/money.js';
import type { PaymentModificationKind } from './payment-modification.js';

/**
 * How long a capture, cancel, refund or release may wait for its provider's answer before an operator
 * should look: the providers' webhooks come within minutes, so one still unanswered after this
 * was lost, or never reached the provider (the same operator key asks it again).
 */
export const MODIFICATION_ANSWER_OVERDUE_MS = 30 * 60 * 1000;

/**
 * A capture, cancel, refund or release that needs an operator: it failed (and nothing of its kind was asked
 * of the order since), or it is still waiting for the provider's answer past the overdue time.
 */
export interface ModificationNeedingAttention {
  modificationId: string;
  orderReference: string;
  site: string;
  kind: PaymentModificationKind;
  amount: Money;
  state: 'requested' | 'failed';
  failureReason: string | null;
  /** Null: the provider never took it (out of reach), so asking again under its key sends it. */
  providerReference: string | null;
  requestedAt: Date;
  settledAt: Date | null;
}

/**
 * A payment no order may keep (a late payment for a closed order, a second payment) whose
 * reversal the provider did not take, and that nothing has given back since: to refund by hand in
 * the provider's own console.
 */
export interface ReversalNeedingAttention {
  orderReference: string;
  site: string;
  at: Date;
  /** The provider that took the payment: 'adyen' (cards and wallets), 'paypal' or 'klarna'. */
  provider: string;
  amount: Money | null;
  /** Why it could not be kept (its reversal reason). */
  reason: string | null;
  /** What the provider answered to the reversal. */
  error: string | null;
}

export interface PaymentsNeedingAttention {
  modifications: ModificationNeedingAttention[];
  reversals: ReversalNeedingAttention[];
  /** How many of each there are, the lists being cut at their limit. */
  modificationCount: number;
  reversalCount: number;
}

/** When a modification asked at `requestedAt` is overdue: still without an answer at `now`. */
export const answerOverdueSince = (now: Date): Date => new Date(now.getTime() - MODIFICATION_ANSWER_OVERDUE_MS);
