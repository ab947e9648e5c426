import { ownerKeyOf, type BasketOwner } from '../../domain/shopper/basket-owner.js';
import type { GuestDataPurge } from '../../ports/guest-data-purge.port.js';
import type { WishlistEntry, WishlistRepository } from '../../ports/wishlist-repository.port.js';
import { purgeGuestRowsWithoutSession } from './purge-guest-rows.js';
import type { Database } from './database.js';

interface EntryRow {
  product_id: number;
  added_at: Date | string;
}

/** Wishlists in SQL: one row per owner and product; ON CONFLICT makes adds and merges idempotent. */
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
    return rows.map((row) => ({ productId: row.product_id, addedAt: new Date(row.added_at) }));
  }

  async add(owner: BasketOwner, productId: number, now: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ product_id: number }>(
      `INSERT INTO wishlist_items (owner_key, product_id, added_at) VALUES ($1, $2, $3)
       ON CONFLICT (owner_key, product_id) DO NOTHING RETURNING product_id`,
      [ownerKeyOf(owner), productId, now.toISOString()],
    );
    return rows.length > 0;
  }

  async remove(owner: BasketOwner, productId: number): Promise<boolean> {
    const { rows } = await this.db.query<{ product_id: number }>(
      'DELETE FROM wishlist_items WHERE owner_key = $1 AND product_id = $2 RETURNING product_id',
      [ownerKeyOf(owner), productId],
    );
    return rows.length > 0;
  }

  async count(owner: BasketOwner): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlist_items WHERE owner_key = $1', [ownerKeyOf(owner)]);
    return rows[0]?.n ?? 0;
  }

  /** The guest's items join the shopper's (keeping when each was added); ones already there are dropped. */
  async mergeOwner(from: BasketOwner, to: BasketOwner): Promise<void> {
    const fromKey = ownerKeyOf(from);
    const toKey = ownerKeyOf(to);
    if (fromKey === toKey) return;
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO wishlist_items (owner_key, product_id, added_at)
         SELECT $2, product_id, added_at FROM wishlist_items WHERE owner_key = $1 ORDER BY added_at, seq
         ON CONFLICT (owner_key, product_id) DO NOTHING`,
        [fromKey, toKey],
      );
      await tx.query('DELETE FROM wishlist_items WHERE owner_key = $1', [fromKey]);
    });
  }
}
