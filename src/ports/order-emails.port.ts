import type { LineQuantity } from '../domain/orders/fulfilment.js';
import type { Order } from '../domain/orders/order.js';
import type { OutgoingEmail } from './email-sender.port.js';
import type { Shipment } from './order-fulfilment.port.js';

/** Composes the emails about an order, in the language of the site it was placed on. */
export interface OrderEmails {
  confirmation(order: Order): OutgoingEmail;
}

/** Composes the emails about an order's fulfilment, in the language of the site it was placed on. */
export interface FulfilmentEmails {
  /** The parcel is on its way: its lines, the carrier and the tracking link. */
  dispatched(order: Order, shipment: Shipment): OutgoingEmail;
  /** Units the shop cannot send were cancelled. */
  linesCancelled(order: Order, lines: readonly LineQuantity[]): OutgoingEmail;
}
