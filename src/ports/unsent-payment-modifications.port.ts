import type { PaymentModificationRecord } from '../domain/orders/payment-modification.js';

/** Money actions recorded and never taken by their provider, for the shop to ask again by itself. */
export interface UnsentPaymentModifications {
  /**
   * Claims up to `limit` actions still asked (`requested`, no provider reference), recorded before
   * `recordedBefore`, whose next try is due at `now`, oldest first: each claimed is not due again
   * before `now` plus its backoff (`backoff.firstMs` doubled with each claim, at most
   * `backoff.maxMs`). Nodes claiming at once never claim the same action.
   */
  claimDue(now: Date, recordedBefore: Date, limit: number, backoff: { firstMs: number; maxMs: number }): Promise<PaymentModificationRecord[]>;
}
