import type { Migration } from './migration.js';

/**
 * Baskets and wishlists scoped to the site (ADR 0026): the owner key of the basket-side
 * tables becomes '<person>@<site id>' ('g:<session id>@evans', 's:42@mandco-ie'), so the same
 * session or shopper has a separate basket, delivery choice, applied gift vouchers, wishlist and
 * pending order on each site. Shopper details stay per person ('g:<session id>' / 's:<id>').
 *
 * Existing rows get the site they can be traced to:
 * - basket lines and wishlist items: the GB site of their product's brand (the site id of a GB
 *   site is the brand id), the only site they could be added on before regional sites existed;
 * - orders: their own `site_code` (the owner inside the snapshot too);
 * - a delivery choice or applied gift voucher: the site of the owner's basket lines when they are
 *   all of one brand; otherwise (no lines, or lines of several brands) the row is dropped: a
 *   delivery choice is chosen again and a voucher applied again (the voucher itself is kept).
 */
export const siteScopedBasketsMigration: Migration = {
  id: 14,
  name: 'site-scoped-baskets',
  sql: `
CREATE TEMPORARY TABLE owner_single_site AS
  SELECT l.owner_key, min(p.brand) AS site
    FROM basket_lines l JOIN product_sizes s ON s.stock_id = l.stock_id JOIN products p ON p.id = s.product_id
   GROUP BY l.owner_key HAVING count(DISTINCT p.brand) = 1;

UPDATE basket_delivery d SET owner_key = d.owner_key || '@' || o.site
  FROM owner_single_site o WHERE o.owner_key = d.owner_key;
DELETE FROM basket_delivery WHERE position('@' in owner_key) = 0;

UPDATE basket_gift_vouchers v SET owner_key = v.owner_key || '@' || o.site
  FROM owner_single_site o WHERE o.owner_key = v.owner_key;
DELETE FROM basket_gift_vouchers WHERE position('@' in owner_key) = 0;

UPDATE basket_lines l SET owner_key = l.owner_key || '@' || p.brand
  FROM product_sizes s, products p WHERE s.stock_id = l.stock_id AND p.id = s.product_id;

UPDATE wishlist_items w SET owner_key = w.owner_key || '@' || p.brand
  FROM products p WHERE p.id = w.product_id;

UPDATE orders SET owner_key = owner_key || '@' || site_code,
                  snapshot = jsonb_set(snapshot, '{owner,site}', to_jsonb(site_code));

DROP TABLE owner_single_site;
`,
};
