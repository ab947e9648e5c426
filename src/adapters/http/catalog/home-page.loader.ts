import type { ViewHome } from '../../../application/catalog/view-home.use-case.js';
import type { ViewLowestPriorPrice } from '../../../application/catalog/view-lowest-prior-price.use-case.js';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { Category } from '../../../domain/catalog/product.js';
import { priceNoticeOf } from '../../../domain/site/price-notices.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { LinkView } from '../../ui-react/parts/chrome/link.view.js';
import { categoryHref } from '../../ui-react/parts/chrome/page-chrome.view.js';
import { toProductTileView } from '../../ui-react/parts/tiles/product-tile.view.js';
import type { HomeView } from '../../ui-react/screens/home/home.view.js';

export interface HomePageModel {
  view: HomeView;
  categories: Category[];
}

export const categoryLinks = (categories: readonly Category[]): LinkView[] =>
  categories.map((c) => ({ href: categoryHref(c.slug), label: c.name, current: false }));

/**
 * The home page's data: the brand's categories and featured products in the site's prices, with
 * the lowest prior price of each reduced one (one read for all tiles) and the site's tax notice.
 */
export async function loadHomePage(deps: { viewHome: ViewHome; viewLowestPriorPrice: ViewLowestPriorPrice }, input: { site: SiteVariant; now: Date }): Promise<HomePageModel> {
  const home = await deps.viewHome.execute(input.site.brand, catalogLanguageOf(input.site.locale));
  const lowestPriorPrices = await deps.viewLowestPriorPrice.forMany({ products: home.featured, site: input.site, now: input.now });
  return {
    view: {
      brandName: input.site.brandName,
      categories: categoryLinks(home.categories),
      featured: home.featured.map((p) => toProductTileView(p, input.site.price, input.now, lowestPriorPrices.get(p.id) ?? null)),
      priceNotice: priceNoticeOf(input.site.region),
    },
    categories: home.categories,
  };
}
