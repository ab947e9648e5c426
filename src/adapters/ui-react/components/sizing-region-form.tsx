import { useStrings } from '../i18n/strings-context.js';
import type { BuyGridView } from '../view-models/product-detail.view.js';

/** Sizing-region selector (UK default, then EU, US, AU): a GET form that reloads the page's sizes. */
export function SizingRegionForm({ grid }: { grid: BuyGridView }) {
  const t = useStrings();
  const id = `sizing-region-${grid.productId}`;
  return (
    <form className="sizing-region" method="get" action={grid.regionAction} data-sizing-region-form="">
      <label className="field__label" htmlFor={id}>{t.sizingRegion}</label>
      <select className="field__control sizing-region__select" id={id} name="sizingRegion" defaultValue={grid.sizingRegion}>
        {grid.sizingRegions.map((r) => (
          <option key={r} value={r}>{r}</option>
        ))}
      </select>
      <button className="button button--secondary" type="submit">{t.showSizes}</button>
    </form>
  );
}
