import { modificationResultOf } from '../../domain/orders/payment-modification.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ModificationReference, OrderPayments } from '../../ports/order-payments.port.js';
import type { PaymentNotification } from '../../ports/payment-gateway.port.js';
import type { RefundIssuedEmail } from './refund-issued-email.js';
import type { TakeBackRefundedBenefits } from './take-back-refunded-benefits.js';

/** What a webhook item did to the order payments: settled a modification, changed nothing of one we know, or is none of ours. */
export type ModificationSettlement = 'settled' | 'unchanged' | 'not-ours';

/**
 * Settles a capture, cancel or refund as the provider's webhook says (CAPTURE, CAPTURE_FAILED,
 * CANCELLATION, REFUND, REFUND_FAILED), found by the reference we gave it (the modification's
 * id, the item's merchantReference) or the provider's own reference. The ledger, the order's
 * event and, for a refund or cancel that went through, the unused gift voucher codes and the
 * loyalty points it takes back all move in one transaction: a failure leaves the modification
 * asked, and the webhook delivered again settles it whole. A replay of a settled one changes
 * nothing. A REFUND_FAILED after the REFUND gives the money back to refund and restores the
 * codes and points the refund took, in its own transaction, once; a cancel that goes through
 * also gives back the gift voucher balances and loyalty coupons the order spent. An item about a payment modification the shop did not ask (a CANCELLATION of a
 * pending payment) is not ours. A refund that went through is then told to the shopper by email.
 */
export class SettlePaymentModification {
  constructor(
    private readonly payments: OrderPayments,
    private readonly clock: Clock,
    private readonly benefits: Pick<TakeBackRefundedBenefits, 'of'>,
    private readonly refundEmail: Pick<RefundIssuedEmail, 'afterSettled'>,
  ) {}

  async execute(item: PaymentNotification): Promise<ModificationSettlement> {
    const result = modificationResultOf(item.eventCode, item.success);
    if (result === null || item.originalReference === undefined) return 'not-ours';
    return this.settle({ id: item.merchantReference, providerReference: item.pspReference, kind: result.kind }, { succeeded: result.succeeded, reason: item.reason });
  }

  /** Settles a modification as its provider says, by webhook or in its answer to the call (providers that answer at once). */
  async settle(reference: ModificationReference, outcome: { succeeded: boolean; reason: string | null }): Promise<ModificationSettlement> {
    const asked = await this.payments.find(reference);
    if (asked === null) return 'not-ours';
    // Worked out before, written with the success (or not at all when it was recorded already).
    const takeBack = outcome.succeeded && asked.state === 'requested' ? await this.benefits.of(asked) : null;
    const settled = await this.payments.settle(reference, outcome, this.clock.now(), takeBack);
    if (settled === null) return 'unchanged';
    await this.refundEmail.afterSettled(settled.modification);
    return 'settled';
  }
}
