import type { LineQuantity } from '../../../domain/orders/fulfilment.js';
import type { Order } from '../../../domain/orders/order.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import type { OutgoingEmail } from '../../../ports/email-sender.port.js';
import type { OrderEmailStrings } from '../../i18n/catalogue.js';
import { fillIn, orderEmailStringsFor } from '../../i18n/order-email-strings.js';
import { escapeHtml } from './order-confirmation-emails.js';
import { catalogueFor } from '../../i18n/languages.js';
import { sizeShown } from '../../../domain/catalog/uk-sizes.js';

/** What one email about an order says besides the common rows: its subject, first paragraph, facts, link and closing paragraphs. */
export interface OrderEmailWords {
  subject: string;
  intro: string;
  facts: [string, string][];
  link: { label: string; href: string } | null;
  after: string[];
}

/**
 * An email about some units of an order after it was placed (dispatch, cancellation, return,
 * refund), in the language of the order's site: greeting, first paragraph, order number, facts,
 * link, the units it is about (each line named as the order has it), closing paragraphs and
 * sign-off, as a plain text part and an HTML part from the same rows. `email` names it in the
 * order's history.
 */
export function composeOrderEmail(
  from: string, order: Order, email: string, units: readonly LineQuantity[], words: (t: OrderEmailStrings) => OrderEmailWords,
): OutgoingEmail {
  const site = findSiteVariant(order.siteCode);
  const t = orderEmailStringsFor(site?.locale ?? 'en-GB');
  const w = words(t);
  const address = order.details.deliveryAddress;
  const name = `${address.firstName} ${address.lastName}`.trim();
  const lines = units.map((u) => {
    const l = order.lines[u.position]!;
    return { what: `${l.productName}${l.sizeLabel ? `, ${t.size} ${sizeShown(l.sizeLabel, catalogueFor(site?.locale ?? 'en-GB').page.sizeOneSize)}` : ''}`, detail: `${t.quantity} ${u.quantity}` };
  });
  const closing = fillIn(t.closing, { brand: site?.brandName ?? '' });
  const text = [
    fillIn(t.greeting, { name }), '', w.intro, '', `${t.orderNumber}: ${order.reference}`,
    ...w.facts.map(([label, value]) => `${label}: ${value}`),
    ...(w.link ? [`${w.link.label}: ${w.link.href}`] : []),
    ...(lines.length > 0 ? ['', ...lines.map((l) => `${l.what} - ${l.detail}`)] : []),
    ...w.after.flatMap((paragraph) => ['', paragraph]),
    '', closing,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(fillIn(t.greeting, { name }))}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p><strong>${escapeHtml(t.orderNumber)}:</strong> ${escapeHtml(order.reference)}</p>`,
    ...w.facts.map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`),
    ...(w.link ? [`<p><a href="${escapeHtml(w.link.href)}">${escapeHtml(w.link.label)}</a></p>`] : []),
    ...(lines.length > 0 ? ['<table>', ...lines.map((l) => `<tr><td>${escapeHtml(l.what)}</td><td>${escapeHtml(l.detail)}</td></tr>`), '</table>'] : []),
    ...w.after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { to: order.details.email, from, subject: w.subject, text, html, regarding: { orderId: order.id, email } };
}
