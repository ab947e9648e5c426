import type { Clock } from '../../ports/clock.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { CloseOrder } from './close-order.js';

/** Orders looked at per sweep. */
const SWEEP_BATCH = 100;

/**
 * The sweep of orders left pending (a shopper who never came back from a bank page, a payment
 * whose notification never came): each pending longer than `pendingForMs` is closed as expired,
 * exactly once, and its stock and discounts go back. Returns how many it expired.
 */
export class ExpirePendingOrders {
  constructor(
    private readonly orders: Orders,
    private readonly closeOrder: CloseOrder,
    private readonly clock: Clock,
    private readonly pendingForMs: number,
  ) {
    if (!Number.isSafeInteger(pendingForMs) || pendingForMs <= 0) throw new RangeError(`Orders must be allowed some time pending, got ${pendingForMs} ms`);
  }

  async execute(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.pendingForMs);
    let expired = 0;
    for (;;) {
      const batch = await this.orders.pendingBefore(before, SWEEP_BATCH);
      for (const order of batch) if (await this.closeOrder.execute(order.id, 'expired', null, null)) expired += 1;
      if (batch.length < SWEEP_BATCH) return expired;
    }
  }
}
