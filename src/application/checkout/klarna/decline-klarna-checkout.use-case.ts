import type { BasketOwner } from '../../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { Orders } from '../../../ports/orders.port.js';
import type { CloseOrder } from '../close-order.js';
import { paymentUnderWay } from '../payment-attempts.js';
import type { KlarnaFailure } from './klarna-errors.js';
import { KLARNA_METHOD, orderOfKlarnaSession } from './klarna-sessions.js';

/**
 * Klarna's authorise said no (or the shopper closed it): the order placed for the session is
 * closed refused, so its stock goes back and the basket stays as it was. An order already paid,
 * closed, or with a payment under way is left alone.
 */
export class DeclineKlarnaCheckout {
  constructor(
    private readonly orders: Orders,
    private readonly closeOrder: Pick<CloseOrder, 'execute'>,
  ) {}

  async execute(cmd: { owner: BasketOwner; sessionId: string }): Promise<Result<{ released: boolean }, KlarnaFailure>> {
    const found = await orderOfKlarnaSession(this.orders, cmd.sessionId, cmd.owner);
    if (found === null) return err({ code: 'KLARNA_SESSION_NOT_FOUND' });
    const { order } = found;
    if (order.status !== 'pending' || (await paymentUnderWay(this.orders, order))) return ok({ released: false });
    return ok({ released: await this.closeOrder.execute(order.id, 'refused', KLARNA_METHOD, null) });
  }
}
