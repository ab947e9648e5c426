import type { LineFulfilment, LineQuantity } from '../domain/orders/fulfilment.js';

/** One parcel of an order: its carrier and tracking number, and the units of each line it carries. */
export interface Shipment {
  id: string;
  orderId: string;
  carrierCode: string;
  trackingNumber: string;
  dispatchedAt: Date;
  deliveredAt: Date | null;
  /** Who dispatched it (the operator's or API key's name). */
  createdBy: string;
  lines: LineQuantity[];
}

/** Units of a line cancelled before dispatch. */
export interface LineCancellation {
  position: number;
  quantity: number;
  at: Date;
  by: string;
}

/** Everything that happened to an order's lines after the payment. */
export interface OrderFulfilmentRecord {
  lines: LineFulfilment[];
  /** Oldest first. */
  shipments: Shipment[];
  /** Oldest first. */
  cancellations: LineCancellation[];
}

/** A new shipment as the operator dispatched it. */
export interface NewShipment {
  id: string;
  orderId: string;
  carrierCode: string;
  trackingNumber: string;
  lines: readonly LineQuantity[];
  at: Date;
  by: string;
}

/**
 * The fulfilment of paid orders. Each write is conditional and whole: it happens only while the
 * order is paid and every line named still has the units left (dispatched + cancelled never
 * exceeds ordered, however many operators act at once), and otherwise changes nothing and answers
 * false (a cancellation null). Each write appends its order event (`order.dispatched`, `order.delivered`,
 * `order.cancelled`) in the same transaction; a cancellation puts its units back in stock there too.
 */
export interface OrderFulfilment {
  /** The order's lines with their units dispatched, cancelled and delivered, its shipments and cancellations. */
  of(orderId: string): Promise<OrderFulfilmentRecord>;
  shipment(id: string): Promise<Shipment | null>;
  dispatch(shipment: NewShipment): Promise<boolean>;
  /** True when the shipment was not delivered before and now is; false for one delivered already. */
  markDelivered(shipmentId: string, at: Date): Promise<boolean>;
  /** The cancellation's id (never given to another, for what follows from it: its refund's key), or null when nothing was written. */
  cancel(orderId: string, lines: readonly LineQuantity[], at: Date, by: string): Promise<string | null>;
}
