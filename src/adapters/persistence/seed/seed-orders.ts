import type { Database } from '../database.js';

/** Sites, methods and names the seeded orders take in turn. */
const SITES = ['evans', 'yours-clothing', 'yours-clothing-de', 'mandco', 'long-tall', 'bad-rhino-fr'];
const METHODS = ['visa', 'mc', 'paypal', 'klarna', 'ideal', 'amex', 'applepay'];
const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Niklaus', 'Radia', 'Tim', 'Sophie', 'Karen', 'John', 'Hedy'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Hamilton', 'Wirth', 'Perlman', 'Berners-Lee',
  'Wilson', 'Jones', 'McCarthy', 'Lamarr', 'Smith', 'Taylor', 'Brown', 'Evans', 'Walker', 'Wright', 'Green', 'Hall', 'Wood', 'Clarke', 'Hughes', 'Lewis', 'Moore', 'Price'];
const POSTCODE_AREAS = ['SW1Y 4LB', 'LS1 4AP', 'M1 1AE', 'B1 1BB', 'EH1 1YZ', 'CF10 1EP', 'BS1 4DJ', 'NE1 7RU', 'G1 1XQ', 'BT1 5GS', '10115', '75001', '1012 AB'];

/** The first order number of seeded orders: far above what a shop's own numbering reaches in a bench or a test. */
const SEEDED_ORDER_NUMBER_BASE = 9_000_000;

const sqlArray = (values: readonly string[]): string => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Adds `count` orders in one INSERT ... SELECT over generate_series (and one line each), for
 * measuring and checking the operators' order list at scale: one placed every 317 seconds before
 * `now`, the newest with the highest insertion number; nine in ten paid (two thirds of those
 * dispatched, the others waiting for dispatch), the rest refused, cancelled, expired or pending; sites, payment methods, names and
 * postcodes in turn; about two orders per email address. References run EV-9000001 onwards; a
 * database is seeded once.
 * The tables are vacuumed and analysed after, as autovacuum does after a bulk load on a running shop, so the planner
 * knows the new rows and index-only scans (the dashboard's count of orders waiting for dispatch) need not visit them.
 */
export async function seedOrders(db: Database, count: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO orders (id, reference, owner_key, shopper_id, site_code, status, currency, total_minor, snapshot, payment_method, psp_reference, created_at, closed_at)
       SELECT 'seeded-' || n, 'EV-' || (${SEEDED_ORDER_NUMBER_BASE} + n), 'g:seeded-' || n, NULL, site, status,
              CASE WHEN site LIKE '%-de' OR site LIKE '%-fr' THEN 'EUR' ELSE 'GBP' END, total,
              jsonb_build_object(
                'siteCode', site,
                'details', jsonb_build_object(
                  'email', 'shopper' || (n % (($1::int + 1) / 2 + 1)) || '@example.com',
                  'deliveryAddress', jsonb_build_object('firstName', first_name, 'lastName', last_name, 'postcode', postcode, 'countryCode', 'GB'),
                  'billingSameAsDelivery', true, 'billingAddress', NULL),
                'subtotal', jsonb_build_object('amountMinor', total - 395, 'currency', 'GBP'),
                'deliveryPrice', jsonb_build_object('amountMinor', 395, 'currency', 'GBP'),
                'total', jsonb_build_object('amountMinor', total, 'currency', 'GBP')),
              CASE WHEN status = 'pending' THEN NULL ELSE method END,
              CASE WHEN status = 'paid' THEN 'PSP' || n END,
              placed, CASE WHEN status = 'pending' THEN NULL ELSE placed + interval '1 minute' END
         FROM (
           SELECT n,
                  (${sqlArray(SITES)})[1 + n % ${SITES.length}] AS site,
                  CASE WHEN n % 100 < 90 THEN 'paid' WHEN n % 100 < 94 THEN 'refused' WHEN n % 100 < 97 THEN 'cancelled' WHEN n % 100 < 99 THEN 'expired' ELSE 'pending' END AS status,
                  1395 + (n * 7919) % 20000 AS total,
                  (${sqlArray(METHODS)})[1 + (n / 7) % ${METHODS.length}] AS method,
                  (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] AS first_name,
                  (${sqlArray(LAST_NAMES)})[1 + (n / 3) % ${LAST_NAMES.length}] AS last_name,
                  (${sqlArray(POSTCODE_AREAS)})[1 + (n / 5) % ${POSTCODE_AREAS.length}] AS postcode,
                  $2::timestamptz - ($1::int - n) * interval '317 seconds' AS placed
             FROM generate_series(1, $1::int) AS n
         ) seeded
        ORDER BY n`,
      [count, now.toISOString()],
    );
    await tx.query(
      `INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, size_label, image, quantity, unit_price_minor, line_total_minor, dispatched_quantity)
       SELECT id, 0, 'seeded', 1, 'Seeded wrap dress', '12', '/images/seeded.jpg', 1, total_minor - 395, total_minor - 395,
              CASE WHEN status = 'paid' AND seq % 3 <> 0 THEN 1 ELSE 0 END
         FROM orders
        WHERE id LIKE 'seeded-%'`,
    );
    // The paid orders' unit still to send waits for dispatch, as the paid close and a dispatch keep it.
    await tx.query(
      `UPDATE orders o SET units_to_dispatch = 1 FROM order_lines l
        WHERE o.id LIKE 'seeded-%' AND o.status = 'paid' AND l.order_id = o.id AND l.dispatched_quantity = 0`,
    );
  });
  // One statement each: VACUUM runs outside a transaction block.
  await db.exec('VACUUM ANALYZE orders');
  await db.exec('VACUUM ANALYZE order_lines');
}
