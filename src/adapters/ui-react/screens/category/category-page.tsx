import { Breadcrumbs } from '../../parts/chrome/breadcrumbs.js';
import { CategoryFilters } from './category-filters.js';
import { Pagination } from '../../parts/chrome/pagination.js';
import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { ProductTileGrid } from '../../parts/tiles/product-tile-grid.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { PageDescription } from '../../parts/chrome/page-description.js';
import type { CategoryListingView } from './category-listing.view.js';

export function CategoryPage({ view }: { view: CategoryListingView }) {
  const t = useStrings();
  return (
    <div className="category-page">
      <PageDescription text={interpolate(t.categoryPageDescription, { name: view.title, count: view.total })} />
      <Breadcrumbs items={view.breadcrumbs} />
      <div className="page-heading">
        <h1 className="page-heading__title">{view.title}</h1>
        <p className="page-heading__meta">{interpolate(t.productCount, { count: view.total })}</p>
      </div>
      <div className="category-page__body">
        <div className="category-page__filters">
          <CategoryFilters filters={view.filters} />
        </div>
        <div className="category-page__results">
          {view.tiles.length > 0 ? <ProductTileGrid tiles={view.tiles} headingLevel={2} /> : <p className="empty-state">{t.noProducts}</p>}
          <PriceNotice notice={view.priceNotice} />
          <Pagination paging={view.paging} />
        </div>
      </div>
    </div>
  );
}
