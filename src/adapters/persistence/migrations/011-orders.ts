import type { Migration } from './migration.js';

/**
 * Orders and their payments:
 * - `orders`: one row per order, with the owner it was placed by ('g:<session id>' or
 *   's:<shopper id>'), its status (only a conditional UPDATE from 'pending' moves it), its total
 *   and the rest of the snapshot (details, delivery, reductions) as JSON;
 * - `order_lines`: the basket lines as they were, in basket order (the stock they reserved);
 * - `order_reductions`: the coupons and vouchers the order used, so placing another order sees
 *   what pending orders already hold of a voucher;
 * - `payment_attempts`: one row per provider call, keyed by its idempotency key, recorded before
 *   the call, with the answer stored once it came;
 * - `order_issued_vouchers`: the gift voucher codes a paid order issued;
 * - `order_numbers`: the shop-wide order number of references ('EV-1000001').
 * Orders are kept: they are not purged with a guest's session, and the owner key stays as placed.
 */
export const ordersMigration: Migration = {
  id: 11,
  name: 'orders',
  sql: `
CREATE SEQUENCE order_numbers START WITH 1000001;

CREATE TABLE orders (
  id text PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  owner_key text NOT NULL,
  shopper_id integer REFERENCES shoppers (id) ON DELETE SET NULL,
  site_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'refused', 'cancelled', 'expired')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  total_minor integer NOT NULL CHECK (total_minor >= 0),
  snapshot jsonb NOT NULL,
  payment_method text,
  psp_reference text,
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  seq bigserial NOT NULL,
  CHECK ((status = 'pending') = (closed_at IS NULL))
);
CREATE UNIQUE INDEX orders_one_pending_per_owner ON orders (owner_key) WHERE status = 'pending';
CREATE INDEX orders_shopper_idx ON orders (shopper_id, created_at DESC, seq DESC);
CREATE INDEX orders_pending_idx ON orders (created_at, seq) WHERE status = 'pending';

CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  stock_id text NOT NULL,
  product_id integer NOT NULL,
  product_name text NOT NULL,
  size_label text,
  image text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_minor integer NOT NULL CHECK (unit_price_minor >= 0),
  line_total_minor integer NOT NULL CHECK (line_total_minor >= 0),
  gift_voucher jsonb,
  PRIMARY KEY (order_id, position)
);

CREATE TABLE order_reductions (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('coupon', 'voucher')),
  ref text NOT NULL,
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (order_id, position)
);
CREATE INDEX order_reductions_ref_idx ON order_reductions (kind, ref);

CREATE TABLE payment_attempts (
  idempotency_key text PRIMARY KEY CHECK (char_length(idempotency_key) <= 64),
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  outcome jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id);

CREATE TABLE order_issued_vouchers (
  code text PRIMARY KEY REFERENCES gift_vouchers (code),
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL
);
CREATE INDEX order_issued_vouchers_order_idx ON order_issued_vouchers (order_id, position);
`,
};
