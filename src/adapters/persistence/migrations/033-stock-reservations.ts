import type { Migration } from './migration.js';

/**
 * What a stock feed reads for each SKU it sets:
 * - `order_lines_open_units_idx`: the order lines of a stock id that still hold units (neither all
 *   dispatched nor all cancelled), so the units orders have promised are read from the lines of
 *   that size and not from every line ever ordered. Partial: a line leaves it once fulfilled.
 * - `back_in_stock_requests_stock_idx`: the notify requests of a stock id, removed and answered
 *   when the size comes back (the unique index leads with the email, so it cannot serve that).
 */
export const stockReservationsMigration: Migration = {
  id: 33,
  name: 'stock-reservations',
  sql: `
CREATE INDEX order_lines_open_units_idx ON order_lines (stock_id) WHERE dispatched_quantity + cancelled_quantity < quantity;
CREATE INDEX back_in_stock_requests_stock_idx ON back_in_stock_requests (stock_id);
`,
};
