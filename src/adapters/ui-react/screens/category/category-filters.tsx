import type { ProductSort } from '../../../../domain/catalog/product-query.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { FacetFieldset } from '../../parts/catalog/facet-fieldset.js';
import { colourLabel } from '../../parts/catalog/catalog-words.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';
import type { CategoryFiltersView } from './category-listing.view.js';

const SORT_LABELS: Record<ProductSort, keyof TranslatableStrings> = {
  featured: 'sortFeatured',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  newest: 'sortNewest',
  name: 'sortName',
};

/** Sort and filters as a plain GET form: works without JavaScript. */
export function CategoryFilters({ filters }: { filters: CategoryFiltersView }) {
  const t = useStrings();
  const symbol = { symbol: filters.currencySymbol };
  return (
    <form className="filters" method="get" action={filters.action} aria-label={t.filters}>
      <div className="field">
        <label className="field__label" htmlFor="sort">{t.sortBy}</label>
        <select className="field__control" id="sort" name="sort" defaultValue={filters.sort}>
          {filters.sorts.map((s) => (
            <option key={s} value={s}>{t[SORT_LABELS[s]]}</option>
          ))}
        </select>
      </div>
      <FacetFieldset legend={t.size} name="size" options={filters.sizes.map((o) => ({ ...o, label: sizeShown(o.value, t.sizeOneSize) }))} />
      <FacetFieldset legend={t.colour} name="colour" options={filters.colours.map((o) => ({ ...o, label: colourLabel(t, o.value) }))} />
      <fieldset className="filters__group">
        <legend className="filters__legend">{t.price}</legend>
        <div className="filters__price">
          <div className="field">
            <label className="field__label" htmlFor="min-price">{interpolate(t.minPrice, symbol)}</label>
            <input className="field__control" id="min-price" name="minPrice" type="number" min={0} step="0.01" inputMode="decimal"
              defaultValue={filters.minPrice} placeholder={filters.priceRange ? String(filters.priceRange.min) : undefined} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="max-price">{interpolate(t.maxPrice, symbol)}</label>
            <input className="field__control" id="max-price" name="maxPrice" type="number" min={0} step="0.01" inputMode="decimal"
              defaultValue={filters.maxPrice} placeholder={filters.priceRange ? String(filters.priceRange.max) : undefined} />
          </div>
        </div>
      </fieldset>
      <div className="filters__actions">
        <button className="button button--primary" type="submit">{t.applyFilters}</button>
        <a className="filters__clear" href={filters.action}>{t.clearFilters}</a>
      </div>
    </form>
  );
}
