import type { ComponentType } from 'react';
import type { IslandName } from '../islands/island-registry.js';

type Loader = () => Promise<ComponentType<object>>;
const as = <T,>(component: T) => component as unknown as ComponentType<object>;

/**
 * Each island's code as its own chunk, loaded only on pages that show the island, so a page
 * ships React and the islands it uses (e.g. the quick basket panel, wishlist page and gift card
 * grid stay off product pages). `satisfies` keeps this list in step with the server's registry.
 */
export const ISLAND_LOADERS = {
  ProductGallery: () => import('../islands/product-gallery.island.js').then((m) => as(m.ProductGallery)),
  WishlistHeart: () => import('../wishlist/wishlist-heart.island.js').then((m) => as(m.WishlistHeart)),
  WishlistCount: () => import('../wishlist/wishlist-count.island.js').then((m) => as(m.WishlistCount)),
  WishlistItems: () => import('../wishlist/wishlist-items.island.js').then((m) => as(m.WishlistItems)),
  AccountLink: () => import('../account/account-link.island.js').then((m) => as(m.AccountLink)),
  BuyGrid: () => import('../components/buy-grid.js').then((m) => as(m.BuyGrid)),
  GiftCardGrid: () => import('../components/gift-card-grid.js').then((m) => as(m.GiftCardGrid)),
  SizingRegionForm: () => import('../components/sizing-region-form.js').then((m) => as(m.SizingRegionForm)),
  BasketButton: () => import('../basket/basket-button.island.js').then((m) => as(m.BasketButton)),
  QuickBasket: () => import('../basket/quick-basket.island.js').then((m) => as(m.QuickBasket)),
} satisfies Record<IslandName, Loader>;

export const hasIslandLoader = (name: string): name is IslandName => Object.hasOwn(ISLAND_LOADERS, name);
