/**
 * THE island registry: every island, by the name in `data-island`, declared once as a lazy
 * loader. The client entry hands it to hydration (each island's code is its own chunk, loaded
 * only on pages that show it); the server resolves the same loaders once at start-up
 * (`islands.server.ts`) so that `<Island name=... />` renders the component synchronously.
 * The runtime never imports this file: it receives the registry as an argument.
 */
import { islandLoader, type IslandComponentsOf } from '../runtime/island-registry.js';

export const ISLANDS = {
  ProductGallery: islandLoader(() => import('../screens/product/product-gallery.island.js'), (m) => m.ProductGallery),
  WishlistItems: islandLoader(() => import('../screens/wishlist/wishlist-items.island.js'), (m) => m.WishlistItems),
  WishlistHeart: islandLoader(() => import('../parts/wishlist/wishlist-heart.island.js'), (m) => m.WishlistHeart),
  WishlistCount: islandLoader(() => import('../parts/wishlist/wishlist-count.island.js'), (m) => m.WishlistCount),
  AccountLink: islandLoader(() => import('../parts/accounts/account-link.island.js'), (m) => m.AccountLink),
  BuyGrid: islandLoader(() => import('../parts/basket/buy-grid.island.js'), (m) => m.BuyGrid),
  GiftCardGrid: islandLoader(() => import('../parts/basket/gift-card-grid.island.js'), (m) => m.GiftCardGrid),
  SizingRegionForm: islandLoader(() => import('../parts/basket/sizing-region-form.island.js'), (m) => m.SizingRegionForm),
  BasketButton: islandLoader(() => import('../parts/basket/basket-button.island.js'), (m) => m.BasketButton),
  QuickBasket: islandLoader(() => import('../parts/basket/quick-basket.island.js'), (m) => m.QuickBasket),
  // Loyalty and gift vouchers.
  LoyaltyVouchers: islandLoader(() => import('../screens/basket/loyalty/loyalty-vouchers.island.js'), (m) => m.LoyaltyVouchers),
  GiftVoucherBox: islandLoader(() => import('../screens/basket/loyalty/gift-voucher-box.island.js'), (m) => m.GiftVoucherBox),
  // Shopper details (basket page).
  ShopperDetails: islandLoader(() => import('../screens/basket/checkout/shopper-details.island.js'), (m) => m.ShopperDetails),
  // PayPal.
  PayPalButton: islandLoader(() => import('../screens/basket/checkout/paypal/paypal-button.island.js'), (m) => m.PayPalButton),
};

/** Gives `<Island name props>` its names and prop types (the runtime declares the empty interface). */
declare module '../runtime/island-registry.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface IslandComponents extends IslandComponentsOf<typeof ISLANDS> {}
}
