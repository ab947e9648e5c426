import type { Migration } from './migration.js';

/**
 * The shop's staff and machines: operator accounts (an email is one account whatever its case),
 * their console sessions (kept apart from shoppers' sessions, so neither can stand for the other),
 * API keys for scripts and monitoring, and the audit log of what each of them did. Session tokens
 * and API keys are high-entropy secrets: only their SHA-256 is stored, so reading the database
 * gives no way in. The audit log is appended to, never changed; its id orders it for paging.
 */
export const operatorsMigration: Migration = {
  id: 18,
  name: 'operators',
  sql: `
CREATE TABLE operators (
  id serial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('viewer', 'support', 'finance', 'admin')),
  created_at timestamptz NOT NULL,
  disabled_at timestamptz
);
CREATE UNIQUE INDEX operators_email_key ON operators (lower(email));

CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX operator_sessions_last_seen_idx ON operator_sessions (last_seen_at);

CREATE TABLE operator_api_keys (
  id serial PRIMARY KEY,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('viewer', 'support', 'finance', 'admin')),
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE TABLE operator_audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_kind text NOT NULL,
  actor_id text NOT NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb
);
`,
};
