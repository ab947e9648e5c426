import { ownerKeyOf, type BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { GuestDataPurge } from '../../ports/guest-data-purge.port.js';
import type { WishlistChange, WishlistEntry, WishlistRepository } from '../../ports/wishlist-repository.port.js';
import type { OwnerMove } from '../../ports/owner-merge.port.js';
import { appendMovedItems, moveOwnedRows } from './owner-moves.js';
import { purgeGuestRowsWithoutSession } from './purge-guest-rows.js';
import type { Database } from './database.js';

interface EntryRow {
  product_id: number;
  added_at: Date | string;
}

interface ChangeRow {
  changed: number;
  entries: EntryRow[] | null;
}

const entryOf = (row: EntryRow): WishlistEntry => ({ productId: row.product_id, addedAt: new Date(row.added_at) });

/** The owner's items after a change, newest first, as a JSON array: the snapshot's rows ($1 owner key) plus `added`, less $2 when removed. */
const ENTRIES_AFTER = (source: string) => `(SELECT json_agg(json_build_object('product_id', e.product_id, 'added_at', e.added_at) ORDER BY e.added_at DESC, e.seq DESC)
   FROM (${source}) e) AS entries`;

/** Add: $1 owner key, $2 product id, $3 time. One statement: the insert and the list after it. */
const ADD_SQL = `
WITH added AS (
  INSERT INTO wishlist_items (owner_key, product_id, added_at) VALUES ($1, $2, $3)
  ON CONFLICT (owner_key, product_id) DO NOTHING RETURNING product_id, added_at, seq
)
SELECT (SELECT count(*) FROM added)::int AS changed,
       ${ENTRIES_AFTER('SELECT product_id, added_at, seq FROM wishlist_items WHERE owner_key = $1 UNION ALL SELECT product_id, added_at, seq FROM added')}`;

/** Remove: $1 owner key, $2 product id. One statement: the delete and the list after it. */
const REMOVE_SQL = `
WITH gone AS (
  DELETE FROM wishlist_items WHERE owner_key = $1 AND product_id = $2 RETURNING product_id
)
SELECT (SELECT count(*) FROM gone)::int AS changed,
       ${ENTRIES_AFTER('SELECT product_id, added_at, seq FROM wishlist_items WHERE owner_key = $1 AND product_id <> $2')}`;

const changeOf = (row: ChangeRow | undefined): WishlistChange => ({ changed: (row?.changed ?? 0) > 0, entries: (row?.entries ?? []).map(entryOf) });

/**
 * Wishlists in SQL: one row per owner and product; ON CONFLICT makes adds and merges idempotent.
 * An add or a remove is one statement that also answers with the list after it (ADR 23).
 */
export class SqlWishlistRepository implements GuestDataPurge, WishlistRepository {
  constructor(private readonly db: Database) {}

  purgeGuestsWithoutSession(): Promise<number> {
    return purgeGuestRowsWithoutSession(this.db, 'wishlist_items');
  }

  async list(owner: BasketOwner): Promise<WishlistEntry[]> {
    const { rows } = await this.db.query<EntryRow>(
      'SELECT product_id, added_at FROM wishlist_items WHERE owner_key = $1 ORDER BY added_at DESC, seq DESC',
      [ownerKeyOf(owner)],
    );
    return rows.map(entryOf);
  }

  async add(owner: BasketOwner, productId: number, now: Date): Promise<WishlistChange> {
    const { rows } = await this.db.query<ChangeRow>(ADD_SQL, [ownerKeyOf(owner), productId, now.toISOString()]);
    return changeOf(rows[0]);
  }

  async remove(owner: BasketOwner, productId: number): Promise<WishlistChange> {
    const { rows } = await this.db.query<ChangeRow>(REMOVE_SQL, [ownerKeyOf(owner), productId]);
    return changeOf(rows[0]);
  }

  async count(owner: BasketOwner): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlist_items WHERE owner_key = $1', [ownerKeyOf(owner)]);
    return rows[0]?.n ?? 0;
  }

  /** The guest's items join the shopper's (keeping when each was added); ones already there are dropped. */
  mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    return moveOwnedRows(this.db, 'wishlist_items', moves, ownerKeyOf, [appendMovedItems('wishlist_items', 'product_id', 'added_at')]);
  }
}
