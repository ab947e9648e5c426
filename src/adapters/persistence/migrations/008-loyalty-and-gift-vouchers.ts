import type { Migration } from './migration.js';

/**
 * Loyalty and gift vouchers:
 * - `loyalty_accounts`: a signed-in shopper's points, never below zero (the CHECK makes a
 *   conditional UPDATE the only way to spend them);
 * - `loyalty_coupons`: coupons made from points, per shopper, worth a fixed amount in one currency;
 *   `applied` while on the shopper's basket, `used` once an order spent it;
 * - `gift_vouchers`: issued codes (normalised: upper case letters and digits) with their balance;
 * - `basket_gift_vouchers`: the vouchers on each basket owner's basket ('g:<session id>' for a
 *   guest, 's:<shopper id>'), one row per code; applying does not consume, the order does.
 */
export const loyaltyAndGiftVouchersMigration: Migration = {
  id: 8,
  name: 'loyalty-and-gift-vouchers',
  sql: `
CREATE TABLE loyalty_accounts (
  shopper_id integer PRIMARY KEY REFERENCES shoppers (id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points >= 0)
);

CREATE TABLE loyalty_coupons (
  id text PRIMARY KEY,
  shopper_id integer NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  label text NOT NULL,
  value_minor integer NOT NULL CHECK (value_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL CHECK (status IN ('available', 'applied', 'used')),
  created_at timestamptz NOT NULL,
  applied_at timestamptz,
  seq bigserial NOT NULL
);
CREATE INDEX loyalty_coupons_shopper_idx ON loyalty_coupons (shopper_id, created_at, seq);

CREATE TABLE gift_vouchers (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{6,32}$'),
  balance_minor integer NOT NULL CHECK (balance_minor >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  issued_at timestamptz NOT NULL
);

CREATE TABLE basket_gift_vouchers (
  owner_key text NOT NULL,
  code text NOT NULL REFERENCES gift_vouchers (code) ON DELETE CASCADE,
  applied_at timestamptz NOT NULL,
  seq bigserial NOT NULL,
  PRIMARY KEY (owner_key, code)
);
CREATE INDEX basket_gift_vouchers_code_idx ON basket_gift_vouchers (code);
`,
};
