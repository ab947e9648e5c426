import { giftVouchersIssuedBy, issuedVoucherCode } from '../../domain/orders/issued-voucher-code.js';
import type { FinalOrderStatus } from '../../domain/orders/order-status.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { CompletePaidOrder } from './complete-paid-order.use-case.js';

/** Tries with new codes when an issued gift voucher code happened to exist already. */
const CODE_TRIES = 3;

/**
 * Moves a pending order to its final status, exactly once whoever calls (the payment answer, the
 * browser's return, the webhook, the expiry sweep): `Orders.close` does the work only for the
 * first caller. A paid close gets fresh gift voucher codes for the voucher lines, and only the
 * caller whose close did the work runs the paid order's effects (the confirmation email).
 */
export class CloseOrder {
  constructor(
    private readonly orders: Orders,
    private readonly ids: IdGenerator,
    private readonly completePaid: CompletePaidOrder,
    private readonly clock: Clock,
  ) {}

  async execute(orderId: string, status: FinalOrderStatus, paymentMethod: string | null, pspReference: string | null): Promise<boolean> {
    if (status !== 'paid') return this.orders.close(orderId, { status, paymentMethod, pspReference }, this.clock.now());
    const order = await this.orders.byId(orderId);
    if (order === null || order.status !== 'pending') return false;
    for (let tries = 1; ; tries += 1) {
      const codes = Array.from({ length: giftVouchersIssuedBy(order.lines) }, () => this.newCode());
      try {
        const closed = await this.orders.close(orderId, { status, paymentMethod: paymentMethod ?? '', pspReference, issuedVoucherCodes: codes }, this.clock.now());
        if (closed) await this.completePaid.execute((await this.orders.byId(orderId))!);
        return closed;
      } catch (error) {
        if (codes.length === 0 || tries >= CODE_TRIES) throw error;
      }
    }
  }

  private newCode(): string {
    for (;;) {
      const code = issuedVoucherCode(this.ids.next());
      if (code !== null) return code;
    }
  }
}
