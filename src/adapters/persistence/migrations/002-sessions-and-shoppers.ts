import type { Migration } from './migration.js';

/** Shopper accounts and browser sessions (guest until sign-in). */
export const sessionsAndShoppersMigration: Migration = {
  id: 2,
  name: 'sessions-and-shoppers',
  sql: `
CREATE TABLE shoppers (
  id serial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX shoppers_email_key ON shoppers (lower(email));

CREATE TABLE sessions (
  id text PRIMARY KEY,
  shopper_id integer REFERENCES shoppers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at);
`,
};
