import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import type { Category } from '../../../domain/catalog/product.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { LinkView } from '../../ui-react/parts/chrome/link.view.js';
import { categoryHref } from '../../ui-react/parts/chrome/page-chrome.view.js';
import { toProductTileView, type ProductTileView } from '../../ui-react/parts/tiles/product-tile.view.js';

export interface HomePageModel {
  view: { brandName: string; categories: LinkView[]; featured: ProductTileView[] };
  categories: Category[];
}

export const categoryLinks = (categories: readonly Category[]): LinkView[] =>
  categories.map((c) => ({ href: categoryHref(c.slug), label: c.name, current: false }));

/** The home page's data: the brand's categories and featured products in the site's prices. */
export async function loadHomePage(deps: { viewHome: ViewHome }, input: { site: SiteVariant; now: Date }): Promise<HomePageModel> {
  const home = await deps.viewHome.execute(input.site.brand);
  return {
    view: {
      brandName: input.site.brandName,
      categories: categoryLinks(home.categories),
      featured: home.featured.map((p) => toProductTileView(p, input.site.price, input.now)),
    },
    categories: home.categories,
  };
}
