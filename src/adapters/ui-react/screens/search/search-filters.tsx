import type { SearchSort } from '../../../../domain/search/search-query.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { FacetFieldset } from '../../parts/catalog/facet-fieldset.js';
import { SEARCH_PATH, type SearchPageView } from './search-page.view.js';

const SORT_LABELS: Record<SearchSort, keyof TranslatableStrings> = {
  relevance: 'sortRelevance',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  newest: 'sortNewest',
};

/** Sort and facets as a plain GET form carrying the search text: works without JavaScript. */
export function SearchFilters({ view }: { view: SearchPageView }) {
  const t = useStrings();
  return (
    <form className="filters" method="get" action={SEARCH_PATH} aria-label={t.filters}>
      <input type="hidden" name="q" value={view.q} />
      <div className="field">
        <label className="field__label" htmlFor="search-sort">{t.sortBy}</label>
        <select className="field__control" id="search-sort" name="sort" defaultValue={view.sort}>
          {view.sorts.map((s) => <option key={s} value={s}>{t[SORT_LABELS[s]]}</option>)}
        </select>
      </div>
      {view.facets.map((f) => <FacetFieldset key={f.name} legend={f.legend} name={f.name} options={f.options} />)}
      <div className="filters__actions">
        <button className="button button--primary" type="submit">{t.applyFilters}</button>
        <a className="filters__clear" href={`${SEARCH_PATH}?${new URLSearchParams({ q: view.q }).toString()}`}>{t.clearFilters}</a>
      </div>
    </form>
  );
}
