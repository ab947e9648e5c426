import { carrierByCode, trackingUrlOf } from '../../../domain/orders/carriers.js';
import type { LineQuantity } from '../../../domain/orders/fulfilment.js';
import type { Order } from '../../../domain/orders/order.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import type { OutgoingEmail } from '../../../ports/email-sender.port.js';
import type { FulfilmentEmails } from '../../../ports/order-emails.port.js';
import type { Shipment } from '../../../ports/order-fulfilment.port.js';
import { fillIn, orderEmailStringsFor } from '../../i18n/order-email-strings.js';
import { escapeHtml } from './order-confirmation-emails.js';

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
    return this.compose(order, 'dispatch', shipment.lines, (t) => ({
      subject: fillIn(t.dispatchSubject, { reference: order.reference }),
      intro: fillIn(t.dispatchIntro, { carrier: carrierName }),
      facts: [[t.carrier, carrierName], [t.trackingNumber, shipment.trackingNumber]],
      link: link === null ? null : { label: t.trackParcel, href: link },
      after: null,
    }));
  }

  linesCancelled(order: Order, lines: readonly LineQuantity[]): OutgoingEmail {
    return this.compose(order, 'lines-cancelled', lines, (t) => ({
      subject: fillIn(t.cancelSubject, { reference: order.reference }),
      intro: t.cancelIntro,
      facts: [],
      link: null,
      after: t.cancelRefund,
    }));
  }

  private compose(
    order: Order, email: string, units: readonly LineQuantity[],
    words: (t: ReturnType<typeof orderEmailStringsFor>) => { subject: string; intro: string; facts: [string, string][]; link: { label: string; href: string } | null; after: string | null },
  ): OutgoingEmail {
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
      fillIn(t.greeting, { name }), '', w.intro, '', `${t.orderNumber}: ${order.reference}`, '',
      ...lines.map((l) => `${l.what} - ${l.detail}`),
      ...(w.facts.length > 0 ? ['', ...w.facts.map(([label, value]) => `${label}: ${value}`)] : []),
      ...(w.link ? [`${w.link.label}: ${w.link.href}`] : []),
      ...(w.after ? ['', w.after] : []),
      '', closing,
    ].join('\n');
    const html = [
      `<p>${escapeHtml(fillIn(t.greeting, { name }))}</p>`,
      `<p>${escapeHtml(w.intro)}</p>`,
      `<p><strong>${escapeHtml(t.orderNumber)}:</strong> ${escapeHtml(order.reference)}</p>`,
      '<table>',
      ...lines.map((l) => `<tr><td>${escapeHtml(l.what)}</td><td>${escapeHtml(l.detail)}</td></tr>`),
      '</table>',
      ...w.facts.map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`),
      ...(w.link ? [`<p><a href="${escapeHtml(w.link.href)}">${escapeHtml(w.link.label)}</a></p>`] : []),
      ...(w.after ? [`<p>${escapeHtml(w.after)}</p>`] : []),
      `<p>${escapeHtml(closing)}</p>`,
    ].join('\n');
    return { to: order.details.email, from: this.from, subject: w.subject, text, html, regarding: { orderId: order.id, email } };
  }
}
