import { catalogMigration } from './001-catalog.js';
import { sessionsAndShoppersMigration } from './002-sessions-and-shoppers.js';
import { basketLinesMigration } from './003-basket-lines.js';
import { backInStockRequestsMigration } from './004-back-in-stock-requests.js';
import { wishlistItemsMigration } from './005-wishlist-items.js';
import { rateLimitHitsMigration } from './006-rate-limit-hits.js';
import { basketDeliveryMigration } from './007-basket-delivery.js';
// Loyalty and gift vouchers.
import { loyaltyAndGiftVouchersMigration } from './008-loyalty-and-gift-vouchers.js';
// Shopper details (basket page).
import { shopperDetailsMigration } from './009-shopper-details.js';
// search
import { productSearchMigration } from './010-product-search.js';
// Orders and payments.
import { coPurchaseIndexMigration } from './012-co-purchase-index.js';
import { ordersMigration } from './011-orders.js';
import { paymentIntegrityMigration } from './017-payment-integrity.js';
// Catalog at scale (cache misses).
import { catalogAtScaleMigration } from './013-catalog-at-scale.js';
import { siteScopedBasketsMigration } from './014-site-scoped-baskets.js';
// PayPal sandbox orders shared by every node.
import { payPalSandboxOrdersMigration } from './015-paypal-sandbox-orders.js';
// Search at 100,000 products.
import { searchPerBrandMigration } from './016-search-per-brand.js';
// Operators: accounts, sessions, API keys and the audit log.
import { operatorsMigration } from './018-operators.js';
// The order events outbox and its webhook deliveries.
import { orderEventsMigration } from './019-order-events.js';
import { orderPaymentsMigration } from './020-order-payments.js';
// Fulfilment: shipments, line counters, cancellations.
import { fulfilmentMigration } from './021-fulfilment.js';
import { returnsMigration } from './022-returns.js';
// The operators' order list: its search and filter indexes.
import { orderSearchMigration } from './023-order-search.js';
import { consoleReadsMigration } from './024-console-reads.js';
import { cancellationKeysMigration } from './025-cancellation-keys.js';
import { dispatchQueueMigration } from './026-dispatch-queue.js';
import { authorisationReleaseMigration } from './027-authorisation-release.js';
import { dashboardFiguresMigration } from './028-dashboard-figures.js';
import { catalogRoleMigration } from './029-catalog-role.js';
import { catalogImportsMigration } from './030-catalog-imports.js';
import { archivedProductsMigration } from './031-archived-products.js';
import { priceListsMigration } from './032-price-lists.js';
import { stockReservationsMigration } from './033-stock-reservations.js';
import { dispatchQueueCoveringMigration } from './034-dispatch-queue-covering.js';
import { catalogTriggersWithoutJoinsMigration } from './035-catalog-triggers-without-joins.js';
import { productUpdatedAtMigration } from './036-product-updated-at.js';
import { catalogTextsMigration } from './037-catalog-texts.js';
import { purchaseReportedMigration } from './038-purchase-reported.js';
import type { Migration } from './migration.js';

/** Every migration, oldest first. Add new ones at the end with the next id; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  catalogMigration,
  sessionsAndShoppersMigration,
  basketLinesMigration,
  backInStockRequestsMigration,
  wishlistItemsMigration,
  rateLimitHitsMigration,
  basketDeliveryMigration,
  // Loyalty and gift vouchers.
  loyaltyAndGiftVouchersMigration,
  // Shopper details (basket page).
  shopperDetailsMigration,
  // search
  productSearchMigration,
  // Orders and payments.
  ordersMigration,
  // Related products by co-purchase.
  coPurchaseIndexMigration,
  // Catalog at scale (cache misses).
  catalogAtScaleMigration,
  // Baskets and wishlists scoped to the site (hardening).
  siteScopedBasketsMigration,
  // PayPal sandbox orders shared by every node.
  payPalSandboxOrdersMigration,
  // Search at 100,000 products.
  searchPerBrandMigration,
  paymentIntegrityMigration,
  operatorsMigration,
  orderEventsMigration,
  orderPaymentsMigration,
  fulfilmentMigration,
  returnsMigration,
  orderSearchMigration,
  consoleReadsMigration,
  cancellationKeysMigration,
  dispatchQueueMigration,
  authorisationReleaseMigration,
  dashboardFiguresMigration,
  catalogRoleMigration,
  catalogImportsMigration,
  archivedProductsMigration,
  priceListsMigration,
  stockReservationsMigration,
  dispatchQueueCoveringMigration,
  catalogTriggersWithoutJoinsMigration,
  productUpdatedAtMigration,
  catalogTextsMigration,
  purchaseReportedMigration,
];
