import type { Order, OrderLine } from '../../../domain/orders/order.js';
import type { RefundedLine } from '../../../domain/orders/refund-selection.js';
import { requestDigest } from '../../../domain/orders/payment-idempotency-key.js';
import { ownerKeyOf, type BasketOwner } from '../../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { KlarnaOrderLine, KlarnaPayments, KlarnaPurchase } from '../../../ports/klarna-payments.port.js';
import type { Orders } from '../../../ports/orders.port.js';
import type { KlarnaFailure } from './klarna-errors.js';

/** The payment method our orders record for Klarna. */
export const KLARNA_METHOD = 'klarna';

/**
 * The key under which a Klarna session is recorded with its order (an attempt row: the order's
 * id, and the session's id and locale as its outcome). A digest, so any session id fits the
 * 64-character key; the stored session id is compared on lookup.
 */
const klarnaSessionKey = (sessionId: string): string => `klarna-session.${requestDigest(sessionId)}`;

interface SessionRecord {
  klarnaSessionId: string;
  locale: string;
}

export async function recordKlarnaSession(orders: Orders, order: Order, sessionId: string, locale: string, now: Date): Promise<void> {
  const key = klarnaSessionKey(sessionId);
  await orders.recordAttempt(order.id, key, now);
  const record: SessionRecord = { klarnaSessionId: sessionId, locale };
  await orders.saveAttemptOutcome(key, { ...record });
}

/** The order a Klarna session was created for, and the session's locale; null unless it is this owner's. */
export async function orderOfKlarnaSession(orders: Orders, sessionId: string, owner: BasketOwner): Promise<{ order: Order; locale: string } | null> {
  const attempt = await orders.attempt(klarnaSessionKey(sessionId));
  const record = attempt?.outcome as Partial<SessionRecord> | null | undefined;
  if (attempt == null || record?.klarnaSessionId !== sessionId || typeof record.locale !== 'string') return null;
  const order = await orders.byId(attempt.orderId);
  if (order === null || ownerKeyOf(order.owner) !== ownerKeyOf(owner)) return null;
  return { order, locale: record.locale };
}

/**
 * Whether the authorisation token was given for this session, as Klarna reads the session back.
 * Klarna places an order from any live token of ours whose authorised amount matches, whatever
 * session or order it came from; the session is what we bound to our order, so only its own token
 * may complete that order. KLARNA_AUTHORIZATION_MISMATCH: a token of another session (another
 * order's, or a forged one); KLARNA_DECLINED: Klarna no longer knows the session.
 */
export async function tokenOfSession(klarna: KlarnaPayments, sessionId: string, authToken: string, site: string): Promise<Result<void, KlarnaFailure>> {
  const session = await klarna.readSession(sessionId, site).catch(() => err({ code: 'PROVIDER_UNAVAILABLE' as const }));
  if (!session.ok) return err(session.error.code === 'PROVIDER_UNAVAILABLE' ? session.error : { code: 'KLARNA_DECLINED' });
  return session.value.authorizationToken === authToken ? ok(undefined) : err({ code: 'KLARNA_AUTHORIZATION_MISMATCH' });
}

/** Names of the lines that are not products, in the purchase's language (the edge's message catalogue gives them). */
export interface KlarnaLineLabels {
  delivery: string;
  discount: string;
  giftVoucher: string;
}

/** The line names for a locale. */
export type KlarnaLineLabelsFor = (locale: string) => KlarnaLineLabels;

/**
 * Our order as Klarna's purchase, in minor units: each line, the delivery, coupons as discounts
 * and gift vouchers spent as store credit (negative), so the lines add up to what the shopper pays.
 * Null when they would not (Klarna refuses such a purchase).
 */
export function klarnaPurchaseOf(order: Order, locale: string, labels: KlarnaLineLabels): KlarnaPurchase | null {
  const lines = wholeOrderLinesOf(order, labels);
  if (lines === null) return null;
  const address = order.details.billingAddress ?? order.details.deliveryAddress;
  return {
    purchaseCountry: address.countryCode,
    purchaseCurrency: order.total.currency,
    locale,
    orderAmount: order.total.amountMinor,
    orderLines: lines,
    merchantReference: order.reference,
  };
}

/** Every line of the order as Klarna's lines, adding up to its total; null when they would not. */
function wholeOrderLinesOf(order: Order, labels: KlarnaLineLabels): KlarnaOrderLine[] | null {
  const lines: KlarnaOrderLine[] = order.lines.map((l) => klarnaLineOf(l, l.quantity));
  if (order.deliveryPrice.amountMinor > 0) lines.push(deliveryLineOf(order, labels));
  for (const r of order.reductions) {
    const amount = -r.amount.amountMinor;
    lines.push(r.kind === 'coupon'
      ? { type: 'discount', reference: r.couponId, name: r.label || labels.discount, quantity: 1, unitPrice: amount, totalAmount: amount }
      : { type: 'store_credit', reference: r.code, name: labels.giftVoucher, quantity: 1, unitPrice: amount, totalAmount: amount });
  }
  const sum = lines.reduce((total, l) => total + l.totalAmount, 0);
  return sum === order.total.amountMinor && order.total.amountMinor > 0 ? lines : null;
}

/** `quantity` units of an order line as Klarna's line (a product, or a gift voucher bought). */
function klarnaLineOf(line: OrderLine, quantity: number): KlarnaOrderLine {
  return {
    type: line.giftVoucher === null ? 'physical' : 'gift_card',
    reference: line.stockId,
    name: line.sizeLabel === null ? line.productName : `${line.productName} (${line.sizeLabel})`,
    quantity,
    unitPrice: line.unitPrice.amountMinor,
    totalAmount: quantity === line.quantity ? line.lineTotal.amountMinor : line.unitPrice.amountMinor * quantity,
  };
}

const deliveryLineOf = (order: Order, labels: KlarnaLineLabels): KlarnaOrderLine => ({
  type: 'shipping_fee', reference: 'delivery', name: labels.delivery, quantity: 1, unitPrice: order.deliveryPrice.amountMinor, totalAmount: order.deliveryPrice.amountMinor,
});

/**
 * The lines a capture or refund of `amountMinor` covers, as the checkout sent them to Klarna:
 * the units of the order lines named (and the delivery as its shipping fee), when they add up
 * to the amount; the whole purchase's lines (discounts and vouchers spent included) when the
 * amount is the order's whole total and no line is named; else none, and Klarna takes the
 * amount alone (a refund by amount, or a capture a voucher paid part of).
 */
export function klarnaLinesOf(order: Order, covered: { lines: readonly RefundedLine[]; delivery: boolean }, amountMinor: number, labels: KlarnaLineLabels): KlarnaOrderLine[] {
  const lines = covered.lines.flatMap(({ position, quantity }) => {
    const line = order.lines[position];
    return line === undefined ? [] : [klarnaLineOf(line, quantity)];
  });
  if (covered.delivery && order.deliveryPrice.amountMinor > 0) lines.push(deliveryLineOf(order, labels));
  if (covered.lines.length > 0 || covered.delivery) return lines.reduce((sum, l) => sum + l.totalAmount, 0) === amountMinor ? lines : [];
  if (amountMinor !== order.total.amountMinor) return [];
  return wholeOrderLinesOf(order, labels) ?? [];
}
