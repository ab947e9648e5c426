import type { ProductTileView } from './product-tile.view.js';
import { ProductTile } from './product-tile.js';

/** Tiles in the widest row (4 columns above 992 px); images after it load lazily. */
const FIRST_ROW_TILES = 4;

export function ProductTileGrid({ tiles, headingLevel }: { tiles: ProductTileView[]; headingLevel: 2 | 3 }) {
  return (
    <ul className="tile-grid">
      {tiles.map((tile, i) => (
        <ProductTile key={tile.id} tile={tile} lazy={i >= FIRST_ROW_TILES} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
