import type { Migration } from './migration.js';

/**
 * What the ledger did not record yet:
 * - a release of what is left of an authorisation (Klarna's release-remaining-authorization), as
 *   a modification of kind `release` that reserves the rest (`release_reserved_minor`) until the
 *   provider answers and then counts it released (`released_minor`): money released is no longer
 *   capturable, so the CHECK now counts it with what is captured;
 * - `benefits`: what a settled refund or cancel moved besides the money (voucher codes cancelled
 *   and points taken back, voucher balances and loyalty coupons given back), so that a refund
 *   failing after its success (REFUND_FAILED) restores exactly what it took, and the order's
 *   timeline can tell it.
 */
export const authorisationReleaseMigration: Migration = {
  id: 27,
  name: 'authorisation-release',
  sql: `
ALTER TABLE order_payments
  ADD COLUMN release_reserved_minor integer NOT NULL DEFAULT 0 CHECK (release_reserved_minor >= 0),
  ADD COLUMN released_minor integer NOT NULL DEFAULT 0 CHECK (released_minor >= 0),
  ADD CONSTRAINT order_payments_release_within_authorised
    CHECK (captured_minor + capture_reserved_minor + released_minor + release_reserved_minor <= authorised_minor);

ALTER TABLE order_payment_modifications DROP CONSTRAINT order_payment_modifications_kind_check;
ALTER TABLE order_payment_modifications
  ADD CONSTRAINT order_payment_modifications_kind_check CHECK (kind IN ('capture', 'cancel', 'refund', 'release')),
  ADD COLUMN benefits jsonb;
`,
};
