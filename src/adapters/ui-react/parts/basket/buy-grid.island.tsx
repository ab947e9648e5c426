import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { addButtonState, buyGridAddPayload, shouldAutoAdd, type BuyGridRow } from '../../rules/basket/buy-grid.js';
import { INITIAL_SIZE_SELECTION, isSuccessTextShown, selectSizeOption, SUCCESS_TEXT_MS } from '../../rules/basket/size-selection.js';
import { AUTO_ADD_CLEAR_RADIO_MS } from '../../rules/timings.js';
import { useClientStore } from '../../runtime/client-store.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import type { BuyGridView, SizeOptionView } from './buy-grid.view.js';
import { BuyGridRadioRow } from './buy-grid-radio-row.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';

// Code needed only once the shopper acts (adds, picks a sold-out size, changes region) loads then.
const NotifyForm = lazy(() => import('./notify-form.js').then((m) => ({ default: m.NotifyForm })));
const loadAddToBag = () => import('./add-to-bag.client.js');

export interface BuyGridProps {
  grid: BuyGridView;
  /**
   * An auto-add grid adds to the bag by itself once every row is valid, then clears the size
   * after 1 s (spec section 4). It says so above the sizes. Moving through the sizes with the
   * arrow keys only selects (each arrow press would otherwise add another size); Enter or the
   * add button then adds.
   */
  autoAdd?: boolean;
  /** The page's main product when this grid belongs to another (quick view, complete the look). */
  primaryProductId?: number | null;
  /** A grouped product's group and its parent's size, sent with the add (spec section 3). */
  groupParentId?: string | null;
  parentSize?: string | null;
}

/**
 * The buy grid (spec sections 3 to 5): size options with their stock class, the low-stock
 * message, the back-in-stock form for a sold-out size, and the add-to-bag button whose state and
 * text follow the rows. Without JavaScript it is a GET form to /basket/api/add.
 */
export function BuyGrid({ grid, autoAdd = false, primaryProductId = null, groupParentId = null, parentSize = null }: BuyGridProps) {
  const t = useStrings();
  const root = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState(INITIAL_SIZE_SELECTION);
  const [notifyFor, setNotifyFor] = useState<SizeOptionView | null>(null);
  const [addedAtMs, setAddedAtMs] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);
  const region = useClientStore((s) => s.sizingRegion);
  const arrowKeyDown = useRef(false);

  const sizeRow = (checkedValue: string | null): BuyGridRow => ({ kind: 'radio', name: 'stockId', checkedValue, validationMessage: t.selectSize });
  const rows = [sizeRow(selection.selectedValue)];
  const button = addButtonState(rows);
  const success = isSuccessTextShown(selection, addedAtMs, now);

  // The sizing region lives in the client store (session storage): a grid drawn for another region reloads.
  useEffect(() => {
    if (region !== '' && region !== grid.sizingRegion && root.current?.isConnected) {
      const inside = root.current;
      void import('./buy-grid-reload.client.js')
        .then((m) => m.reloadBuyGrid(inside, { productId: grid.productId, sizingRegion: region, primaryProductId, autoAdd }));
    }
  }, [region, grid.sizingRegion, grid.productId, primaryProductId, autoAdd]);

  useEffect(() => {
    if (addedAtMs === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), SUCCESS_TEXT_MS);
    return () => clearTimeout(timer);
  }, [addedAtMs]);

  const submit = async (chosen: string | null) => {
    setSending(true);
    const { addToBag } = await loadAddToBag();
    const response = await addToBag({
      rows: [sizeRow(chosen)],
      fields: buyGridAddPayload({ productId: grid.productId, groupParentId: groupParentId ?? '', parentSize: parentSize ?? '' }, chosen),
    });
    setSending(false);
    if (response?.success === true) {
      const at = Date.now();
      setAddedAtMs(at);
      setNow(at);
    }
    return response;
  };

  const choose = (option: SizeOptionView) => {
    const at = Date.now();
    const step = selectSizeOption(selection, { value: option.stockId, stock: option.stock }, at);
    setSelection(step.state);
    setNow(at);
    setNotifyFor(step.effects.some((e) => e.kind === 'startNotify') ? option : null);
    const nextRows = [sizeRow(step.state.selectedValue)];
    const byArrowKey = arrowKeyDown.current;
    arrowKeyDown.current = false;
    if (!byArrowKey && shouldAutoAdd(nextRows, autoAdd)) {
      void submit(step.state.selectedValue).then(() => {
        setTimeout(() => setSelection((s) => ({ ...s, selectedValue: null, lowStockMessageVisible: false })), AUTO_ADD_CLEAR_RADIO_MS);
      });
    }
  };

  const onSizeKey = (event: KeyboardEvent) => {
    arrowKeyDown.current = event.type === 'keydown' && event.key.startsWith('Arrow');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) void submit(selection.selectedValue);
  };

  const text = success ? t.addedToBagButton : button.text === 'normal' ? t.addToBag : t.selectSizeFirst;
  return (
    <div className="buy-grid-island" ref={root}>
      <form className="buy-grid" method="get" action={grid.action} data-product-id={grid.productId} data-sizing-region={grid.sizingRegion}
        data-auto-add={autoAdd ? 'true' : undefined} onSubmit={onSubmit}>
        <input type="hidden" name="productId" value={grid.productId} />
        <input type="hidden" name="groupParentId" value={groupParentId ?? ''} />
        <input type="hidden" name="parentSize" value={parentSize ?? ''} />
        <BuyGridRadioRow legend={`${t.size} (${grid.sizingRegion})`} validationMessage={t.selectSize}
          aria-describedby={autoAdd ? `auto-add-${grid.productId}` : undefined} onKeyDown={onSizeKey} onKeyUp={onSizeKey}>
          {autoAdd && <p className="buy-grid__auto-add" id={`auto-add-${grid.productId}`}>{t.quickBuyAutoAdd}</p>}
          <div className="size-options">
            {grid.sizes.map((option, i) => (
              <SizeOption key={option.stockId} option={option} id={`size-${grid.productId}-${i}`}
                checked={selection.selectedValue === option.stockId} onChoose={choose} />
            ))}
          </div>
          {selection.lowStockMessageVisible && <p className="buy-grid__low-stock" role="status">{t.lowStockMessage}</p>}
        </BuyGridRadioRow>
        <button className={`button buy-grid__add ${button.styling === 'success' ? 'button--primary' : 'button--secondary'}${success ? ' is-success' : ''}`}
          type="submit" aria-disabled={!button.enabled || sending ? 'true' : undefined} data-state={button.text}>{text}</button>
      </form>
      {notifyFor !== null && (
        <Suspense fallback={null}>
          <NotifyForm productId={grid.productId} stockId={notifyFor.stockId}
            title={interpolate(t.notifyTitle, { size: notifyFor.label })} onDone={() => undefined} />
        </Suspense>
      )}
    </div>
  );
}

function SizeOption({ option, id, checked, onChoose }: { option: SizeOptionView; id: string; checked: boolean; onChoose: (o: SizeOptionView) => void }) {
  const t = useStrings();
  const note = option.stock === 'nostock' ? t.sizeOutOfStock : option.stock === 'lowstock' ? t.sizeLowStock : null;
  return (
    <span className={`size-option ${option.stock}`}>
      <input className="size-option__input" type="radio" id={id} name="stockId" value={option.stockId}
        data-stock={option.stock} data-uk-size={option.ukSize} checked={checked}
        onChange={() => onChoose(option)} onClick={() => { if (checked) onChoose(option); }} />
      <label className="size-option__label" htmlFor={id}>
        {sizeShown(option.label, t.sizeOneSize)}
        {note && <span className="visually-hidden">{`, ${note}`}</span>}
      </label>
    </span>
  );
}
