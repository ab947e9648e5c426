import type { ReactNode } from 'react';
import type { Ga4Event } from '../../../../application/site/ga4-events.js';
import { serialiseJsonForHtml } from '../../runtime/serialise-json.js';
import { ANALYTICS_EVENTS_ATTRIBUTE } from './analytics-events-attribute.js';

/**
 * A page with the GA4 events its showing means (view_item, view_item_list), rendered after it as a
 * JSON block (a `type="application/json"` script, which the CSP does not run) that the browser
 * pushes onto the data layer. The same for every shopper, so cached pages may carry it.
 */
export function AnalyticsEvents({ events, children }: { events: readonly Ga4Event[]; children?: ReactNode }) {
  return (
    <>
      {children}
      <script type="application/json" {...{ [ANALYTICS_EVENTS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: serialiseJsonForHtml(events) }} />
    </>
  );
}
