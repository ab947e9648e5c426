import type { Migration } from './migration.js';

/**
 * Related products by co-purchase: the products bought in the same paid orders as a
 * product are found through its order lines, so order lines are indexed by product.
 */
export const coPurchaseIndexMigration: Migration = {
  id: 12,
  name: 'co-purchase-index',
  sql: `
CREATE INDEX order_lines_product_idx ON order_lines (product_id, order_id);
`,
};
