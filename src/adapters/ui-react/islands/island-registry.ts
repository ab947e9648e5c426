import type { ComponentProps } from 'react';
import { ProductGallery } from './product-gallery.island.js';

/** Every island the client runtime can hydrate, by the name in `data-island`. */
export const ISLANDS = {
  ProductGallery,
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);
