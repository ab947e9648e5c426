import type { Migration } from './migration.js';

/**
 * The console dashboard's 30 days of figures, read from indexes alone or nearly:
 * - `orders_paid_day_figures_idx`: the paid orders by when they were placed, carrying the site,
 *   currency and total, so the orders and revenue of a range (for all sites or one) are an
 *   index-only scan of the range's paid orders, never a visit to the orders' rows. Partial, so
 *   orders never paid take no room; its cost is one more index entry each time a paid order's
 *   row is written again (the paid close, a dispatch, a cancellation), whose update already
 *   writes an entry in every other index of `orders` (the status is indexed, so none of those
 *   updates is HOT).
 * - `order_events_refunded_returned_idx`: the refund and return events by when they occurred,
 *   so the figures read those events of the range and not every event of the range (placed, paid,
 *   dispatched, ...). Partial, so the events a checkout writes never enter it.
 */
export const dashboardFiguresMigration: Migration = {
  id: 28,
  name: 'dashboard-figures',
  sql: `
CREATE INDEX orders_paid_day_figures_idx ON orders (created_at) INCLUDE (site_code, currency, total_minor) WHERE status = 'paid';
CREATE INDEX order_events_refunded_returned_idx ON order_events (occurred_at) WHERE type IN ('order.refunded', 'order.returned');
`,
};
