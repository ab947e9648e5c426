import type { LinkView } from '../../parts/chrome/link.view.js';
import type { ProductTileView } from '../../parts/tiles/product-tile.view.js';

export interface HomeView {
  brandName: string;
  categories: LinkView[];
  featured: ProductTileView[];
}
