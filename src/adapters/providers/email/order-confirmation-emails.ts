import { displayVoucherCode } from '../../../domain/loyalty/gift-voucher-code.js';
import type { Order } from '../../../domain/orders/order.js';
import { formatMoney } from '../../../domain/pricing/format-price.js';
import type { Money } from '../../../domain/pricing/money.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import type { OutgoingEmail } from '../../../ports/email-sender.port.js';
import type { OrderEmails } from '../../../ports/order-emails.port.js';
import { fillIn, orderEmailStringsFor } from '../../i18n/order-email-strings.js';
import { catalogueFor } from '../../i18n/languages.js';
import { sizeShown } from '../../../domain/catalog/uk-sizes.js';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The order confirmation email, in the language of the site the order was placed on (en, de, fr),
 * with amounts formatted as that site shows them: a plain text part and an HTML part built from
 * the same rows, every shopper-typed value escaped in the HTML.
 */
export class OrderConfirmationEmails implements OrderEmails {
  constructor(private readonly from: string) {}

  confirmation(order: Order): OutgoingEmail {
    const site = findSiteVariant(order.siteCode);
    const t = orderEmailStringsFor(site?.locale ?? 'en-GB');
    const price = (m: Money): string => (site && site.price.currency === m.currency ? formatMoney(m, site.price) : `${(m.amountMinor / 100).toFixed(2)} ${m.currency}`);
    const address = order.details.deliveryAddress;
    const name = `${address.firstName} ${address.lastName}`.trim();
    const lines = order.lines.map((l) => {
      const what = l.giftVoucher ? `${l.productName} (${fillIn(t.giftVoucherFor, { name: l.giftVoucher.recipientName })})` : `${l.productName}${l.sizeLabel ? `, ${t.size} ${sizeShown(l.sizeLabel, catalogueFor(site?.locale ?? 'en-GB').page.sizeOneSize)}` : ''}`;
      return { what, detail: `${t.quantity} ${l.quantity}`, amount: price(l.lineTotal) };
    });
    const reduced = order.reductions.reduce((sum, r) => sum + r.amount.amountMinor, 0);
    const totals: [string, string][] = [
      [t.subtotal, price(order.subtotal)],
      [t.delivery, price(order.deliveryPrice)],
      ...(reduced > 0 ? [[t.reduction, `-${price({ amountMinor: reduced, currency: order.total.currency })}`] as [string, string]] : []),
      [t.total, price(order.total)],
    ];
    const addressLines = [name, address.line1, address.apartment, address.line2, `${address.postcode} ${address.city}`.trim(), address.countryCode].filter((s) => s !== '');
    const instructions = order.delivery.safePlaceInstructions;
    const codes = order.issuedVoucherCodes.map(displayVoucherCode);
    const brand = site?.brandName ?? '';
    const text = [
      fillIn(t.greeting, { name }),
      '',
      t.intro,
      '',
      `${t.orderNumber}: ${order.reference}`,
      '',
      ...lines.map((l) => `${l.what} - ${l.detail} - ${l.amount}`),
      '',
      ...totals.map(([label, value]) => `${label}: ${value}`),
      '',
      `${t.deliverTo}:`,
      ...addressLines,
      ...(instructions !== '' ? [`${t.courierInstructions}: ${instructions}`] : []),
      ...(order.paymentMethod ? ['', `${t.paidWith}: ${order.paymentMethod}`] : []),
      ...(codes.length > 0 ? ['', `${t.voucherCodes}:`, ...codes] : []),
      '',
      fillIn(t.closing, { brand }),
    ].join('\n');
    const html = [
      `<p>${escapeHtml(fillIn(t.greeting, { name }))}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      `<p><strong>${escapeHtml(t.orderNumber)}:</strong> ${escapeHtml(order.reference)}</p>`,
      '<table>',
      ...lines.map((l) => `<tr><td>${escapeHtml(l.what)}</td><td>${escapeHtml(l.detail)}</td><td>${escapeHtml(l.amount)}</td></tr>`),
      ...totals.map(([label, value]) => `<tr><th colspan="2">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      `<p><strong>${escapeHtml(t.deliverTo)}:</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
      ...(instructions !== '' ? [`<p>${escapeHtml(t.courierInstructions)}: ${escapeHtml(instructions)}</p>`] : []),
      ...(order.paymentMethod ? [`<p>${escapeHtml(t.paidWith)}: ${escapeHtml(order.paymentMethod)}</p>`] : []),
      ...(codes.length > 0 ? [`<p><strong>${escapeHtml(t.voucherCodes)}:</strong><br>${codes.map(escapeHtml).join('<br>')}</p>`] : []),
      `<p>${escapeHtml(fillIn(t.closing, { brand }))}</p>`,
    ].join('\n');
    return { to: order.details.email, from: this.from, subject: fillIn(t.subject, { reference: order.reference }), text, html, regarding: { orderId: order.id, email: 'confirmation' } };
  }
}
