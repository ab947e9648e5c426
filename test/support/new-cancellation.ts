import { randomUUID } from 'node:crypto';
import type { LineQuantity } from '../../src/domain/orders/fulfilment.js';
import type { NewCancellation, OrderFulfilment } from '../../src/ports/order-fulfilment.port.js';

/**
 * A cancellation of `lines` of the order as CancelOrderLines writes one: under a key of its own,
 * planned on the order's lines as they are now, with no money action unless `more` gives some.
 */
export async function newCancellation(
  fulfilment: Pick<OrderFulfilment, 'of'>, orderId: string, lines: readonly LineQuantity[], more: Partial<NewCancellation> = {},
): Promise<NewCancellation> {
  return {
    id: randomUUID(), orderId, idempotencyKey: randomUUID(), lines, linesBefore: (await fulfilment.of(orderId)).lines, payments: [],
    followUps: { refund: null, deliveryRefund: null, release: null }, at: new Date(), by: 'Sam', ...more,
  };
}
