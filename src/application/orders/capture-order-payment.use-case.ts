import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { capturableMinor, decideCapture } from '../../domain/orders/payment-ledger.js';
import type { RefundedLine } from '../../domain/orders/refund-selection.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { MoneyActionError } from './money-action-errors.js';
import type { MoneyActionCommand, OrderPaymentModifier } from './order-payment-modifier.js';

/**
 * Captures an order's authorised payment: an amount, or all that is left (null). Never beyond
 * the authorisation, never after a cancel; the ledger moves when the provider's CAPTURE arrives.
 */
export class CaptureOrderPayment {
  constructor(private readonly modifier: OrderPaymentModifier) {}

  execute(cmd: MoneyActionCommand & { amountMinor: number | null }): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    return this.modifier.run('capture', cmd, (order, ledger) => {
      const amount = decideCapture(ledger, order.status, cmd.amountMinor);
      return amount.ok ? ok({ amountMinor: amount.value, lines: [], delivery: false }) : amount;
    });
  }

  /**
   * Captures `amountMinor`, or what is left of the authorisation when that is less (a dispatch
   * captures its lines' value, of which a voucher or points may have paid part). Refused like
   * `execute` when nothing is left. `covers`: the lines (and whether the delivery) `amountMinor`
   * is the value of, recorded with the capture (and sent to a provider that takes lines, Klarna)
   * when it takes that whole value; a capture cut short covers none.
   */
  executeAtMost(cmd: MoneyActionCommand & { amountMinor: number; covers?: { lines: RefundedLine[]; delivery: boolean } }): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    return this.modifier.run('capture', cmd, (order, ledger) => {
      const amount = decideCapture(ledger, order.status, Math.min(cmd.amountMinor, capturableMinor(ledger)));
      if (!amount.ok) return amount;
      const covered = cmd.covers !== undefined && amount.value === cmd.amountMinor ? cmd.covers : { lines: [], delivery: false };
      return ok({ amountMinor: amount.value, lines: covered.lines.map((l) => ({ ...l })), delivery: covered.delivery });
    });
  }
}
