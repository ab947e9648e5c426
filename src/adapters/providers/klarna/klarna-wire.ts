import type { KlarnaOrderLine, KlarnaOrderModification, KlarnaPurchase } from '../../../ports/klarna-payments.port.js';

/** One of Klarna's `order_lines` (snake_case, minor units). */
interface KlarnaOrderLineWire {
  type: string;
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_tax_amount: number;
}

/** Klarna Payments' JSON for a session or an order (snake_case, amounts in minor units). */
export interface KlarnaPurchaseWire {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLineWire[];
  merchant_reference1: string;
}

/** Prices here include tax; the shop does not split it out, so tax fields are 0. */
const lineToWire = (l: KlarnaOrderLine): KlarnaOrderLineWire => ({
  type: l.type, reference: l.reference, name: l.name, quantity: l.quantity, unit_price: l.unitPrice, tax_rate: 0, total_amount: l.totalAmount, total_tax_amount: 0,
});

/** Our purchase in Klarna's wire format. */
export function purchaseToWire(purchase: KlarnaPurchase): KlarnaPurchaseWire {
  return {
    purchase_country: purchase.purchaseCountry,
    purchase_currency: purchase.purchaseCurrency,
    locale: purchase.locale,
    order_amount: purchase.orderAmount,
    order_tax_amount: 0,
    order_lines: purchase.orderLines.map(lineToWire),
    merchant_reference1: purchase.merchantReference,
  };
}

/**
 * Order Management's capture (`captured_amount`) or refund (`refunded_amount`) body: the amount,
 * our reference, the lines when there are any (Klarna takes an amount alone), and a capture's
 * parcel as `shipping_info`.
 */
export function modificationToWire(kind: 'captured_amount' | 'refunded_amount', m: KlarnaOrderModification): Record<string, unknown> {
  const shipping = m.shipping === undefined ? null : {
    shipping_company: m.shipping.company, tracking_number: m.shipping.trackingNumber, ...(m.shipping.trackingUri === null ? {} : { tracking_uri: m.shipping.trackingUri }),
  };
  return {
    [kind]: m.amount, reference: m.idempotencyKey,
    ...(m.orderLines.length === 0 ? {} : { order_lines: m.orderLines.map(lineToWire) }),
    ...(shipping === null ? {} : { shipping_info: [shipping] }),
  };
}

const LINE_TYPES = new Set(['physical', 'gift_card', 'shipping_fee', 'discount', 'store_credit']);

function linesFromWire(lines: unknown[]): KlarnaOrderLine[] | null {
  const read: KlarnaOrderLine[] = [];
  for (const line of lines) {
    const l = line as Partial<KlarnaOrderLineWire> | null;
    if (typeof l !== 'object' || l === null || typeof l.type !== 'string' || !LINE_TYPES.has(l.type) || typeof l.name !== 'string' || typeof l.quantity !== 'number'
      || typeof l.unit_price !== 'number' || typeof l.total_amount !== 'number') return null;
    read.push({ type: l.type as KlarnaOrderLine['type'], reference: String(l.reference ?? ''), name: l.name, quantity: l.quantity, unitPrice: l.unit_price, totalAmount: l.total_amount });
  }
  return read;
}

/** A capture's or refund's body back into its amount and lines (the key comes from the header), or null when it is not one (the stand-in reads requests with it). */
export function modificationFromWire(kind: 'captured_amount' | 'refunded_amount', body: unknown): Omit<KlarnaOrderModification, 'idempotencyKey'> | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const amount = b[kind];
  if (typeof amount !== 'number') return null;
  const lines = b.order_lines === undefined ? [] : Array.isArray(b.order_lines) ? linesFromWire(b.order_lines) : null;
  return lines === null ? null : { amount, orderLines: lines };
}

/** Klarna's JSON back into a purchase, or null when it is not one (the stand-in reads requests with it). */
export function purchaseFromWire(body: unknown): KlarnaPurchase | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Partial<KlarnaPurchaseWire>;
  if (typeof b.purchase_country !== 'string' || typeof b.purchase_currency !== 'string' || typeof b.locale !== 'string') return null;
  if (typeof b.order_amount !== 'number' || !Array.isArray(b.order_lines)) return null;
  const lines = linesFromWire(b.order_lines);
  if (lines === null) return null;
  return {
    purchaseCountry: b.purchase_country, purchaseCurrency: b.purchase_currency, locale: b.locale,
    orderAmount: b.order_amount, orderLines: lines, merchantReference: String(b.merchant_reference1 ?? ''),
  };
}
