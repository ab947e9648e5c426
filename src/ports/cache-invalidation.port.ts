/**
 * What a node's caches must drop after a write: the products whose stock or price changed, or
 * everything (a catalog import, or a node that may have missed notices while it was cut off).
 * `shownOnPages` says whether a page can show the change: false when only unit counts moved and
 * every size kept its stock level (in stock, low, none), which is all a page shows of stock; then
 * the catalog cache drops the products and rendered pages stay, so orders do not empty the page cache.
 */
export type CacheInvalidation = { kind: 'products'; productIds: readonly number[]; shownOnPages: boolean } | { kind: 'everything' };

/**
 * Tells every node of the shop (this one included) that cached pages and products went stale.
 * `publish` resolves once this node's caches are cleared and the notice is on its way to the
 * others; a notice that cannot be sent is logged, never thrown (the caches' TTL still bounds it).
 */
export interface CacheInvalidationBus {
  publish(invalidation: CacheInvalidation): Promise<void>;
  /** Calls `listener` for every invalidation, from this node or another; returns the unsubscribe. */
  subscribe(listener: (invalidation: CacheInvalidation) => void): () => void;
  close(): Promise<void>;
}
