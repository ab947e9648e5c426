import { modificationResultOf } from '../../domain/orders/payment-modification.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ModificationReference, OrderPayments } from '../../ports/order-payments.port.js';
import type { PaymentNotification } from '../../ports/payment-gateway.port.js';
import type { TakeBackRefundedBenefits } from './take-back-refunded-benefits.js';

/** What a webhook item did to the order payments: settled a modification, changed nothing of one we know, or is none of ours. */
export type ModificationSettlement = 'settled' | 'unchanged' | 'not-ours';

/**
 * Settles a capture, cancel or refund as the provider's webhook says (CAPTURE, CAPTURE_FAILED,
 * CANCELLATION, REFUND, REFUND_FAILED), found by the reference we gave it (the modification's
 * id, the item's merchantReference) or the provider's own reference. The ledger and the order's
 * event move with it in one transaction; a refund that went through then takes back the unused
 * gift voucher codes and the loyalty points it refunded. A replay changes nothing. An item about a payment
 * modification the shop did not ask (a CANCELLATION of a pending payment) is not ours.
 */
export class SettlePaymentModification {
  constructor(private readonly payments: OrderPayments, private readonly clock: Clock, private readonly takeBack: Pick<TakeBackRefundedBenefits, 'execute'>) {}

  async execute(item: PaymentNotification): Promise<ModificationSettlement> {
    const result = modificationResultOf(item.eventCode, item.success);
    if (result === null || item.originalReference === undefined) return 'not-ours';
    return this.settle({ id: item.merchantReference, providerReference: item.pspReference, kind: result.kind }, { succeeded: result.succeeded, reason: item.reason });
  }

  /** Settles a modification as its provider says, by webhook or in its answer to the call (providers that answer at once). */
  async settle(reference: ModificationReference, outcome: { succeeded: boolean; reason: string | null }): Promise<ModificationSettlement> {
    const settled = await this.payments.settle(reference, outcome, this.clock.now());
    if (settled !== null) {
      const { modification } = settled;
      if (modification.kind === 'refund' && modification.state === 'succeeded') await this.takeBack.execute(modification);
      return 'settled';
    }
    return (await this.payments.known(reference)) ? 'unchanged' : 'not-ours';
  }
}
