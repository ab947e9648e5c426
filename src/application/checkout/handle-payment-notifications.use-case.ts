import { notificationEffectOf } from '../../domain/orders/payment-effect.js';
import type { Order } from '../../domain/orders/order.js';
import type { Orders } from '../../ports/orders.port.js';
import type { PaymentNotification } from '../../ports/payment-gateway.port.js';
import type { CloseOrder } from './close-order.js';
import { attemptsOf, readRecorded } from './payment-attempts.js';
import type { SettleSuccessfulPayment } from './settle-successful-payment.js';

export interface NotificationsHandled {
  /** Items that closed an order now. */
  closed: number;
  /** Items that changed nothing: replays, other events, unknown references, failures of an attempt the shopper moved on from. */
  unchanged: number;
  /** A payment to give back found the gateway out of reach: the provider should deliver the notifications again. */
  retryLater: boolean;
}

/**
 * The gateway's notifications (signatures checked by the edge), settled to the truth in whatever
 * order they come: AUTHORISATION success=true is a successful payment (`SettleSuccessfulPayment`:
 * it pays a pending order, completes an order an earlier failure closed, or is given back when no
 * order may keep it). A failure (AUTHORISATION success=false, CANCELLATION) closes the order only
 * while it is pending, only for the attempt it names (the latest one's PSP reference: a late
 * failure of an attempt the shopper moved on from changes nothing), and only while no success is
 * known. Unknown references are ignored.
 */
export class HandlePaymentNotifications {
  constructor(
    private readonly orders: Orders,
    private readonly closeOrder: CloseOrder,
    private readonly settle: SettleSuccessfulPayment,
  ) {}

  async execute(items: readonly PaymentNotification[]): Promise<NotificationsHandled> {
    let closed = 0;
    let retryLater = false;
    for (const item of items) {
      const order = await this.orders.byReference(item.merchantReference);
      const effect = notificationEffectOf(item.eventCode, item.success);
      if (order === null || effect.kind !== 'close') continue;
      if (effect.status === 'paid') {
        const wasPaid = order.status === 'paid';
        const settled = await this.settle.execute(order, { pspReference: item.pspReference, paymentMethod: item.paymentMethod ?? (await this.lastMethodOf(order.id)), amount: item.amount });
        if (!wasPaid && settled.order.status === 'paid') closed += 1;
        if (settled.givenBack === 'unavailable') retryLater = true;
        continue;
      }
      if (order.status !== 'pending' || !(await this.namesLatestAttempt(order, item.pspReference))) continue;
      if (await this.closeOrder.execute(order.id, effect.status, item.paymentMethod ?? null, item.pspReference)) closed += 1;
    }
    return { closed, unchanged: items.length - closed, retryLater };
  }

  /**
   * Whether the failure is for the order's latest attempt, answered and not Authorised by any
   * attempt: its answer's PSP reference, or any when that answer gave none (a redirect may not).
   */
  private async namesLatestAttempt(order: Order, pspReference: string): Promise<boolean> {
    const answers = (await attemptsOf(this.orders, order.id)).map(readRecorded);
    if (answers.some((a) => a?.outcome?.resultCode === 'Authorised')) return false;
    const latest = answers.at(-1)?.outcome;
    return latest != null && (latest.pspReference === null || latest.pspReference === pspReference);
  }

  /** The method of the order's latest answered attempt. */
  private async lastMethodOf(orderId: string): Promise<string | null> {
    const answers = (await attemptsOf(this.orders, orderId)).map(readRecorded);
    return answers.findLast((a) => a?.outcome)?.outcome?.paymentMethodType ?? null;
  }
}
