import type { Database } from '../../../../src/adapters/persistence/database.js';

const COUNTED_TABLES = [
  'sessions', 'shoppers', 'basket_lines', 'basket_delivery', 'basket_gift_vouchers', 'wishlist_items', 'back_in_stock_requests',
  'shopper_details', 'orders', 'order_lines', 'order_reductions', 'order_issued_vouchers', 'order_history', 'payment_attempts',
  'gift_vouchers', 'loyalty_accounts', 'loyalty_coupons', 'paypal_sandbox_orders',
];

/** Rows per value of `column`, as one JSON object (an order going from pending to paid changes it). */
const countsBy = (table: string, column: string) =>
  `(SELECT coalesce(json_object_agg(${column}, n ORDER BY ${column}), '{}'::json) FROM (SELECT ${column}, count(*) AS n FROM ${table} GROUP BY ${column}) AS c)`;

/**
 * What the shop stores, as row counts and sums (rate-limit counters are left out: counting a
 * refused attempt is their purpose; so are the PayPal sandbox's stored answers, which stand in for
 * what PayPal's own servers keep). A refused request (4xx) must leave it as it was.
 */
const STORED_SQL = `SELECT json_build_object(${COUNTED_TABLES.map((table) => `'${table}', (SELECT count(*) FROM ${table})`).join(', ')},
  'basket units', (SELECT coalesce(sum(quantity), 0) FROM basket_lines),
  'stock', (SELECT coalesce(sum(units_in_stock), 0) FROM product_sizes),
  'session owners', (SELECT count(shopper_id) FROM sessions),
  'orders by status', ${countsBy('orders', 'status')},
  'answered attempts', (SELECT count(outcome) FROM payment_attempts),
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
