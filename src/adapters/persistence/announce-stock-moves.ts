import type { CacheInvalidationBus } from '../../ports/cache-invalidation.port.js';
import type { StockMovedListener } from './sql-orders.js';

/**
 * Tells every node's caches of the stock an order moved: the catalog caches drop the
 * products, and rendered pages go only when a size's stock level changed, the one thing of stock a page shows.
 */
export const announceStockMoves = (caches: CacheInvalidationBus): StockMovedListener => (move) =>
  caches.publish({ kind: 'products', productIds: move.productIds, shownOnPages: move.levelsChanged });
