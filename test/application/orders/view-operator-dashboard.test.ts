import { describe, expect, it } from 'vitest';
import { ListPaymentsNeedingAttention } from '../../../src/application/orders/list-payments-needing-attention.use-case.js';
import { AWAITING_DISPATCH_LISTED, ViewOperatorDashboard } from '../../../src/application/orders/view-operator-dashboard.use-case.js';
import type { PaymentsNeedingAttention } from '../../../src/domain/orders/payment-attention.js';
import type { OrderDashboard } from '../../../src/ports/order-dashboard.port.js';

const NOW = new Date('2026-11-27T09:15:00Z');
const clock = { now: () => NOW };
const NOTHING: PaymentsNeedingAttention = { modifications: [], reversals: [], modificationCount: 0, reversalCount: 0 };

/** A dashboard store answering the figures given, noting what it was asked. */
function dashboardOf(answers: Partial<{ [K in keyof OrderDashboard]: Awaited<ReturnType<OrderDashboard[K]>> }>) {
  const asked: { method: string; query: unknown }[] = [];
  const store: OrderDashboard = {
    dailyFigures: async (query) => (asked.push({ method: 'dailyFigures', query }), answers.dailyFigures ?? { orders: [], refunds: [], returns: [] }),
    awaitingDispatch: async (query) => (asked.push({ method: 'awaitingDispatch', query }), answers.awaitingDispatch ?? { count: 0, oldest: [] }),
    failedDeliveryCount: async (site) => (asked.push({ method: 'failedDeliveryCount', query: site }), answers.failedDeliveryCount ?? 0),
    paymentsNeedingAttention: async (query) => (asked.push({ method: 'paymentsNeedingAttention', query }), answers.paymentsNeedingAttention ?? NOTHING),
  };
  return { store, asked };
}

describe('viewing the operators\' dashboard', () => {
  it('asks for the 30 UTC days that end today, the oldest orders waiting, and the counts of what needs attention, for the site asked', async () => {
    const { store, asked } = dashboardOf({ failedDeliveryCount: 4, paymentsNeedingAttention: { ...NOTHING, modificationCount: 2, reversalCount: 1 } });
    const dashboard = await new ViewOperatorDashboard(store, clock).execute({ site: 'evans' });
    expect(asked).toEqual(expect.arrayContaining([
      { method: 'dailyFigures', query: { site: 'evans', from: new Date('2026-10-29T00:00:00Z'), to: new Date('2026-11-28T00:00:00Z') } },
      { method: 'awaitingDispatch', query: { site: 'evans', limit: AWAITING_DISPATCH_LISTED } },
      { method: 'failedDeliveryCount', query: 'evans' },
      { method: 'paymentsNeedingAttention', query: { site: 'evans', overdueBefore: new Date('2026-11-27T08:45:00Z'), limit: 1 } },
    ]));
    expect([dashboard.site, dashboard.failedWebhooks, dashboard.paymentsNeedingAttention]).toEqual(['evans', 4, 3]);
  });

  it('gives every one of the 30 days, zero where nothing happened, today last, and their totals per currency', async () => {
    const { store } = dashboardOf({
      dailyFigures: {
        orders: [{ day: '2026-11-27', currency: 'GBP', orders: 2, revenueMinor: 5000 }, { day: '2026-10-29', currency: 'EUR', orders: 1, revenueMinor: 2000 }],
        refunds: [{ day: '2026-11-01', currency: 'GBP', refunds: 1, refundedMinor: 700 }],
        returns: [{ day: '2026-11-27', returns: 1 }],
      },
      awaitingDispatch: { count: 12, oldest: [] },
    });
    const dashboard = await new ViewOperatorDashboard(store, clock).execute({ site: null });
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days[0]).toMatchObject({ day: '2026-10-29', orders: 1, revenue: [{ amountMinor: 2000, currency: 'EUR' }] });
    expect(dashboard.days[15]).toEqual({ day: '2026-11-13', orders: 0, revenue: [], refunds: 0, refunded: [], returns: 0 });
    expect(dashboard.today).toEqual({ day: '2026-11-27', orders: 2, revenue: [{ amountMinor: 5000, currency: 'GBP' }], refunds: 0, refunded: [], returns: 1 });
    expect(dashboard.total).toEqual({
      day: '2026-10-29', orders: 3, revenue: [{ amountMinor: 2000, currency: 'EUR' }, { amountMinor: 5000, currency: 'GBP' }],
      refunds: 1, refunded: [{ amountMinor: 700, currency: 'GBP' }], returns: 1,
    });
    expect(dashboard.awaitingDispatch.count).toBe(12);
  });

  it('lists payments needing attention with the overdue time counted back from now', async () => {
    const { store, asked } = dashboardOf({});
    expect(await new ListPaymentsNeedingAttention(store, clock).execute({ site: null })).toEqual(NOTHING);
    expect(asked).toEqual([{ method: 'paymentsNeedingAttention', query: { site: null, overdueBefore: new Date('2026-11-27T08:45:00Z'), limit: 100 } }]);
  });
});
