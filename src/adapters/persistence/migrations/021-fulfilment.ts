import type { Migration } from './migration.js';

/**
 * Fulfilment: what happened to each order line after the payment.
 * - `order_lines.dispatched_quantity` and `cancelled_quantity`: the line's units sent and
 *   cancelled so far; the rest is still to dispatch. The CHECK (never more than ordered) makes each
 *   dispatch or cancellation one conditional statement: two operators acting on the same line at
 *   once are serialised by the row lock, and the second fails whole when it would overrun;
 * - `shipments`: one parcel, with its carrier, tracking number and when it was dispatched and
 *   delivered, and who dispatched it; `shipment_lines`: the units of each order line it carries;
 * - `order_line_cancellations`: units of a line cancelled before dispatch (their stock went back),
 *   when and by whom.
 */
export const fulfilmentMigration: Migration = {
  id: 21,
  name: 'fulfilment',
  sql: `
ALTER TABLE order_lines
  ADD COLUMN dispatched_quantity integer NOT NULL DEFAULT 0 CHECK (dispatched_quantity >= 0),
  ADD COLUMN cancelled_quantity integer NOT NULL DEFAULT 0 CHECK (cancelled_quantity >= 0),
  ADD CONSTRAINT order_lines_fulfilled_at_most_ordered CHECK (dispatched_quantity + cancelled_quantity <= quantity);

CREATE TABLE shipments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  carrier_code text NOT NULL,
  tracking_number text NOT NULL,
  dispatched_at timestamptz NOT NULL,
  delivered_at timestamptz,
  created_by text NOT NULL,
  seq bigserial NOT NULL
);
CREATE INDEX shipments_order_idx ON shipments (order_id, seq);

CREATE TABLE shipment_lines (
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  order_id text NOT NULL,
  position integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (shipment_id, position),
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position) ON DELETE CASCADE
);

CREATE TABLE order_line_cancellations (
  order_id text NOT NULL,
  position integer NOT NULL,
  seq bigserial NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  cancelled_at timestamptz NOT NULL,
  cancelled_by text NOT NULL,
  PRIMARY KEY (order_id, position, seq),
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position) ON DELETE CASCADE
);
`,
};
