import type { PayPalWebhookEvent } from '../../ports/paypal-orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { SettlePaymentModification } from './settle-payment-modification.use-case.js';

/** The PayPal webhook events about a refund of a capture. */
type PayPalRefundEvent = PayPalWebhookEvent & { kind: 'refund-completed' | 'refund-pending' | 'refund-failed' | 'capture-reversed' };

/** Whether a verified PayPal webhook is about a refund of a capture (this use case's), not the checkout's order. */
export const isPayPalRefundEvent = (event: PayPalWebhookEvent): event is PayPalRefundEvent =>
  event.kind === 'refund-completed' || event.kind === 'refund-pending' || event.kind === 'refund-failed' || event.kind === 'capture-reversed';

/**
 * What a refund webhook did: settled an operator's refund (completed or failed), left it pending,
 * reported a capture PayPal reversed on its own, or nothing (not ours, or settled already).
 */
export type PayPalRefundOutcome = 'refund-settled' | 'pending' | 'capture-reversed' | 'ignored';

/**
 * PayPal's refund webhooks settle an operator's refund, found by the `custom_id` it was asked
 * with (the modification's id) or the refund's id: PAYMENT.CAPTURE.REFUNDED as given back,
 * PAYMENT.REFUND.FAILED as failed (its money released in the ledger); PAYMENT.REFUND.PENDING
 * changes nothing. A refund the shop did not ask (a late payment given back by the checkout, one
 * made in PayPal's own dashboard) is not ours and changes nothing. PAYMENT.CAPTURE.REVERSED is
 * money PayPal gave back on its own (a chargeback, a dispute decided for the buyer): the ledger
 * cannot know it, so it is reported to the problem log for an operator. A replay changes nothing.
 */
export class SettlePayPalRefund {
  constructor(private readonly modifications: Pick<SettlePaymentModification, 'settle'>, private readonly problems: ProblemLog) {}

  async execute(event: PayPalRefundEvent): Promise<PayPalRefundOutcome> {
    const { refund } = event;
    if (refund === null) return 'ignored';
    if (event.kind === 'refund-pending') return 'pending';
    const reference = { id: refund.customId ?? '', providerReference: refund.id, kind: 'refund' as const };
    const outcome = event.kind === 'refund-failed' ? { succeeded: false, reason: 'REFUND_FAILED' } : { succeeded: true, reason: null };
    const settled = await this.modifications.settle(reference, outcome);
    if (settled === 'settled') return 'refund-settled';
    if (settled === 'unchanged' || event.kind !== 'capture-reversed') return 'ignored';
    this.problems.report('PAYPAL_CAPTURE_REVERSED', { orderReference: event.reference, refundId: refund.id, eventId: event.id });
    return 'capture-reversed';
  }
}
