import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { refundTakeBack } from '../../domain/orders/refund-take-back.js';
import { findSiteVariant } from '../../domain/site/site-variants.js';
import type { GiftVouchers } from '../../ports/gift-vouchers.port.js';
import type { LoyaltyAccounts } from '../../ports/loyalty-accounts.port.js';
import type { Orders } from '../../ports/orders.port.js';

/** What a refund took back: the gift voucher codes cancelled and the loyalty points taken. */
export interface TakenBack {
  cancelledCodes: string[];
  points: number;
}

/**
 * After a refund went through: cancels the unused codes of the gift voucher lines it refunded
 * and takes back the loyalty points its goods earned (never below zero). Runs once per refund,
 * when its webhook settles it (a replay settles nothing, so takes nothing again).
 */
export class TakeBackRefundedBenefits {
  constructor(
    private readonly orders: Pick<Orders, 'byId'>,
    private readonly vouchers: Pick<GiftVouchers, 'cancelUnused'>,
    private readonly loyalty: Pick<LoyaltyAccounts, 'addPoints'>,
  ) {}

  async execute(refund: PaymentModificationRecord): Promise<TakenBack> {
    const order = await this.orders.byId(refund.orderId);
    if (order === null) return { cancelledCodes: [], points: 0 };
    const takeBack = refundTakeBack(order, refund, findSiteVariant(order.siteCode)?.price.currencyRate ?? 0);
    const cancelledCodes: string[] = [];
    for (const line of takeBack.vouchers) cancelledCodes.push(...(await this.vouchers.cancelUnused(line.codes, line.value, line.atMost)));
    if (order.shopperId !== null && takeBack.points > 0) await this.loyalty.addPoints(order.shopperId, -takeBack.points);
    return { cancelledCodes, points: takeBack.points };
  }
}
