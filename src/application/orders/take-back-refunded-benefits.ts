import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { refundTakeBack } from '../../domain/orders/refund-take-back.js';
import { findSiteVariant } from '../../domain/site/site-variants.js';
import type { BenefitsToTakeBack } from '../../ports/order-payments.port.js';
import type { Orders } from '../../ports/orders.port.js';

/**
 * What a refund or a cancel takes back when it goes through: the unused codes of the gift voucher
 * lines it covers and the loyalty points its goods earned (never below zero). A cancel gives the
 * whole payment back, so it covers every line. The settle writes it in the transaction that
 * records the success (`OrderPayments.settle`), so it is taken once, and never lost to a failure
 * between the two: the webhook delivered again does both. Null for a capture or a release.
 */
export class TakeBackRefundedBenefits {
  constructor(private readonly orders: Pick<Orders, 'byId'>) {}

  async of(modification: PaymentModificationRecord): Promise<BenefitsToTakeBack | null> {
    if (modification.kind === 'capture' || modification.kind === 'release') return null;
    const order = await this.orders.byId(modification.orderId);
    if (order === null) return null;
    const covered = modification.kind === 'cancel'
      ? { lines: order.lines.map((l, position) => ({ position, quantity: l.quantity })), amount: order.total }
      : modification;
    return { ...refundTakeBack(order, covered, findSiteVariant(order.siteCode)?.price.currencyRate ?? 0), shopperId: order.shopperId };
  }
}
