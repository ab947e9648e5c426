import { catalogMigration } from './001-catalog.js';
import { sessionsAndShoppersMigration } from './002-sessions-and-shoppers.js';
import { basketLinesMigration } from './003-basket-lines.js';
import { backInStockRequestsMigration } from './004-back-in-stock-requests.js';
import { wishlistItemsMigration } from './005-wishlist-items.js';
import { rateLimitHitsMigration } from './006-rate-limit-hits.js';
// search
import { productSearchMigration } from './009-product-search.js';
import type { Migration } from './migration.js';

/** Every migration, oldest first. Add new ones at the end with the next id; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  catalogMigration,
  sessionsAndShoppersMigration,
  basketLinesMigration,
  backInStockRequestsMigration,
  wishlistItemsMigration,
  rateLimitHitsMigration,
  // search
  productSearchMigration,
];
