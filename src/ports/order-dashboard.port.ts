import type { DailyOrderRow, DailyRefundRow, DailyReturnRow } from '../domain/orders/order-dashboard.js';
import type { PaymentsNeedingAttention } from '../domain/orders/payment-attention.js';
import type { Money } from '../domain/pricing/money.js';

/** One site's figures (its id), or every site's (null). */
export type DashboardSite = string | null;

/** A paid order with units still to send, for the operators' morning list. */
export interface OrderAwaitingDispatch {
  reference: string;
  site: string;
  placedAt: Date;
  total: Money;
  /** Units neither dispatched nor cancelled. */
  unitsToDispatch: number;
}

/**
 * What the operators' dashboard reads: figures grouped by day in the database (never the orders
 * themselves), and what waits for someone: orders to dispatch, webhook deliveries that failed,
 * payments whose captures, cancels, refunds or reversals went wrong.
 */
export interface OrderDashboard {
  /** Paid orders by the day they were placed, refunds and returns by the day they happened, from `from` up to `to` (excluded). */
  dailyFigures(query: { site: DashboardSite; from: Date; to: Date }): Promise<{
    orders: DailyOrderRow[];
    refunds: DailyRefundRow[];
    returns: DailyReturnRow[];
  }>;
  /** Paid orders with units neither dispatched nor cancelled: how many, and the `limit` oldest. */
  awaitingDispatch(query: { site: DashboardSite; limit: number }): Promise<{ count: number; oldest: OrderAwaitingDispatch[] }>;
  /** How many webhook deliveries of the site's orders failed for good (and were not sent again since). */
  failedDeliveryCount(site: DashboardSite): Promise<number>;
  /**
   * Captures, cancels and refunds that failed (the latest of their kind on their order) or are
   * without an answer since before `overdueBefore`, oldest first; and payments whose reversal
   * failed and was not asked again since, newest first. Each list cut at `limit`.
   */
  paymentsNeedingAttention(query: { site: DashboardSite; overdueBefore: Date; limit: number }): Promise<PaymentsNeedingAttention>;
}
