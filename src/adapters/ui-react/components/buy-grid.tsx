import { useStrings } from '../i18n/strings-context.js';
import type { BuyGridView, SizeOptionView } from '../view-models/product-detail.view.js';

function SizeOption({ option, id }: { option: SizeOptionView; id: string }) {
  const t = useStrings();
  const note = option.stock === 'nostock' ? t.sizeOutOfStock : option.stock === 'lowstock' ? t.sizeLowStock : null;
  return (
    <span className={`size-option ${option.stock}`}>
      <input className="size-option__input" type="radio" id={id} name="stockId" value={option.stockId}
        data-stock={option.stock} data-uk-size={option.ukSize} required />
      <label className="size-option__label" htmlFor={id}>
        {option.label}
        {note && <span className="visually-hidden">{`, ${note}`}</span>}
      </label>
    </span>
  );
}

/** The buy grid: size options with their stock class and the add-to-bag button, as a GET form. */
export function BuyGrid({ grid }: { grid: BuyGridView }) {
  const t = useStrings();
  return (
    <form className="buy-grid" method="get" action={grid.action} data-product-id={grid.productId} data-sizing-region={grid.sizingRegion}>
      <input type="hidden" name="productId" value={grid.productId} />
      <fieldset className="buy-grid__row" data-row-kind="radio" data-validation-message={t.selectSize}>
        <legend className="buy-grid__legend">{`${t.size} (${grid.sizingRegion})`}</legend>
        <div className="size-options">
          {grid.sizes.map((option, i) => (
            <SizeOption key={option.stockId} option={option} id={`size-${grid.productId}-${i}`} />
          ))}
        </div>
      </fieldset>
      <button className="button button--primary buy-grid__add" type="submit">{t.addToBag}</button>
    </form>
  );
}
