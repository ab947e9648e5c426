import type { Migration } from './migration.js';

/**
 * The operators' order list at any number of orders: newest first by (created_at, seq), in keyset
 * pages. The whole list and its date ranges read migration 019's `orders_created_idx` (created_at,
 * seq) backwards. Each index here serves one filter or search and gives its orders in the list's
 * order, or finds the few orders a search matches:
 * - `orders_site_placed_idx`, `orders_status_placed_idx`, `orders_method_placed_idx`: a site, a
 *   status, a payment method, each already in the list's order;
 * - `orders_email_placed_idx`: the orders of an email address (lower case), in the list's order;
 * - `orders_full_name_idx`, `orders_last_name_idx`, `orders_postcode_idx`: the start of a name,
 *   of a last name, of a postcode (upper case without spaces), for LIKE 'prefix%' in any collation.
 * Their expressions are written as SqlOrderSearch compares them (`ORDER_SEARCH_KEYS`). An order
 * number is found by the reference's own unique index.
 */
export const orderSearchMigration: Migration = {
  id: 23,
  name: 'order-search',
  sql: `
CREATE INDEX orders_site_placed_idx ON orders (site_code, created_at DESC, seq DESC);
CREATE INDEX orders_status_placed_idx ON orders (status, created_at DESC, seq DESC);
CREATE INDEX orders_method_placed_idx ON orders (payment_method, created_at DESC, seq DESC);
CREATE INDEX orders_email_placed_idx ON orders ((lower(snapshot->'details'->>'email')), created_at DESC, seq DESC);
CREATE INDEX orders_full_name_idx ON orders ((lower((snapshot->'details'->'deliveryAddress'->>'firstName') || ' ' || (snapshot->'details'->'deliveryAddress'->>'lastName'))) text_pattern_ops);
CREATE INDEX orders_last_name_idx ON orders ((lower(snapshot->'details'->'deliveryAddress'->>'lastName')) text_pattern_ops);
CREATE INDEX orders_postcode_idx ON orders ((upper(replace(snapshot->'details'->'deliveryAddress'->>'postcode', ' ', ''))) text_pattern_ops);
`,
};
