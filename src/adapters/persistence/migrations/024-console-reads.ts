import type { Migration } from './migration.js';

/**
 * The console's reads that grow with the shop's history, through an index each instead of a
 * scan of a table that only grows:
 * - `operator_audit_log_target_idx`: an order page's staff actions (its audit entries by target, in order);
 * - `order_payment_modifications_unsettled_idx`: the payments page's captures, cancels and refunds
 *   still unanswered or failed, oldest first (settled ones, nearly all of them, are left out);
 * - `order_history_reversal_failed_idx`: the payments page's failed reversals, newest first.
 */
export const consoleReadsMigration: Migration = {
  id: 24,
  name: 'console-reads',
  sql: `
CREATE INDEX operator_audit_log_target_idx ON operator_audit_log (target, id);
CREATE INDEX order_payment_modifications_unsettled_idx ON order_payment_modifications (requested_at, seq) WHERE state <> 'succeeded';
CREATE INDEX order_history_reversal_failed_idx ON order_history (at DESC, seq DESC) WHERE kind = 'payment-reversal-failed';
`,
};
