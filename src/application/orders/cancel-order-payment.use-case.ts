import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { decideCancel } from '../../domain/orders/payment-ledger.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { MoneyActionError } from './money-action-errors.js';
import type { MoneyActionCommand, OrderPaymentModifier } from './order-payment-modifier.js';

/**
 * Cancels an order's payment while nothing of it is captured: the whole authorisation goes back
 * to the shopper when the provider's CANCELLATION arrives, and the order is cancelled with it (its
 * units not dispatched back in stock, nothing more to dispatch, the unused codes of its gift
 * vouchers and the points it earned taken back). What the order spent besides the payment goes
 * back too, in the same transaction and once: the gift voucher balances it took and the loyalty
 * coupons it used. The order's timeline tells all of it with the cancel.
 */
export class CancelOrderPayment {
  constructor(private readonly modifier: OrderPaymentModifier) {}

  execute(cmd: MoneyActionCommand): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    return this.modifier.run('cancel', cmd, (order, ledger) => {
      const decided = decideCancel(ledger, order.status);
      return decided.ok ? ok({ amountMinor: ledger.authorisedMinor, lines: [], delivery: false }) : decided;
    });
  }
}
