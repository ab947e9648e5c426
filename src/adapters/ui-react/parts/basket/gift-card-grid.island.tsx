import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { addButtonState, type BuyGridRow } from '../../rules/basket/buy-grid.js';
import { serialiseForm } from '../../rules/basket/form-serialisation.js';
import { selectGiftCardPrice } from '../../../../domain/pricing/gift-card-price.js';
import { SUCCESS_TEXT_MS } from '../../rules/basket/size-selection.js';
import { addToBag } from './add-to-bag.client.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { GiftCardGridView } from './buy-grid.view.js';
import { BuyGridRadioRow } from './buy-grid-radio-row.js';

export const GIFT_CARD_IMAGE_WIDTH = 160;
export const GIFT_CARD_IMAGE_HEIGHT = 100;

/**
 * Gift card buy grid (spec sections 3, 5): a price option sets the shown and the hidden price,
 * the card type picks the voucher image, and the add button's state is worked out again on
 * every keystroke in the recipient fields.
 */
export function GiftCardGrid({ grid }: { grid: GiftCardGridView }) {
  const t = useStrings();
  const prefix = `giftcard-${grid.productId}`;
  const first = grid.priceOptions[0];
  const [price, setPrice] = useState(() => (first ? selectGiftCardPrice({ value: first.value, displayName: first.label }) : { hiddenPrice: '', displayedPrice: '' }));
  const [value, setValue] = useState(first?.value ?? '');
  const [cardType, setCardType] = useState(grid.cardTypes[0]?.id ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [addedAt, setAddedAt] = useState<number | null>(null);

  useEffect(() => {
    if (addedAt === null) return undefined;
    const timer = setTimeout(() => setAddedAt(null), SUCCESS_TEXT_MS);
    return () => clearTimeout(timer);
  }, [addedAt]);

  const rows: BuyGridRow[] = [
    { kind: 'radio', name: 'giftCardValue', checkedValue: value, validationMessage: t.selectGiftCardValue },
    { kind: 'radio', name: 'cardType', checkedValue: cardType, validationMessage: t.giftCardDesignMissing },
    { kind: 'input', name: 'recipientName', value: name, validationMessage: t.giftCardRecipientNameMissing },
    { kind: 'input', name: 'recipientEmail', value: email, validationMessage: t.giftCardRecipientEmailMissing },
  ];
  const button = addButtonState(rows);
  const image = grid.cardTypes.find((c) => c.id === cardType)?.image ?? grid.cardTypes[0]?.image ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = serialiseForm([
      { type: 'hidden', name: 'productId', value: String(grid.productId) },
      { type: 'hidden', name: 'stockId', value: grid.stockId },
      { type: 'hidden', name: 'price', value: price.hiddenPrice },
      { type: 'radio', name: 'giftCardValue', value, checked: value !== '' },
      { type: 'radio', name: 'cardType', value: cardType, checked: cardType !== '' },
      { type: 'text', name: 'recipientName', value: name },
      { type: 'email', name: 'recipientEmail', value: email },
      { type: 'textarea', name: 'message', value: message },
      { type: 'text', name: 'deliveryDate', value: deliveryDate },
    ]);
    const response = await addToBag({ rows, fields });
    if (response?.success === true) setAddedAt(Date.now());
  };

  return (
    <form className="buy-grid gift-card-grid" method="get" action={grid.action} data-product-id={grid.productId} onSubmit={(e) => void submit(e)}>
      <input type="hidden" name="productId" value={grid.productId} />
      <input type="hidden" name="stockId" value={grid.stockId} />
      <input type="hidden" name="price" value={price.hiddenPrice} data-giftcard-price="" />
      <div className="gift-card-grid__preview">
        <img className="gift-card-grid__image" src={image} alt="" width={GIFT_CARD_IMAGE_WIDTH * 2} height={GIFT_CARD_IMAGE_HEIGHT * 2} data-giftcard-image="" />
        <p className="gift-card-grid__price" data-giftcard-display-price="" aria-live="polite">{price.displayedPrice}</p>
      </div>
      <BuyGridRadioRow legend={t.giftCardValue} validationMessage={t.selectGiftCardValue}>
        <RadioChoices className="size-options" block="size-option" itemClassName="size-option instock gift-card-grid__price-option"
          idPrefix={`${prefix}-price`} name="giftCardValue" checked={value}
          choices={grid.priceOptions} choiceOf={(o) => ({ value: o.value, label: o.label, data: { 'data-display-name': o.label } })}
          onChoose={(o) => {
            setValue(o.value);
            setPrice(selectGiftCardPrice({ value: o.value, displayName: o.label }));
          }} />
      </BuyGridRadioRow>
      <BuyGridRadioRow legend={t.giftCardDesign} validationMessage={t.giftCardDesignMissing}>
        <RadioChoices className="card-types" block="card-type" idPrefix={`${prefix}-type`} name="cardType" checked={cardType}
          choices={grid.cardTypes} choiceOf={(c) => ({
            value: c.id,
            label: (
              <>
                <img className="card-type__image" src={c.image} alt="" width={GIFT_CARD_IMAGE_WIDTH} height={GIFT_CARD_IMAGE_HEIGHT} loading="lazy" />
                <span className="card-type__name">{c.name}</span>
              </>
            ),
            data: {},
          })}
          onChoose={(c) => setCardType(c.id)} />
      </BuyGridRadioRow>
      <div className="field buy-grid__row" data-row-kind="input">
        <label className="field__label" htmlFor={`${prefix}-name`}>{t.giftCardRecipientName}</label>
        <input className="field__control" id={`${prefix}-name`} name="recipientName" type="text" autoComplete="off" maxLength={60}
          value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field buy-grid__row" data-row-kind="input">
        <label className="field__label" htmlFor={`${prefix}-email`}>{t.giftCardRecipientEmail}</label>
        <input className="field__control" id={`${prefix}-email`} name="recipientEmail" type="email" autoComplete="off"
          value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${prefix}-message`}>{t.giftCardMessage}</label>
        <textarea className="field__control" id={`${prefix}-message`} name="message" rows={3} maxLength={250}
          value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${prefix}-date`}>{t.giftCardDeliveryDate}</label>
        <input className="field__control" id={`${prefix}-date`} name="deliveryDate" type="date"
          value={deliveryDate} onChange={(e) => setDeliveryDate(e.target.value)} />
      </div>
      <button className={`button buy-grid__add ${button.styling === 'success' ? 'button--primary' : 'button--secondary'}`} type="submit"
        aria-disabled={button.enabled ? undefined : 'true'} data-state={button.text}>
        {addedAt !== null ? t.addedToBagButton : button.text === 'normal' ? t.addToBag : t.completeGiftCard}
      </button>
    </form>
  );
}

interface RadioChoice {
  value: string;
  label: ReactNode;
  /** The input's data attributes. */
  data: Record<string, string>;
}

/**
 * A radio row's choices in the buy grid's markup: each a `block` span holding its
 * `{block}__input` and `{block}__label`, ids numbered after `idPrefix`.
 */
function RadioChoices<T>({ className, block, itemClassName = block, idPrefix, name, choices, choiceOf, checked, onChoose }: {
  className: string; block: string; itemClassName?: string; idPrefix: string; name: string;
  choices: readonly T[]; choiceOf: (item: T) => RadioChoice; checked: string; onChoose: (item: T) => void;
}) {
  return (
    <div className={className}>
      {choices.map((item, i) => {
        const choice = choiceOf(item);
        return (
          <span className={itemClassName} key={choice.value}>
            <input className={`${block}__input`} type="radio" id={`${idPrefix}-${i}`} name={name} value={choice.value} {...choice.data}
              checked={checked === choice.value} onChange={() => onChoose(item)} />
            <label className={`${block}__label`} htmlFor={`${idPrefix}-${i}`}>{choice.label}</label>
          </span>
        );
      })}
    </div>
  );
}
