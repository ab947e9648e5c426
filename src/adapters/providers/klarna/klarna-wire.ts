import type { KlarnaPurchase } from '../../../ports/klarna-payments.port.js';

/** Klarna Payments' JSON for a session or an order (snake_case, amounts in minor units). */
export interface KlarnaPurchaseWire {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: {
    type: string;
    reference: string;
    name: string;
    quantity: number;
    unit_price: number;
    tax_rate: number;
    total_amount: number;
    total_tax_amount: number;
  }[];
  merchant_reference1: string;
}

/** Our purchase in Klarna's wire format. Prices here include tax; the shop does not split it out, so tax fields are 0. */
export function purchaseToWire(purchase: KlarnaPurchase): KlarnaPurchaseWire {
  return {
    purchase_country: purchase.purchaseCountry,
    purchase_currency: purchase.purchaseCurrency,
    locale: purchase.locale,
    order_amount: purchase.orderAmount,
    order_tax_amount: 0,
    order_lines: purchase.orderLines.map((l) => ({
      type: l.type, reference: l.reference, name: l.name, quantity: l.quantity, unit_price: l.unitPrice, tax_rate: 0, total_amount: l.totalAmount, total_tax_amount: 0,
    })),
    merchant_reference1: purchase.merchantReference,
  };
}

const LINE_TYPES = new Set(['physical', 'gift_card', 'shipping_fee', 'discount', 'store_credit']);

/** Klarna's JSON back into a purchase, or null when it is not one (the stand-in reads requests with it). */
export function purchaseFromWire(body: unknown): KlarnaPurchase | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Partial<KlarnaPurchaseWire>;
  if (typeof b.purchase_country !== 'string' || typeof b.purchase_currency !== 'string' || typeof b.locale !== 'string') return null;
  if (typeof b.order_amount !== 'number' || !Array.isArray(b.order_lines)) return null;
  const lines = [];
  for (const l of b.order_lines) {
    if (typeof l !== 'object' || l === null || !LINE_TYPES.has(l.type) || typeof l.name !== 'string' || typeof l.quantity !== 'number'
      || typeof l.unit_price !== 'number' || typeof l.total_amount !== 'number') return null;
    lines.push({
      type: l.type as KlarnaPurchase['orderLines'][number]['type'], reference: String(l.reference ?? ''), name: l.name,
      quantity: l.quantity, unitPrice: l.unit_price, totalAmount: l.total_amount,
    });
  }
  return {
    purchaseCountry: b.purchase_country, purchaseCurrency: b.purchase_currency, locale: b.locale,
    orderAmount: b.order_amount, orderLines: lines, merchantReference: String(b.merchant_reference1 ?? ''),
  };
}
