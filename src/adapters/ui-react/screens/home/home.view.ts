import type { PriceNotice } from '../../../../domain/site/price-notices.js';
import type { LinkView } from '../../parts/chrome/link.view.js';
import type { ProductTileView } from '../../parts/tiles/product-tile.view.js';

export interface HomeView {
  brandName: string;
  categories: LinkView[];
  featured: ProductTileView[];
  /** The tax notice the site's law wants with the featured products' prices. */
  priceNotice: PriceNotice;
}
