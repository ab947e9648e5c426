import { useStrings } from '../i18n/strings-context.js';
import type { GiftCardGridView } from '../view-models/product-detail.view.js';

export const GIFT_CARD_IMAGE_WIDTH = 160;
export const GIFT_CARD_IMAGE_HEIGHT = 100;

/** Gift card buy grid: price options, card designs, recipient, and the hidden price field. */
export function GiftCardGrid({ grid }: { grid: GiftCardGridView }) {
  const t = useStrings();
  const prefix = `giftcard-${grid.productId}`;
  return (
    <form className="buy-grid gift-card-grid" method="get" action={grid.action} data-product-id={grid.productId}>
      <input type="hidden" name="productId" value={grid.productId} />
      <input type="hidden" name="stockId" value={grid.stockId} />
      <input type="hidden" name="price" value={grid.priceOptions[0]?.value ?? ''} data-giftcard-price="" />
      <fieldset className="buy-grid__row" data-row-kind="radio" data-validation-message={t.selectGiftCardValue}>
        <legend className="buy-grid__legend">{t.giftCardValue}</legend>
        <div className="size-options">
          {grid.priceOptions.map((o, i) => (
            <span className="size-option instock gift-card-grid__price" key={o.value}>
              <input className="size-option__input" type="radio" id={`${prefix}-price-${i}`} name="giftCardValue" value={o.value}
                data-display-name={o.label} defaultChecked={i === 0} />
              <label className="size-option__label" htmlFor={`${prefix}-price-${i}`}>{o.label}</label>
            </span>
          ))}
        </div>
      </fieldset>
      <fieldset className="buy-grid__row" data-row-kind="radio">
        <legend className="buy-grid__legend">{t.giftCardDesign}</legend>
        <div className="card-types">
          {grid.cardTypes.map((c, i) => (
            <span className="card-type" key={c.id}>
              <input className="card-type__input" type="radio" id={`${prefix}-type-${i}`} name="cardType" value={c.id} defaultChecked={i === 0} />
              <label className="card-type__label" htmlFor={`${prefix}-type-${i}`}>
                <img className="card-type__image" src={c.image} alt="" width={GIFT_CARD_IMAGE_WIDTH} height={GIFT_CARD_IMAGE_HEIGHT} loading="lazy" />
                <span className="card-type__name">{c.name}</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <div className="field buy-grid__row" data-row-kind="input">
        <label className="field__label" htmlFor={`${prefix}-email`}>{t.giftCardRecipientEmail}</label>
        <input className="field__control" id={`${prefix}-email`} name="recipientEmail" type="email" autoComplete="off" required />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${prefix}-message`}>{t.giftCardMessage}</label>
        <textarea className="field__control" id={`${prefix}-message`} name="message" rows={3} maxLength={250} />
      </div>
      <button className="button button--primary buy-grid__add" type="submit">{t.addToBag}</button>
    </form>
  );
}
