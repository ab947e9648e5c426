import type { Migration } from './migration.js';

/**
 * The dispatch queue's indexes carry the columns the dashboard lists, so its oldest orders are read
 * from the index alone. Without them the planner priced the queue's index and a backward scan of
 * `orders_status_placed_idx` (every paid order, filtered) within a few per cent of each other and
 * took either from one ANALYZE sample to the next; the filtered scan reads every dispatched order
 * older than the oldest one waiting, which in a real shop is nearly all of them.
 */
export const dispatchQueueCoveringMigration: Migration = {
  id: 34,
  name: 'dispatch-queue-covering',
  sql: `
DROP INDEX orders_to_dispatch_idx;
DROP INDEX orders_to_dispatch_site_idx;
CREATE INDEX orders_to_dispatch_idx ON orders (created_at, seq)
  INCLUDE (reference, site_code, currency, total_minor, units_to_dispatch) WHERE status = 'paid' AND units_to_dispatch > 0;
CREATE INDEX orders_to_dispatch_site_idx ON orders (site_code, created_at, seq)
  INCLUDE (reference, currency, total_minor, units_to_dispatch) WHERE status = 'paid' AND units_to_dispatch > 0;
`,
};
