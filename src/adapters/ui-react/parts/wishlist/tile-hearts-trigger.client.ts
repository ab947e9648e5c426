/**
 * Loads the tile hearts' code (a separate chunk) once a page holds a tile heart, now or in a
 * fragment inserted later (next pages, related products), and brings new hearts in line.
 *
 * Usage: watchForTileHearts(document) once, from the client entry.
 */
import type { TileHearts } from './tile-hearts.client.js';
import { TILE_HEART } from './tile-heart-marker.js';

export function watchForTileHearts(root: Document = document): void {
  let hearts: Promise<TileHearts> | null = null;
  const start = (): Promise<TileHearts> => (hearts ??= import('./tile-hearts.client.js').then((m) => m.startTileHearts(root)));
  if (root.querySelector(TILE_HEART) !== null) void start();
  new MutationObserver((records) => {
    const added = records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches(TILE_HEART) || n.querySelector(TILE_HEART) !== null)));
    if (added) void start().then((h) => h.sync());
  }).observe(root.body, { childList: true, subtree: true });
}
