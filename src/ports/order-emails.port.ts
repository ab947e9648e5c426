import type { Order } from '../domain/orders/order.js';
import type { OutgoingEmail } from './email-sender.port.js';

/** Composes the emails about an order, in the language of the site it was placed on. */
export interface OrderEmails {
  confirmation(order: Order): OutgoingEmail;
}
