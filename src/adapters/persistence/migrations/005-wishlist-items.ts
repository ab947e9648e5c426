import type { Migration } from './migration.js';

/**
 * Wishlist items per owner ('g:<session id>' for a guest, 's:<shopper id>' for a shopper), one row
 * per product: the primary key makes adding twice and merging idempotent. `seq` orders items added
 * within the same instant, newest first.
 */
export const wishlistItemsMigration: Migration = {
  id: 5,
  name: 'wishlist-items',
  sql: `
CREATE TABLE wishlist_items (
  owner_key text NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL,
  seq bigserial NOT NULL,
  PRIMARY KEY (owner_key, product_id)
);
CREATE INDEX wishlist_items_newest_idx ON wishlist_items (owner_key, added_at DESC, seq DESC);
CREATE INDEX wishlist_items_product_idx ON wishlist_items (product_id);
`,
};
