import type { Migration } from './migration.js';

/**
 * `orders.purchase_reported_at`: when the confirmation page first carried the order's GA4
 * purchase event. The statement that reads the order for the event sets it, only WHERE it is
 * still null, so of two reads (a reload, a second device, two at once) exactly one reports.
 */
export const purchaseReportedMigration: Migration = {
  id: 38,
  name: 'purchase-reported',
  sql: `ALTER TABLE orders ADD COLUMN purchase_reported_at timestamptz;`,
};
