import { Pagination } from '../../parts/chrome/pagination.js';
import { PageDescription } from '../../parts/chrome/page-description.js';
import { ProductTileGrid } from '../../parts/tiles/product-tile-grid.js';
import { PriceNotice } from '../../parts/chrome/price-notice.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { SearchFilters } from './search-filters.js';
import type { SearchPageView } from './search-page.view.js';

function NoResults({ view }: { view: SearchPageView }) {
  const t = useStrings();
  if (view.outcome.kind !== 'no-results') return null;
  const { didYouMean, categories } = view.outcome;
  return (
    <div className="search-page__none">
      <p className="empty-state">{interpolate(t.searchNoResults, { query: view.q })}</p>
      {didYouMean && (
        <p className="search-page__did-you-mean">
          {`${t.searchDidYouMean} `}<a href={didYouMean.href}>{didYouMean.label}</a>?
        </p>
      )}
      {categories.length > 0 && (
        <>
          <p>{t.searchTryCategories}</p>
          <ul className="search-page__categories">
            {categories.map((c) => <li key={c.href}><a href={c.href}>{c.label}</a></li>)}
          </ul>
        </>
      )}
    </div>
  );
}

/** /search?q=: results with facets, sort and pages; or a prompt, a 'no results' with suggestions, or the unavailable message. */
export function SearchPage({ view }: { view: SearchPageView }) {
  const t = useStrings();
  const { outcome } = view;
  const heading = outcome.kind === 'empty-query' ? t.searchPageTitle : interpolate(t.searchResultsFor, { query: view.q });
  return (
    <div className="search-page category-page" data-search-page="">
      <PageDescription text={interpolate(t.searchPageDescription, { query: view.q, count: view.total })} />
      <div className="page-heading">
        <h1 className="page-heading__title">{heading}</h1>
        {outcome.kind === 'results' && <p className="page-heading__meta">{interpolate(t.searchResultCount, { count: view.total })}</p>}
      </div>
      {outcome.kind === 'empty-query' && <p className="empty-state">{t.searchEmptyQuery}</p>}
      {outcome.kind === 'unavailable' && <p className="empty-state search-page__unavailable" role="alert">{t.searchUnavailable}</p>}
      {(outcome.kind === 'results' || outcome.kind === 'no-results') && (
        <div className="category-page__body">
          <div className="category-page__filters">
            <SearchFilters view={view} />
          </div>
          <div className="category-page__results">
            {view.applied.length > 0 && (
              <nav className="applied-filters" aria-label={t.appliedFilters}>
                <ul className="applied-filters__list">
                  {view.applied.map((f) => (
                    <li key={f.href}>
                      <a className="applied-filters__link" href={f.href} aria-label={interpolate(t.removeFilter, { name: f.label })}>
                        {f.label}<span aria-hidden="true"> ×</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {view.including && <p className="search-page__including">{interpolate(t.searchIncluding, { query: view.including })}</p>}
            {outcome.kind === 'results' ? <ProductTileGrid tiles={view.tiles} headingLevel={2} /> : <NoResults view={view} />}
            {outcome.kind === 'results' && <PriceNotice notice={view.priceNotice} />}
            <Pagination paging={view.paging} />
          </div>
        </div>
      )}
    </div>
  );
}
