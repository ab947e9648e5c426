import { DASHBOARD_DAYS, daysEnding, fillDailySeries, startOfDay, sumDays, type DayFigures, type DayKey } from '../../domain/orders/order-dashboard.js';
import { answerOverdueSince } from '../../domain/orders/payment-attention.js';
import type { Clock } from '../../ports/clock.port.js';
import type { DashboardSite, OrderAwaitingDispatch, OrderDashboard } from '../../ports/order-dashboard.port.js';

/** How many of the orders waiting for dispatch the dashboard lists, oldest first. */
export const AWAITING_DISPATCH_LISTED = 10;

/** What an operator checks each morning, for one site or all. */
export interface OperatorDashboard {
  site: DashboardSite;
  /** The last DASHBOARD_DAYS days, oldest first, today last; days without orders are zero. */
  days: DayFigures[];
  today: DayFigures;
  /** The days together, labelled with the first day. */
  total: DayFigures;
  awaitingDispatch: { count: number; oldest: OrderAwaitingDispatch[] };
  failedWebhooks: number;
  paymentsNeedingAttention: number;
}

/** The morning dashboard: the last 30 days by day (UTC), and what is waiting for someone. */
export class ViewOperatorDashboard {
  constructor(private readonly dashboard: OrderDashboard, private readonly clock: Clock) {}

  async execute(query: { site: DashboardSite }): Promise<OperatorDashboard> {
    const now = this.clock.now();
    const dayKeys: DayKey[] = daysEnding(now, DASHBOARD_DAYS);
    const from = startOfDay(dayKeys[0]!);
    const to = new Date(startOfDay(dayKeys.at(-1)!).getTime() + 24 * 60 * 60 * 1000);
    const [rows, awaitingDispatch, failedWebhooks, payments] = await Promise.all([
      this.dashboard.dailyFigures({ site: query.site, from, to }),
      this.dashboard.awaitingDispatch({ site: query.site, limit: AWAITING_DISPATCH_LISTED }),
      this.dashboard.failedDeliveryCount(query.site),
      this.dashboard.paymentsNeedingAttention({ site: query.site, overdueBefore: answerOverdueSince(now), limit: 1 }),
    ]);
    const days = fillDailySeries(dayKeys, rows);
    return {
      site: query.site,
      days,
      today: days.at(-1)!,
      total: sumDays(days, dayKeys[0]!),
      awaitingDispatch,
      failedWebhooks,
      paymentsNeedingAttention: payments.modificationCount + payments.reversalCount,
    };
  }
}
