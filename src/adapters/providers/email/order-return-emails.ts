import type { Order } from '../../../domain/orders/order.js';
import type { PaymentModificationRecord } from '../../../domain/orders/payment-modification.js';
import { formatMoney } from '../../../domain/pricing/format-price.js';
import type { Money } from '../../../domain/pricing/money.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import type { OutgoingEmail } from '../../../ports/email-sender.port.js';
import type { RefundEmails, ReturnEmails } from '../../../ports/order-emails.port.js';
import type { OrderReturn } from '../../../ports/order-returns.port.js';
import { fillIn } from '../../i18n/order-email-strings.js';
import { composeOrderEmail } from './order-email-layout.js';

/**
 * The return and refund emails, in the language of the site the order was placed on, as the
 * other order emails are: a plain text part and an HTML part from the same rows, each line named
 * as the order has it with the units the email is about. "Return requested" carries the return's
 * reference and how to send the items; "return received" the units found; "refund issued" the
 * amount as the site writes it, for every refund of the order (a return's, or an operator's).
 */
export class OrderReturnEmails implements ReturnEmails, RefundEmails {
  constructor(private readonly from: string) {}

  returnRequested(order: Order, ret: OrderReturn): OutgoingEmail {
    return composeOrderEmail(this.from, order, 'return-requested', ret.lines, (t) => ({
      subject: fillIn(t.returnRequestedSubject, { reference: ret.reference }),
      intro: t.returnRequestedIntro,
      facts: [[t.returnReference, ret.reference]],
      link: null,
      after: [fillIn(t.returnInstructions, { reference: ret.reference })],
    }));
  }

  returnReceived(order: Order, ret: OrderReturn): OutgoingEmail {
    const found = ret.lines.filter((l) => (l.received ?? 0) > 0).map((l) => ({ position: l.position, quantity: l.received! }));
    return composeOrderEmail(this.from, order, 'return-received', found, (t) => ({
      subject: fillIn(t.returnReceivedSubject, { reference: ret.reference }),
      intro: t.returnReceivedIntro,
      facts: [[t.returnReference, ret.reference]],
      link: null,
      after: [t.returnReceivedRefund],
    }));
  }

  refundIssued(order: Order, refund: PaymentModificationRecord): OutgoingEmail {
    return composeOrderEmail(this.from, order, 'refund-issued', refund.lines, (t) => ({
      subject: fillIn(t.refundSubject, { reference: order.reference }),
      intro: fillIn(t.refundIntro, { amount: this.price(order, refund.amount) }),
      facts: refund.delivery ? [[t.refundedDelivery, this.price(order, order.deliveryPrice)]] : [],
      link: null,
      after: [],
    }));
  }

  private price(order: Order, m: Money): string {
    const site = findSiteVariant(order.siteCode);
    return site && site.price.currency === m.currency ? formatMoney(m, site.price) : `${(m.amountMinor / 100).toFixed(2)} ${m.currency}`;
  }

  /** `email` names the email in the order's history (its timeline), as the other order emails are named. */
}
