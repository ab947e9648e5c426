import { cancelledUnitsCapturedMinor } from '../../domain/orders/cancellation-refund.js';
import type { LineFulfilment } from '../../domain/orders/fulfilment.js';
import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { decideRefund } from '../../domain/orders/payment-ledger.js';
import { refundScopeOf, type RefundedLine, type RefundSelection, type RefundsSoFar } from '../../domain/orders/refund-selection.js';
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

  /**
   * Refunds units cancelled before dispatch (`lines`), or the delivery (`delivery`; refused when
   * refunded already), as the order's lines now stand (`fulfilment`, after the cancellation):
   * their value, at most what the ledger says was captured of them (`cancelledUnitsCapturedMinor`).
   * Nothing captured of them is REFUND_OVER_REMAINING, and nothing is asked.
   */
  executeForCancelledLines(
    cmd: MoneyActionCommand & { lines: RefundedLine[]; delivery: boolean; fulfilment: readonly LineFulfilment[] },
  ): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    return this.modifier.run('refund', cmd, (order, ledger, earlier) => {
      const soFar = refundsSoFar(earlier);
      const scope = refundScopeOf(order, { kind: 'lines', lines: cmd.lines, delivery: cmd.delivery }, soFar);
      if (!scope.ok) return scope;
      const amount = decideRefund(ledger, Math.min(scope.value.amountMinor ?? 0, cancelledUnitsCapturedMinor(order, ledger, cmd.fulfilment, earlier)));
      return amount.ok ? ok({ amountMinor: amount.value, lines: scope.value.lines, delivery: scope.value.delivery }) : amount;
    });
  }
}
