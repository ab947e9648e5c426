import { giftVouchersIssuedBy, issuedVoucherCode } from '../../domain/orders/issued-voucher-code.js';
import type { Order } from '../../domain/orders/order.js';
import type { FinalOrderStatus } from '../../domain/orders/order-status.js';
import type { PaymentCaptureModeOf } from '../../domain/orders/payment-ledger.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { AttemptOutcome, OrderClosure, Orders } from '../../ports/orders.port.js';

type PaidClosure = Extract<OrderClosure, { status: 'paid' }>;
import type { CompletePaidOrder } from './complete-paid-order.use-case.js';

/** Tries with new codes when an issued gift voucher code happened to exist already. */
const CODE_TRIES = 3;

/**
 * Moves a pending order to its final status, exactly once whoever calls (the payment answer, the
 * browser's return, the webhook, the expiry sweep): `Orders.close` does the work only for the
 * first caller. A paid close gets fresh gift voucher codes for the voucher lines and opens the
 * order's payment ledger with the capture mode of this moment (the site's, or the provider's
 * when it captures at payment), and only the caller whose close did the work runs the paid
 * order's effects (the confirmation email).
 */
export class CloseOrder {
  constructor(
    private readonly orders: Orders,
    private readonly ids: IdGenerator,
    private readonly completePaid: CompletePaidOrder,
    private readonly clock: Clock,
    private readonly captureModeOf: PaymentCaptureModeOf,
  ) {}

  async execute(orderId: string, status: FinalOrderStatus, paymentMethod: string | null, pspReference: string | null): Promise<boolean> {
    if (status !== 'paid') return this.orders.close(orderId, { status, paymentMethod, pspReference }, this.clock.now());
    const order = await this.orders.byId(orderId);
    return order !== null && (await this.closeKnown(order, status, paymentMethod, pspReference)) !== null;
  }

  /**
   * The same for an order the caller has just read: answers the order as this close left it, or
   * null when it was closed already (by another caller, or before). With `attempt`, that attempt's
   * answer is saved in the same write as the close (or on its own when there is nothing to close).
   */
  async closeKnown(
    order: Order, status: FinalOrderStatus, paymentMethod: string | null, pspReference: string | null, attempt: AttemptOutcome | null = null,
  ): Promise<Order | null> {
    if (order.status !== 'pending') {
      if (attempt !== null) await this.orders.saveAttemptOutcome(attempt.idempotencyKey, attempt.outcome);
      return null;
    }
    const closed = await this.withNewCodes(order, status, paymentMethod, pspReference, attempt, (closure, now) => this.orders.close(order.id, closure, now, attempt));
    if (closed !== null && status === 'paid') await this.completePaid.execute(closed);
    return closed;
  }

  /**
   * Completes an order closed unpaid (refused, expired, cancelled) with a payment that succeeded
   * after all, when its stock can be taken again (`Orders.reopenPaid`): answers the paid order,
   * whose effects (the confirmation email) then run, or null when it cannot be completed.
   */
  async reopenPaid(order: Order, paymentMethod: string | null, pspReference: string | null): Promise<Order | null> {
    if (order.status === 'pending' || order.status === 'paid') return null;
    const reopened = await this.withNewCodes(order, 'paid', paymentMethod, pspReference, null, (closure, now) => this.orders.reopenPaid(order.id, closure as PaidClosure, now));
    if (reopened !== null) await this.completePaid.execute(reopened);
    return reopened;
  }

  /** Runs `write` with the closure (fresh gift voucher codes for a paid one, new codes again when one existed already); the order as written, or null. */
  private async withNewCodes(
    order: Order, status: FinalOrderStatus, paymentMethod: string | null, pspReference: string | null, attempt: AttemptOutcome | null,
    write: (closure: OrderClosure, now: Date) => Promise<boolean>,
  ): Promise<Order | null> {
    for (let tries = 1; ; tries += 1) {
      const codes = status === 'paid' ? Array.from({ length: giftVouchersIssuedBy(order.lines) }, () => this.newCode()) : [];
      const now = this.clock.now();
      const closure: OrderClosure = status === 'paid'
        ? { status, paymentMethod: paymentMethod ?? '', pspReference, issuedVoucherCodes: codes, captureMode: this.captureModeOf(order.siteCode, paymentMethod ?? '') }
        : { status, paymentMethod, pspReference };
      try {
        if (!(await write(closure, now))) return null;
      } catch (error) {
        if (codes.length === 0 || tries >= CODE_TRIES) {
          // The close wrote nothing: the answer is kept all the same, for a repeated submit.
          if (attempt !== null) await this.orders.saveAttemptOutcome(attempt.idempotencyKey, attempt.outcome);
          throw error;
        }
        continue;
      }
      // What the close wrote (payment method and reference kept when none is given), without reading it back.
      return {
        ...order, status, closedAt: now, issuedVoucherCodes: codes,
        paymentMethod: closure.paymentMethod ?? order.paymentMethod, pspReference: pspReference ?? order.pspReference,
      };
    }
  }

  private newCode(): string {
    for (;;) {
      const code = issuedVoucherCode(this.ids.next());
      if (code !== null) return code;
    }
  }
}
