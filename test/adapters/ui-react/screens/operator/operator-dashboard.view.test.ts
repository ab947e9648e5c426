import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { consoleFormat } from '../../../../../src/adapters/ui-react/screens/operator/operator-console-format.js';
import { OperatorDashboardChart } from '../../../../../src/adapters/ui-react/screens/operator/operator-dashboard-chart.js';
import { operatorDashboardView } from '../../../../../src/adapters/ui-react/screens/operator/operator-dashboard.view.js';
import type { OperatorDashboard } from '../../../../../src/application/orders/view-operator-dashboard.use-case.js';
import { daysEnding, fillDailySeries, sumDays } from '../../../../../src/domain/orders/order-dashboard.js';
import { SITE_VARIANTS } from '../../../../../src/domain/site/site-variants.js';

const t = en.operatorConsole;
const f = consoleFormat('en-GB');
const days = fillDailySeries(daysEnding(new Date('2026-11-27T10:00:00Z'), 30), {
  orders: [
    { day: '2026-11-27', currency: 'GBP', orders: 3, revenueMinor: 12_550 },
    { day: '2026-11-27', currency: 'EUR', orders: 1, revenueMinor: 4_000 },
    { day: '2026-11-20', currency: 'GBP', orders: 7, revenueMinor: 30_000 },
  ],
  refunds: [{ day: '2026-11-27', currency: 'GBP', refunds: 1, refundedMinor: 1_999 }],
  returns: [{ day: '2026-11-26', returns: 2 }],
});
const dashboard: OperatorDashboard = {
  site: 'evans', days, today: days.at(-1)!, total: sumDays(days, days[0]!.day),
  awaitingDispatch: { count: 14, oldest: [{ reference: 'EV-1000001', site: 'evans', placedAt: new Date('2026-11-20T08:05:00Z'), total: { amountMinor: 2599, currency: 'GBP' }, unitsToDispatch: 2 }] },
  failedWebhooks: 3, paymentsNeedingAttention: 1,
};
const view = operatorDashboardView(dashboard, { operatorName: 'Ann', role: 'admin', sites: SITE_VARIANTS, f, t });

describe('the dashboard\'s view', () => {
  it('words today\'s figures with each currency on its own, and the scope of the site chosen', () => {
    expect(view.today.title).toBe('Today, 27 November 2026');
    expect(view.today.figures).toEqual({ label: '27 November 2026', orders: '4', revenue: '€40.00, £125.50', refunds: '1', refunded: '£19.99', returns: '0' });
    expect(view.scope).toBe('For Evans (GB)');
    expect(view.sites[0]).toEqual({ value: '', label: 'All sites' });
    expect(view.sites).toContainEqual({ value: 'evans-ie', label: 'Evans (IE)' });
    expect(view.paymentsHref).toBe('/operator/payments?site=evans');
    expect(view.awaiting.intro).toBe('Paid orders with units still to send: 14. The oldest first:');
    expect(view.awaiting.rows).toEqual([{ reference: 'EV-1000001', href: '/operator/orders/EV-1000001', site: 'evans', placed: '20 Nov 2026, 08:05 UTC', units: '2', total: '£25.99' }]);
  });

  it('has a row a day and one for the 30 days together, in the table under the chart', () => {
    expect(view.table).toHaveLength(31);
    expect(view.table.at(-1)).toEqual({ label: 'All 30 days', orders: '11', revenue: '€40.00, £425.50', refunds: '1', refunded: '£19.99', returns: '2' });
    expect(view.table[0]).toMatchObject({ label: '29 October 2026', orders: '0', revenue: 'None' });
  });

  it('draws a bar a day, the busiest up to the top of an axis of round steps, and says what it shows', () => {
    const { chart } = view;
    expect(chart.bars).toHaveLength(30);
    expect(chart.ticks.map((tick) => tick.label)).toEqual(['0', '2', '4', '6', '8']);
    const busiest = chart.bars[22]!;
    expect(busiest.height).toBeCloseTo(((chart.plot.bottom - chart.plot.top) * 7) / 8, 0);
    expect(chart.bars[0]!.height).toBe(0);
    expect(chart.dayLabels.at(-1)!.label).toBe('27 Nov');
    expect(chart.description).toBe('From 29 October 2026 to 27 November 2026. Orders: 11; refunds: 1; returns: 2. The most orders on one day: 7. Each day’s numbers are in the table after the chart.');
    const html = renderToStaticMarkup(OperatorDashboardChart({ chart, table: view.table, t }));
    expect(html).toContain('role="img" aria-labelledby="console-chart-title console-chart-desc"');
    expect(html).toContain('<title id="console-chart-title">Orders, refunds and returns per day</title>');
    expect(html).toMatch(/<details class="console-chart__numbers"><summary>The numbers of each day<\/summary><table/);
    expect(html.match(/<rect /g)).toHaveLength(30);
  });
});
