import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { decideRefund } from '../../domain/orders/payment-ledger.js';
import { refundScopeOf, type RefundSelection, type RefundsSoFar } from '../../domain/orders/refund-selection.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { MoneyActionError } from './money-action-errors.js';
import type { MoneyActionCommand, OrderPaymentModifier } from './order-payment-modifier.js';

/** What refunds asked and not failed cover: their lines and whether the delivery is among them. */
function refundsSoFar(earlier: readonly PaymentModificationRecord[]): RefundsSoFar {
  const standing = earlier.filter((m) => m.kind === 'refund' && m.state !== 'failed');
  return { lines: standing.flatMap((m) => m.lines), delivery: standing.some((m) => m.delivery) };
}

/**
 * Refunds an order: whole (all that is captured and not refunded), by lines (their prices, and the
 * delivery when asked; each unit once), or by an amount. Never more than is captured and not yet
 * refunded: the ledger reserves the amount by one conditional statement, so refunds asked at
 * once cannot together exceed it. The ledger moves when the provider's REFUND arrives; a
 * REFUND_FAILED releases the amount.
 */
export class RefundOrder {
  constructor(private readonly modifier: OrderPaymentModifier) {}

  execute(cmd: MoneyActionCommand & { selection: RefundSelection }): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    return this.modifier.run('refund', cmd, (order, ledger, earlier) => {
      const scope = refundScopeOf(order, cmd.selection, refundsSoFar(earlier));
      if (!scope.ok) return scope;
      const amount = decideRefund(ledger, scope.value.amountMinor);
      return amount.ok ? ok({ amountMinor: amount.value, lines: scope.value.lines, delivery: scope.value.delivery }) : amount;
    });
  }
}
