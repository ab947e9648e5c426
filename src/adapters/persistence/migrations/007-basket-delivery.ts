import type { Migration } from './migration.js';

/**
 * The delivery each basket owner chose ('g:<session id>' or 's:<shopper id>'), one row per owner.
 * The pick-up point is kept whole (network, id, name, address, the network's saved fields) so the
 * page and the order can show it without asking the network again.
 */
export const basketDeliveryMigration: Migration = {
  id: 7,
  name: 'basket-delivery',
  sql: `
CREATE TABLE basket_delivery (
  owner_key text PRIMARY KEY,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  option_kind text NOT NULL,
  stated_day text NOT NULL DEFAULT '',
  safe_place text NOT NULL DEFAULT '',
  safe_place_instructions text NOT NULL DEFAULT '' CHECK (char_length(safe_place_instructions) <= 200),
  pickup_point jsonb,
  updated_at timestamptz NOT NULL
);
`,
};
