import type { OperatorDashboard } from '../../../../application/orders/view-operator-dashboard.use-case.js';
import { chartScale, type DayFigures } from '../../../../domain/orders/order-dashboard.js';
import type { SiteVariant } from '../../../../domain/site/site-variant.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import type { ConsoleFormat } from './operator-console-format.js';

/** The site selector's choices: every site, and all of them (''). */
export interface SiteChoice {
  value: string;
  label: string;
}

/** A day's (or the days') figures, worded. */
export interface FiguresRow {
  label: string;
  orders: string;
  revenue: string;
  refunds: string;
  refunded: string;
  returns: string;
}

/** The chart, drawn in SVG user units: bars for orders, lines for refunds and returns. */
export interface ChartView {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Horizontal grid lines with their count. */
  ticks: { y: number; label: string }[];
  bars: { x: number; y: number; width: number; height: number }[];
  refunds: string;
  returns: string;
  /** Day labels under some bars (weekly, today's last). */
  dayLabels: { x: number; label: string }[];
  title: string;
  description: string;
}

interface AwaitingRow {
  reference: string;
  href: string;
  site: string;
  placed: string;
  units: string;
  total: string;
}

export interface OperatorDashboardView {
  /** Who is signed in, and their role. */
  who: string;
  sites: SiteChoice[];
  site: string;
  /** 'For Evans (GB)' or 'For all sites'. */
  scope: string;
  today: { title: string; figures: FiguresRow };
  lastDaysTitle: string;
  chart: ChartView;
  /** Every day, then the days together. */
  table: FiguresRow[];
  awaiting: { count: number; intro: string; rows: AwaitingRow[] };
  failedWebhooks: string;
  failedWebhooksCount: number;
  /** The failed webhooks page for the same site. */
  failedWebhooksHref: string;
  payments: string;
  paymentsCount: number;
  /** The payments page for the same site. */
  paymentsHref: string;
}

const WIDTH = 720;
const HEIGHT = 260;
const PLOT = { left: 44, top: 12, right: WIDTH - 12, bottom: HEIGHT - 36 } as const;

export const siteLabel = (site: SiteVariant): string => `${site.brandName} (${site.regionLabel})`;

export function siteChoices(sites: readonly SiteVariant[], t: OperatorConsoleStrings): SiteChoice[] {
  return [{ value: '', label: t.allSites }, ...sites.map((s) => ({ value: s.id, label: siteLabel(s) }))];
}

function figuresRow(label: string, d: DayFigures, f: ConsoleFormat, t: OperatorConsoleStrings): FiguresRow {
  return {
    label, orders: f.count(d.orders), revenue: f.moneyList(d.revenue, t.noAmount),
    refunds: f.count(d.refunds), refunded: f.moneyList(d.refunded, t.noAmount), returns: f.count(d.returns),
  };
}

/** The chart of `days`: one slot a day, the scale from the largest of the three counts. */
function chartOf(days: readonly DayFigures[], total: DayFigures, f: ConsoleFormat, t: OperatorConsoleStrings): ChartView {
  const scale = chartScale(Math.max(0, ...days.flatMap((d) => [d.orders, d.refunds, d.returns])));
  const plotHeight = PLOT.bottom - PLOT.top;
  const slot = (PLOT.right - PLOT.left) / Math.max(days.length, 1);
  const yOf = (value: number) => round(PLOT.bottom - (value / scale.top) * plotHeight);
  const centre = (i: number) => round(PLOT.left + i * slot + slot / 2);
  const line = (value: (d: DayFigures) => number) => days.map((d, i) => `${centre(i)},${yOf(value(d))}`).join(' ');
  const barWidth = round(slot * 0.6);
  const most = Math.max(0, ...days.map((d) => d.orders));
  return {
    width: WIDTH, height: HEIGHT, plot: PLOT,
    ticks: scale.ticks.map((tick) => ({ y: yOf(tick), label: f.count(tick) })),
    bars: days.map((d, i) => ({ x: round(centre(i) - barWidth / 2), y: yOf(d.orders), width: barWidth, height: round(PLOT.bottom - yOf(d.orders)) })),
    refunds: line((d) => d.refunds),
    returns: line((d) => d.returns),
    dayLabels: days.flatMap((d, i) => ((days.length - 1 - i) % 7 === 0 ? [{ x: centre(i), label: f.shortDay(d.day) }] : [])),
    title: t.chartTitle,
    description: interpolate(t.chartDescription, {
      from: f.day(days[0]?.day ?? total.day), to: f.day(days.at(-1)?.day ?? total.day),
      orders: f.count(total.orders), refunds: f.count(total.refunds), returns: f.count(total.returns), most: f.count(most),
    }),
  };
}

const round = (n: number): number => Math.round(n * 10) / 10;

/** The dashboard's page, worded in the site's language. */
export function operatorDashboardView(
  dashboard: OperatorDashboard,
  context: { operatorName: string; role: string; sites: readonly SiteVariant[]; f: ConsoleFormat; t: OperatorConsoleStrings },
): OperatorDashboardView {
  const { f, t } = context;
  const chosen = context.sites.find((s) => s.id === dashboard.site);
  const siteQuery = dashboard.site === null ? '' : `?site=${encodeURIComponent(dashboard.site)}`;
  const days = dashboard.days.length;
  return {
    who: `${interpolate(t.signedInAs, { name: context.operatorName })}. ${interpolate(t.roleIs, { role: context.role })}`,
    sites: siteChoices(context.sites, t),
    site: dashboard.site ?? '',
    scope: chosen === undefined ? t.forAllSites : interpolate(t.forSite, { site: siteLabel(chosen) }),
    today: { title: interpolate(t.todayTitle, { day: f.day(dashboard.today.day) }), figures: figuresRow(f.day(dashboard.today.day), dashboard.today, f, t) },
    lastDaysTitle: interpolate(t.lastDaysTitle, { days }),
    chart: chartOf(dashboard.days, dashboard.total, f, t),
    table: [...dashboard.days.map((d) => figuresRow(f.day(d.day), d, f, t)), figuresRow(interpolate(t.allDaysRow, { days }), dashboard.total, f, t)],
    awaiting: {
      count: dashboard.awaitingDispatch.count,
      intro: dashboard.awaitingDispatch.count === 0 ? t.awaitingDispatchNone : interpolate(t.awaitingDispatchCount, { count: f.count(dashboard.awaitingDispatch.count) }),
      rows: dashboard.awaitingDispatch.oldest.map((o) => ({
        reference: o.reference, href: `/operator/orders/${encodeURIComponent(o.reference)}`, site: o.site,
        placed: f.dateTime(o.placedAt), units: f.count(o.unitsToDispatch), total: f.money(o.total),
      })),
    },
    failedWebhooks: interpolate(t.failedWebhooksCount, { count: f.count(dashboard.failedWebhooks) }),
    failedWebhooksCount: dashboard.failedWebhooks,
    failedWebhooksHref: `/operator/webhooks${siteQuery}`,
    payments: interpolate(t.paymentsCount, { count: f.count(dashboard.paymentsNeedingAttention) }),
    paymentsCount: dashboard.paymentsNeedingAttention,
    paymentsHref: `/operator/payments${siteQuery}`,
  };
}
