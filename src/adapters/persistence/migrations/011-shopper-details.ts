import type { Migration } from './migration.js';

/**
 * The shopper details saved with each basket owner's basket ('g:<session id>' or 's:<shopper id>'),
 * one row per owner: the email, the delivery address and, when billing goes elsewhere, the billing
 * address. Addresses are kept whole as JSON objects of the domain's Address fields.
 */
export const shopperDetailsMigration: Migration = {
  id: 11,
  name: 'shopper-details',
  sql: `
CREATE TABLE shopper_details (
  owner_key text PRIMARY KEY,
  email text NOT NULL CHECK (char_length(email) <= 254),
  delivery_address jsonb NOT NULL,
  billing_same_as_delivery boolean NOT NULL,
  billing_address jsonb,
  updated_at timestamptz NOT NULL,
  CHECK (billing_same_as_delivery = (billing_address IS NULL))
);
`,
};
