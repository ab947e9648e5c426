/**
 * What happened to an order's money outside the checkout's own answer, kept with the order so an
 * operator can read why an order is paid, or why a payment was given back:
 * - `late-payment-completed`: a success came for an order closed as refused, expired or cancelled,
 *   and the order was completed with it (its stock taken again);
 * - `payment-reversal-requested` / `payment-reversal-failed`: a payment no order may keep (a
 *   success for a closed order that could not be completed, a second success for a paid order)
 *   was given back through its provider, or the provider could not take the reversal;
 * - `payment-details-mismatch`: details of another payment were sent for this order and refused;
 * - `attempt-unanswered`: a provider call got no recorded answer (the node or the database went
 *   away mid-call); the reconciliation closed the attempt and the provider's notification settles it;
 * - `email-sent`: an email about the order was handed to the mail server (or written to the mail
 *   folder): `detail.email` says which (`confirmation`, `dispatch`...), `detail.to` and `detail.subject`.
 */
export type OrderHistoryKind =
  | 'late-payment-completed'
  | 'payment-reversal-requested'
  | 'payment-reversal-failed'
  | 'payment-details-mismatch'
  | 'attempt-unanswered'
  | 'email-sent';

export interface OrderHistoryEntry {
  kind: OrderHistoryKind;
  at: Date;
  /** JSON-safe facts: provider, PSP references, amounts, reasons. */
  detail: Record<string, unknown>;
}
