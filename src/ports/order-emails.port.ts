import type { LineQuantity } from '../domain/orders/fulfilment.js';
import type { Order } from '../domain/orders/order.js';
import type { PaymentModificationRecord } from '../domain/orders/payment-modification.js';
import type { OutgoingEmail } from './email-sender.port.js';
import type { Shipment } from './order-fulfilment.port.js';
import type { OrderReturn } from './order-returns.port.js';

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

/** Composes the emails about an order's returns, in the language of the site it was placed on. */
export interface ReturnEmails {
  /** The return is registered: its reference and how to send the items back. */
  returnRequested(order: Order, ret: OrderReturn): OutgoingEmail;
  /** The parcel arrived: the units found in it, and that the refund follows. */
  returnReceived(order: Order, ret: OrderReturn): OutgoingEmail;
}

/** Composes the email telling the shopper a refund went through, in the language of the order's site. */
export interface RefundEmails {
  refundIssued(order: Order, refund: PaymentModificationRecord): OutgoingEmail;
}
