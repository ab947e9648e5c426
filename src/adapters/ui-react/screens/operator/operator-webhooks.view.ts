import { orderEventId } from '../../../../domain/orders/order-event.js';
import type { SiteVariant } from '../../../../domain/site/site-variant.js';
import type { FailedDelivery } from '../../../../ports/order-events.port.js';
import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import type { ConsoleFormat } from './operator-console-format.js';
import { siteChoices, siteLabel, type SiteChoice } from './operator-dashboard.view.js';

export interface FailedDeliveryRow {
  id: string;
  event: string;
  eventId: string;
  orderReference: string;
  orderHref: string;
  site: string;
  endpoint: string;
  attempts: string;
  lastError: string;
  failedAt: string;
  /** The redeliver button's words for a screen reader: which delivery it sends. */
  redeliverWhat: string;
}

export interface OperatorWebhooksView {
  sites: SiteChoice[];
  /** The site shown (its id), or '' for all. */
  site: string;
  /** 'For Evans (GB)' or 'For all sites'. */
  scope: string;
  rows: FailedDeliveryRow[];
  /** What the last post did, or why it did not: announced as a status. */
  notice: string | null;
  problem: string | null;
  /** The following (older) page, or null on the last. */
  olderHref: string | null;
  /** Back to the first page, shown on the others. */
  newestHref: string | null;
  /** Whether the operator may redeliver (the `fulfil` permission). */
  canRedeliver: boolean;
  token: string;
}

export const OPERATOR_WEBHOOKS_PATH = '/operator/webhooks';
export const redeliverPath = (id: string): string => `${OPERATOR_WEBHOOKS_PATH}/${encodeURIComponent(id)}/redeliver`;

/** The list's address for a site (null: all) with the query given, so paging and a redeliver keep the site chosen. */
export function webhooksHref(site: string | null, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(site === null ? query : { site, ...query }).toString();
  return params === '' ? OPERATOR_WEBHOOKS_PATH : `${OPERATOR_WEBHOOKS_PATH}?${params}`;
}

/** The site choice, its scope line, and the pages either side, for the list of `site` (null: all) from `before`. */
export function webhooksScope(
  site: string | null, before: string | null, next: string | null, context: { sites: readonly SiteVariant[]; t: OperatorConsoleStrings },
): Pick<OperatorWebhooksView, 'sites' | 'site' | 'scope' | 'olderHref' | 'newestHref'> {
  const chosen = context.sites.find((s) => s.id === site);
  return {
    sites: siteChoices(context.sites, context.t),
    site: site ?? '',
    scope: chosen === undefined ? context.t.forAllSites : interpolate(context.t.forSite, { site: siteLabel(chosen) }),
    olderHref: next === null ? null : webhooksHref(site, { before: next }),
    newestHref: before === null ? null : webhooksHref(site),
  };
}

export function failedDeliveryRows(deliveries: readonly FailedDelivery[], f: ConsoleFormat, t: OperatorConsoleStrings): FailedDeliveryRow[] {
  return deliveries.map((d) => ({
    id: d.id, event: d.eventType, eventId: orderEventId(d.eventId), orderReference: d.orderReference, orderHref: `/operator/orders/${encodeURIComponent(d.orderReference)}`, site: d.site,
    endpoint: d.endpointUrl, attempts: f.count(d.attempts),
    // The sender words its error (an HTTP status, a timeout, a refused connection); the status alone where it did not.
    lastError: d.lastError ?? (d.lastStatus === null ? '' : interpolate(t.httpStatus, { status: d.lastStatus })),
    failedAt: f.dateTime(d.failedAt),
    redeliverWhat: interpolate(t.redeliverWhat, { id: d.id, event: d.eventType, order: d.orderReference }),
  }));
}
