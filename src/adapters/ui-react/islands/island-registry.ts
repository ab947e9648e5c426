import type { ComponentProps } from 'react';
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
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);
