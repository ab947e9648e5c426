import { Breadcrumbs } from '../components/breadcrumbs.js';
import { CategoryFilters } from '../components/category-filters.js';
import { Pagination } from '../components/pagination.js';
import { ProductTileGrid } from '../components/product-tile-grid.js';
import { interpolate } from '../i18n/interpolate.js';
import { useStrings } from '../i18n/strings-context.js';
import type { CategoryListingView } from '../view-models/category-listing.view.js';

export function CategoryPage({ view }: { view: CategoryListingView }) {
  const t = useStrings();
  return (
    <div className="category-page">
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
          <Pagination paging={view.paging} />
        </div>
      </div>
    </div>
  );
}
