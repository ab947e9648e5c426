/**
 * Order events: what the shop tells the systems around it (a warehouse, an ERP) of each change to
 * an order, as JSON in a versioned schema (docs/order-events.md). An event tells the order as it
 * was just after the change: its status, amounts and lines, and what is particular to the change
 * (`data`: the cancellation's reason, the lines dispatched, the amount refunded).
 */
export const ORDER_EVENT_TYPES = [
  'order.placed', 'order.paid', 'order.captured', 'order.dispatched', 'order.delivered',
  'order.cancelled', 'order.return_requested', 'order.returned', 'order.return_closed', 'order.refunded',
] as const;

export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The version of the body's schema: a change a receiver could trip on gets a new one. */
export const ORDER_EVENT_SCHEMA_VERSION = 1;

/** A line of the order, in minor units of the order's currency. */
interface OrderEventLine {
  stockId: string;
  productId: number;
  productName: string;
  sizeLabel: string | null;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

/** The order as the event tells it. */
interface OrderEventOrder {
  id: string;
  reference: string;
  site: string;
  status: string;
  currency: string;
  subtotalMinor: number;
  deliveryMinor: number;
  totalMinor: number;
  lines: OrderEventLine[];
}

/** An event as the outbox keeps it. */
export interface OrderEvent {
  id: string;
  orderId: string;
  /** 1 for the order's first event, then one more for each. */
  sequence: number;
  type: OrderEventType;
  /** The order (`order`) and what is particular to the change (`data`). */
  data: { order: OrderEventOrder; data: Record<string, unknown> };
  occurredAt: Date;
}

/** The JSON body delivered for an event. */
export interface OrderEventBody {
  schemaVersion: number;
  id: string;
  type: OrderEventType;
  occurredAt: string;
  sequence: number;
  order: OrderEventOrder;
  data: Record<string, unknown>;
}

export function orderEventBody(event: OrderEvent): OrderEventBody {
  return {
    schemaVersion: ORDER_EVENT_SCHEMA_VERSION,
    id: orderEventId(event.id),
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    sequence: event.sequence,
    order: event.data.order,
    data: event.data.data,
  };
}

/** The event's id for receivers (and the `webhook-id` header): the same at every attempt, so a receiver can drop a repeat. */
export const orderEventId = (id: string): string => `ordev_${id}`;
