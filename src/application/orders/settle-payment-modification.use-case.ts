import { modificationResultOf } from '../../domain/orders/payment-modification.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OrderPayments } from '../../ports/order-payments.port.js';
import type { PaymentNotification } from '../../ports/payment-gateway.port.js';

/** What a webhook item did to the order payments: settled a modification, changed nothing of one we know, or is none of ours. */
export type ModificationSettlement = 'settled' | 'unchanged' | 'not-ours';

/**
 * Settles a capture, cancel or refund as the provider's webhook says (CAPTURE, CAPTURE_FAILED,
 * CANCELLATION, REFUND, REFUND_FAILED), found by the reference we gave it (the modification's
 * id, the item's merchantReference) or the provider's own reference. The ledger and the order's
 * event move with it in one transaction; a replay changes nothing. An item about a payment
 * modification the shop did not ask (a CANCELLATION of a pending payment) is not ours.
 */
export class SettlePaymentModification {
  constructor(private readonly payments: OrderPayments, private readonly clock: Clock) {}

  async execute(item: PaymentNotification): Promise<ModificationSettlement> {
    const result = modificationResultOf(item.eventCode, item.success);
    if (result === null || item.originalReference === undefined) return 'not-ours';
    const reference = { id: item.merchantReference, providerReference: item.pspReference, kind: result.kind };
    if (await this.payments.settle(reference, { succeeded: result.succeeded, reason: item.reason }, this.clock.now())) return 'settled';
    return (await this.payments.known(reference)) ? 'unchanged' : 'not-ours';
  }
}
