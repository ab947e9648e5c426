import type { Migration } from './migration.js';

/**
 * Counters of attempts per key (an address, an email) and window, shared by every app node:
 * a limit kept in one process's memory would give each node its own allowance, and a restart a
 * fresh one. A row is reused when its window has ended; `reset_at` is indexed for purging.
 */
export const rateLimitHitsMigration: Migration = {
  id: 6,
  name: 'rate-limit-hits',
  sql: `
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_idx ON rate_limit_hits (reset_at);
`,
};
