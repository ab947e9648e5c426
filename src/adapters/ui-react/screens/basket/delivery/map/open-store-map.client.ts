/**
 * Opens a pick-up map in the element `selector` names (spec sections 3 and 8): the map starts at
 * the element's `data-startlat`, `data-startlong` and `data-startzoom`; a missing element throws
 * 'Element with selector ... not found'. The map code (Leaflet, its stylesheet and the bundled
 * country outlines) is its own chunk, fetched here on first use: never at page load.
 *
 * Usage: const map = await openStoreMap('#pickup-map-coll8', { tileUrl: null, tileAttribution: null, label: 'Map' });
 */
import { mapStartOf } from '../../../../rules/delivery/map-start.js';
import { elementNotFoundMessage } from '../../../../rules/messages.js';
import type { StoreMap, StoreMapOptions } from './store-map.js';

export async function openStoreMap(selector: string, options: StoreMapOptions, root: ParentNode = document): Promise<StoreMap> {
  const element = root.querySelector<HTMLElement>(selector);
  if (element === null) throw new Error(elementNotFoundMessage(selector));
  const { createLeafletStoreMap } = await import('./leaflet-store-map.client.js');
  return createLeafletStoreMap(element, mapStartOf(element.dataset), options);
}
