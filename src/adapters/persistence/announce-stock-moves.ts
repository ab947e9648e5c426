import type { CacheInvalidationBus } from '../../ports/cache-invalidation.port.js';
import type { StockMovedListener } from './sql-orders.js';

/**
 * Tells every node's caches of the stock an order moved: the catalog caches drop the
 * products, and rendered pages go only when a size's stock level changed, the one thing of stock a page shows.
 * `levelsMoved` hears of the products whose size's level changed: a size that went from none to
 * some (an order closed unpaid or cancelled gave units back) answers its back-in-stock requests.
 */
export const announceStockMoves = (
  caches: CacheInvalidationBus, levelsMoved: (productIds: readonly number[]) => Promise<void> = async () => undefined,
): StockMovedListener => async (move) => {
  await caches.publish({ kind: 'products', productIds: move.productIds, shownOnPages: move.levelsChanged });
  if (move.levelsChanged) await levelsMoved(move.productIds);
};
