import { carrierByCode, trackingUrlOf } from '../../../domain/orders/carriers.js';
import type { LineQuantity } from '../../../domain/orders/fulfilment.js';
import type { Order } from '../../../domain/orders/order.js';
import type { OutgoingEmail } from '../../../ports/email-sender.port.js';
import type { FulfilmentEmails } from '../../../ports/order-emails.port.js';
import type { Shipment } from '../../../ports/order-fulfilment.port.js';
import { fillIn } from '../../i18n/order-email-strings.js';
import { composeOrderEmail } from './order-email-layout.js';

/**
 * The dispatch and cancellation emails, in the language of the site the order was placed on, as
 * the confirmation is: a plain text part and an HTML part from the same rows, each line named as
 * the order has it, with the units the email is about.
 */
export class OrderFulfilmentEmails implements FulfilmentEmails {
  constructor(private readonly from: string) {}

  dispatched(order: Order, shipment: Shipment): OutgoingEmail {
    const carrier = carrierByCode(shipment.carrierCode);
    const carrierName = carrier?.name ?? shipment.carrierCode;
    const link = carrier === null ? null : trackingUrlOf(carrier, shipment.trackingNumber);
    return composeOrderEmail(this.from, order, 'dispatch', shipment.lines, (t) => ({
      subject: fillIn(t.dispatchSubject, { reference: order.reference }),
      intro: fillIn(t.dispatchIntro, { carrier: carrierName }),
      facts: [[t.carrier, carrierName], [t.trackingNumber, shipment.trackingNumber]],
      link: link === null ? null : { label: t.trackParcel, href: link },
      after: [],
    }));
  }

  linesCancelled(order: Order, lines: readonly LineQuantity[]): OutgoingEmail {
    return composeOrderEmail(this.from, order, 'lines-cancelled', lines, (t) => ({
      subject: fillIn(t.cancelSubject, { reference: order.reference }),
      intro: t.cancelIntro,
      facts: [],
      link: null,
      after: [t.cancelRefund],
    }));
  }
}
