import type { Migration } from './migration.js';

/**
 * Returns: dispatched units a shopper sends back.
 * - `order_lines.return_quantity`: the line's units in returns not closed (asked back, or found
 *   in a received parcel). The CHECK (never more than dispatched) makes a return request one
 *   conditional statement: two requests for the same units at once are serialised by the row
 *   lock, and the second fails whole when it would overrun;
 * - `order_returns`: one return, numbered per order (its reference `R-<order>-<n>` is unique),
 *   with its reason, when and by whom it was asked, received and closed, and the key of the
 *   refund asked for it (the refund itself is the payment's `order_payment_modifications` row of
 *   that idempotency key);
 * - `order_return_lines`: the units of each order line asked back, and those found once received.
 */
export const returnsMigration: Migration = {
  id: 22,
  name: 'returns',
  sql: `
ALTER TABLE order_lines
  ADD COLUMN return_quantity integer NOT NULL DEFAULT 0 CHECK (return_quantity >= 0),
  ADD CONSTRAINT order_lines_returned_at_most_dispatched CHECK (return_quantity <= dispatched_quantity);

CREATE TABLE order_returns (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number > 0),
  reference text NOT NULL UNIQUE,
  reason text NOT NULL CHECK (reason IN ('doesnt-fit', 'not-as-pictured', 'faulty', 'changed-mind', 'arrived-late', 'other')),
  state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'received', 'closed')),
  requested_at timestamptz NOT NULL,
  requested_by text NOT NULL,
  received_at timestamptz,
  received_by text,
  closed_at timestamptz,
  closed_by text,
  refund_key text UNIQUE CHECK (char_length(refund_key) <= 200),
  refund_asked_by text,
  UNIQUE (order_id, number)
);

CREATE TABLE order_return_lines (
  return_id text NOT NULL REFERENCES order_returns (id) ON DELETE CASCADE,
  order_id text NOT NULL,
  position integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  received_quantity integer CHECK (received_quantity >= 0 AND received_quantity <= quantity),
  PRIMARY KEY (return_id, position),
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position) ON DELETE CASCADE
);
`,
};
