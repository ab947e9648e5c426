import type { SearchSort } from '../../../../domain/search/search-query.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { SEARCH_PATH, type SearchFacetView, type SearchPageView } from './search-page.view.js';

const SORT_LABELS: Record<SearchSort, keyof TranslatableStrings> = {
  relevance: 'sortRelevance',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  newest: 'sortNewest',
};

function FacetFieldset({ facet }: { facet: SearchFacetView }) {
  if (facet.options.length === 0) return null;
  return (
    <fieldset className="filters__group">
      <legend className="filters__legend">{facet.legend}</legend>
      <div className={`filters__options filters__options--${facet.name}`}>
        {facet.options.map((o) => (
          <label className="filter-option" key={o.value}>
            <input type="checkbox" name={facet.name} value={o.value} defaultChecked={o.checked} />
            <span className="filter-option__value">{o.label}</span>
            <span className="filter-option__count">{`(${o.count})`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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
      {view.facets.map((f) => <FacetFieldset key={f.name} facet={f} />)}
      <div className="filters__actions">
        <button className="button button--primary" type="submit">{t.applyFilters}</button>
        <a className="filters__clear" href={`${SEARCH_PATH}?${new URLSearchParams({ q: view.q }).toString()}`}>{t.clearFilters}</a>
      </div>
    </form>
  );
}
