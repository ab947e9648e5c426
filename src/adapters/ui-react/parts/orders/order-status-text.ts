import type { OrderStatus } from '../../../../domain/orders/order.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';

/** An order's status in words (the confirmation page and the account page's orders). */
export function orderStatusText(status: OrderStatus, t: TranslatableStrings): string {
  switch (status) {
    case 'paid': return t.orderStatusPaid;
    case 'pending': return t.orderStatusPending;
    case 'refused': return t.orderStatusRefused;
    case 'cancelled': return t.orderStatusCancelled;
    case 'expired': return t.orderStatusExpired;
  }
}
