import { fulfilmentStatusOf, type FulfilmentStatus } from '../../domain/orders/fulfilment.js';
import type { OrderFulfilment, OrderFulfilmentRecord } from '../../ports/order-fulfilment.port.js';

/** Where a paid order's goods are, for the shopper's order page: its shipments, cancelled lines and the status they make. */
export class ViewOrderFulfilment {
  constructor(private readonly fulfilment: OrderFulfilment) {}

  async execute(orderId: string): Promise<OrderFulfilmentRecord & { status: FulfilmentStatus }> {
    const record = await this.fulfilment.of(orderId);
    return { ...record, status: fulfilmentStatusOf(record.lines) };
  }
}
