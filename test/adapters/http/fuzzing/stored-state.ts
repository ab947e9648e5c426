import type { Database } from '../../../../src/adapters/persistence/database.js';

const COUNTED_TABLES = [
  'sessions', 'shoppers', 'basket_lines', 'basket_delivery', 'basket_gift_vouchers', 'wishlist_items', 'back_in_stock_requests',
  'shopper_details', 'orders', 'order_lines', 'order_reductions', 'order_issued_vouchers',
  'gift_vouchers', 'loyalty_accounts', 'loyalty_coupons', 'paypal_sandbox_orders',
];

/** Rows per value of `column`, as one JSON object (an order going from pending to paid changes it). */
const countsBy = (table: string, column: string) =>
  `(SELECT coalesce(json_object_agg(${column}, n ORDER BY ${column}), '{}'::json) FROM (SELECT ${column}, count(*) AS n FROM ${table} GROUP BY ${column}) AS c)`;

/**
 * What the shop stores, as row counts and sums (rate-limit counters are left out: counting a
 * refused attempt is their purpose; so are the PayPal sandbox's stored answers, which stand in for
 * what PayPal's own servers keep). A refused request (4xx) must leave it as it was. Two records
 * of refused requests are left out for the same reason: a provider call the provider refused as a
 * request on an order that is kept (its key was sent, so it is never used for another request, and
 * the same request is answered from it), and the history line of another payment's details. The
 * history line of an email sent is left out too: emails go in the background, so the line of one an
 * earlier accepted request sent may land while a later refused one is answered.
 */
const STORED_SQL = `SELECT json_build_object(${COUNTED_TABLES.map((table) => `'${table}', (SELECT count(*) FROM ${table})`).join(', ')},
  'basket units', (SELECT coalesce(sum(quantity), 0) FROM basket_lines),
  'stock', (SELECT coalesce(sum(units_in_stock), 0) FROM product_sizes),
  'session owners', (SELECT count(shopper_id) FROM sessions),
  'payment attempts', (SELECT count(*) FROM payment_attempts WHERE outcome IS NULL OR outcome->'failure'->>'code' IS DISTINCT FROM 'PAYMENT_REQUEST_REFUSED'),
  'order history', (SELECT count(*) FROM order_history WHERE kind NOT IN ('payment-details-mismatch', 'email-sent')),
  'orders by status', ${countsBy('orders', 'status')},
  'answered attempts', (SELECT count(outcome) FROM payment_attempts WHERE outcome->'failure'->>'code' IS DISTINCT FROM 'PAYMENT_REQUEST_REFUSED'),
  'gift voucher balances', (SELECT coalesce(sum(balance_minor), 0) FROM gift_vouchers),
  'loyalty points', (SELECT coalesce(sum(points), 0) FROM loyalty_accounts),
  'coupons by status', ${countsBy('loyalty_coupons', 'status')}) AS stored`;

export type StoredState = Record<string, unknown>;

export async function storedStateOf(db: Database): Promise<StoredState> {
  return (await db.query<{ stored: StoredState }>(STORED_SQL)).rows[0]!.stored;
}

/** The entries that differ, as `name: before -> after`. */
export function changesBetween(before: StoredState, after: StoredState): string[] {
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${JSON.stringify(before[key])} -> ${JSON.stringify(after[key])}`);
}
