import type { OwnerMove } from '../../src/ports/owner-merge.port.js';
import { ownerKeyOf, type BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { WishlistChange, WishlistEntry, WishlistRepository } from '../../src/ports/wishlist-repository.port.js';

interface StoredEntry extends WishlistEntry {
  seq: number;
}

/**
 * Wishlists in memory, for use-case tests. It passes the same contract suite as the SQL
 * repository (test/support/wishlist-repository-contract.ts).
 */
export class InMemoryWishlistRepository implements WishlistRepository {
  private readonly byOwner = new Map<string, StoredEntry[]>();
  private nextSeq = 1;

  /** Products the store knows; adding another fails as the SQL foreign key does. Null: any product. */
  constructor(private readonly knownProductIds: ReadonlySet<number> | null = null) {}

  async list(owner: BasketOwner): Promise<WishlistEntry[]> {
    return [...this.entriesOf(ownerKeyOf(owner))]
      .sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime() || b.seq - a.seq)
      .map(({ productId, addedAt }) => ({ productId, addedAt: new Date(addedAt) }));
  }

  async add(owner: BasketOwner, productId: number, now: Date): Promise<WishlistChange> {
    if (this.knownProductIds !== null && !this.knownProductIds.has(productId)) throw new Error(`unknown product ${productId}`);
    const changed = this.insert(ownerKeyOf(owner), productId, now);
    return { changed, entries: await this.list(owner) };
  }

  async remove(owner: BasketOwner, productId: number): Promise<WishlistChange> {
    const key = ownerKeyOf(owner);
    const entries = this.entriesOf(key);
    const kept = entries.filter((e) => e.productId !== productId);
    this.byOwner.set(key, kept);
    return { changed: kept.length !== entries.length, entries: await this.list(owner) };
  }

  async count(owner: BasketOwner): Promise<number> {
    return this.entriesOf(ownerKeyOf(owner)).length;
  }

  async mergeOwners(moves: readonly OwnerMove[]): Promise<void> {
    for (const { from, to } of moves) this.mergeOne(from, to);
  }

  private mergeOne(from: BasketOwner, to: BasketOwner): void {
    const fromKey = ownerKeyOf(from);
    const toKey = ownerKeyOf(to);
    if (fromKey === toKey) return;
    const moving = [...this.entriesOf(fromKey)].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.seq - b.seq);
    for (const entry of moving) this.insert(toKey, entry.productId, entry.addedAt);
    this.byOwner.delete(fromKey);
  }

  private entriesOf(key: string): StoredEntry[] {
    return this.byOwner.get(key) ?? [];
  }

  private insert(key: string, productId: number, addedAt: Date): boolean {
    const entries = this.entriesOf(key);
    if (entries.some((e) => e.productId === productId)) return false;
    this.byOwner.set(key, [...entries, { productId, addedAt: new Date(addedAt), seq: this.nextSeq++ }]);
    return true;
  }
}
