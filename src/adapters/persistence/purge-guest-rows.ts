import type { SqlRunner } from './database.js';

/** Tables keyed by `owner_key` ('g:<session id>' or 'g:<session id>@<site id>' for a guest) whose guest rows die with the session. */
export type GuestOwnedTable = 'basket_lines' | 'wishlist_items' | 'basket_delivery' | 'basket_gift_vouchers'
  // Shopper details (basket page).
  | 'shopper_details';

/** Deletes the rows of `table` owned by guest sessions that no longer exist; returns how many. */
export async function purgeGuestRowsWithoutSession(db: SqlRunner, table: GuestOwnedTable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM ${table} t
        WHERE t.owner_key LIKE 'g:%' AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = split_part(substr(t.owner_key, 3), '@', 1))
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`);
  return rows[0]?.n ?? 0;
}
