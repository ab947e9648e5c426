import type { LinkView } from './link.view.js';
import type { ProductTileView } from './product-tile.view.js';

export interface HomeView {
  brandName: string;
  categories: LinkView[];
  featured: ProductTileView[];
}
