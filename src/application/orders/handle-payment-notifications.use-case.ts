import { moneyEquals } from '../../domain/pricing/money.js';
import { notificationEffectOf } from '../../domain/orders/payment-effect.js';
import type { Orders } from '../../ports/orders.port.js';
import type { PaymentNotification } from '../../ports/payment-gateway.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CloseOrder } from './close-order.js';
import { attemptsOf, readRecorded } from './payment-attempts.js';

export interface NotificationsHandled {
  /** Items that closed an order now. */
  closed: number;
  /** Items that changed nothing: replays, other events, unknown references. */
  unchanged: number;
}

/**
 * The gateway's notifications (signatures checked by the edge): AUTHORISATION success=true pays
 * the order, success=false refuses it, CANCELLATION cancels it, each only while it is pending, so
 * a replay or a notification after the browser's return changes nothing. Unknown references are
 * ignored. An authorisation for another amount, or for an order closed otherwise already (it
 * expired, it was cancelled), pays nothing and is reported: the payment needs a refund.
 */
export class HandlePaymentNotifications {
  constructor(private readonly orders: Orders, private readonly closeOrder: CloseOrder, private readonly problems: ProblemLog) {}

  async execute(items: readonly PaymentNotification[]): Promise<NotificationsHandled> {
    let closed = 0;
    for (const item of items) {
      const order = await this.orders.byReference(item.merchantReference);
      const effect = notificationEffectOf(item.eventCode, item.success);
      if (order === null || effect.kind !== 'close') continue;
      const paying = effect.status === 'paid';
      if (paying && !moneyEquals(item.amount, order.total)) {
        this.problems.report('PAYMENT_AMOUNT_MISMATCH', { orderReference: order.reference, pspReference: item.pspReference, amount: item.amount, total: order.total });
        continue;
      }
      if (await this.closeOrder.execute(order.id, effect.status, item.paymentMethod ?? (await this.lastMethodOf(order.id)), item.pspReference)) {
        closed += 1;
      } else if (paying && (await this.orders.byId(order.id))?.status !== 'paid') {
        this.problems.report('PAYMENT_FOR_CLOSED_ORDER', { orderReference: order.reference, pspReference: item.pspReference });
      }
    }
    return { closed, unchanged: items.length - closed };
  }

  /** The method of the order's latest answered attempt. */
  private async lastMethodOf(orderId: string): Promise<string | null> {
    const answers = (await attemptsOf(this.orders, orderId)).map(readRecorded);
    return answers.findLast((a) => a?.outcome)?.outcome?.paymentMethodType ?? null;
  }
}
