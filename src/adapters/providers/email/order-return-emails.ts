import type { LineQuantity } from '../../../domain/orders/fulfilment.js';
import type { Order } from '../../../domain/orders/order.js';
import type { PaymentModificationRecord } from '../../../domain/orders/payment-modification.js';
import { formatMoney } from '../../../domain/pricing/format-price.js';
import type { Money } from '../../../domain/pricing/money.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import type { OutgoingEmail } from '../../../ports/email-sender.port.js';
import type { RefundEmails, ReturnEmails } from '../../../ports/order-emails.port.js';
import type { OrderReturn } from '../../../ports/order-returns.port.js';
import type { OrderEmailStrings } from '../../i18n/catalogue.js';
import { fillIn, orderEmailStringsFor } from '../../i18n/order-email-strings.js';
import { escapeHtml } from './order-confirmation-emails.js';

interface EmailWords {
  subject: string;
  intro: string;
  /** Label and value rows under the order number (the return reference). */
  facts: [string, string][];
  /** Paragraphs after the lines (instructions, what happens next). */
  after: string[];
}

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
    return this.compose(order, 'return-requested', ret.lines, (t) => ({
      subject: fillIn(t.returnRequestedSubject, { reference: ret.reference }),
      intro: t.returnRequestedIntro,
      facts: [[t.returnReference, ret.reference]],
      after: [fillIn(t.returnInstructions, { reference: ret.reference })],
    }));
  }

  returnReceived(order: Order, ret: OrderReturn): OutgoingEmail {
    const found = ret.lines.filter((l) => (l.received ?? 0) > 0).map((l) => ({ position: l.position, quantity: l.received! }));
    return this.compose(order, 'return-received', found, (t) => ({
      subject: fillIn(t.returnReceivedSubject, { reference: ret.reference }),
      intro: t.returnReceivedIntro,
      facts: [[t.returnReference, ret.reference]],
      after: [t.returnReceivedRefund],
    }));
  }

  refundIssued(order: Order, refund: PaymentModificationRecord): OutgoingEmail {
    return this.compose(order, 'refund-issued', refund.lines, (t) => ({
      subject: fillIn(t.refundSubject, { reference: order.reference }),
      intro: fillIn(t.refundIntro, { amount: this.price(order, refund.amount) }),
      facts: refund.delivery ? [[t.refundedDelivery, this.price(order, order.deliveryPrice)]] : [],
      after: [],
    }));
  }

  private price(order: Order, m: Money): string {
    const site = findSiteVariant(order.siteCode);
    return site && site.price.currency === m.currency ? formatMoney(m, site.price) : `${(m.amountMinor / 100).toFixed(2)} ${m.currency}`;
  }

  /** `email` names the email in the order's history (its timeline), as the other order emails are named. */
  private compose(order: Order, email: string, units: readonly LineQuantity[], words: (t: OrderEmailStrings) => EmailWords): OutgoingEmail {
    const site = findSiteVariant(order.siteCode);
    const t = orderEmailStringsFor(site?.locale ?? 'en-GB');
    const w = words(t);
    const address = order.details.deliveryAddress;
    const name = `${address.firstName} ${address.lastName}`.trim();
    const lines = units.map((u) => {
      const l = order.lines[u.position]!;
      return { what: `${l.productName}${l.sizeLabel ? `, ${t.size} ${l.sizeLabel}` : ''}`, detail: `${t.quantity} ${u.quantity}` };
    });
    const closing = fillIn(t.closing, { brand: site?.brandName ?? '' });
    const text = [
      fillIn(t.greeting, { name }), '', w.intro, '', `${t.orderNumber}: ${order.reference}`,
      ...w.facts.map(([label, value]) => `${label}: ${value}`),
      ...(lines.length > 0 ? ['', ...lines.map((l) => `${l.what} - ${l.detail}`)] : []),
      ...w.after.flatMap((paragraph) => ['', paragraph]),
      '', closing,
    ].join('\n');
    const html = [
      `<p>${escapeHtml(fillIn(t.greeting, { name }))}</p>`,
      `<p>${escapeHtml(w.intro)}</p>`,
      `<p><strong>${escapeHtml(t.orderNumber)}:</strong> ${escapeHtml(order.reference)}</p>`,
      ...w.facts.map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`),
      ...(lines.length > 0 ? ['<table>', ...lines.map((l) => `<tr><td>${escapeHtml(l.what)}</td><td>${escapeHtml(l.detail)}</td></tr>`), '</table>'] : []),
      ...w.after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p>${escapeHtml(closing)}</p>`,
    ].join('\n');
    return { to: order.details.email, from: this.from, subject: w.subject, text, html, regarding: { orderId: order.id, email } };
  }
}
