import type { ComponentProps } from 'react';
import { BasketButton } from '../basket/basket-button.island.js';
import { QuickBasket } from '../basket/quick-basket.island.js';
import { BuyGrid } from '../components/buy-grid.js';
import { GiftCardGrid } from '../components/gift-card-grid.js';
import { SizingRegionForm } from '../components/sizing-region-form.js';
import { ProductGallery } from './product-gallery.island.js';
import { AccountLink } from '../account/account-link.island.js';
import { WishlistCount } from '../wishlist/wishlist-count.island.js';
import { WishlistHeart } from '../wishlist/wishlist-heart.island.js';
import { WishlistItems } from '../wishlist/wishlist-items.island.js';

/** Every island the client runtime can hydrate, by the name in `data-island`. */
export const ISLANDS = {
  ProductGallery,
  WishlistHeart,
  WishlistCount,
  WishlistItems,
  AccountLink,
  BuyGrid,
  GiftCardGrid,
  SizingRegionForm,
  BasketButton,
  QuickBasket,
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);
