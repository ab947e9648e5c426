/** Marks a tile's heart: server markup that the tile-hearts behaviour drives (tile-hearts.client.ts). */
export const TILE_HEART_ATTRIBUTE = 'data-tile-heart';
export const TILE_HEART = `button[${TILE_HEART_ATTRIBUTE}]`;
