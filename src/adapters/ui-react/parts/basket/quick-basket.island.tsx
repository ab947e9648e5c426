import { useEffect, useState } from 'react';
import type { BasketLineView, BasketView } from './basket.view.js';
import { ProductPicture } from '../catalog/product-picture.js';
import { ALERT_HIDE_MS } from '../../rules/timings.js';
import type { QuantityAction } from '../../../../domain/basket/basket.js';
import { quantityFailureMessage } from '../../rules/basket/quantity-failure.js';
import { showAddedAlert } from '../../rules/basket/quick-basket-count.js';
import { STORAGE_KEYS } from '../../rules/storage-keys.js';
import { forgetCached } from '../../runtime/cached-fetch.client.js';
import { setClientState } from '../../runtime/client-store.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { showToast } from '../../runtime/widgets/toast.client.js';
import { postQuantity, pushDataLayer, QUICK_BASKET_URL } from './basket-api.client.js';
import { CompleteTheLook } from './complete-the-look.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';

export interface QuickBasketProps {
  view: BasketView;
  /** 'panel' in the off-canvas quick basket, 'page' on the basket page. */
  variant: 'panel' | 'page';
}

/** How long a line that reached 0 takes to fade out before it leaves the list. */
export const LINE_FADE_MS = 300;

interface LineState {
  line: BasketLineView;
  fading: boolean;
}

/** Quick basket / basket page lines with quantity controls (spec section 4). */
export function QuickBasket({ view, variant }: QuickBasketProps) {
  const t = useStrings();
  const [lines, setLines] = useState<LineState[]>(() => view.lines.map((line) => ({ line, fading: false })));
  const [busy, setBusy] = useState<string | null>(null);
  const [alertShown, setAlertShown] = useState(() => showAddedAlert(view.addedProductId));
  const [count, setCount] = useState(view.count);
  const [total, setTotal] = useState(view.total);

  useEffect(() => {
    if (!alertShown) return undefined;
    const timer = setTimeout(() => setAlertShown(false), ALERT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alertShown]);

  const change = async (line: BasketLineView, action: QuantityAction) => {
    setBusy(line.shoppingBasketId);
    const response = await postQuantity(action, line.shoppingBasketId);
    setBusy(null);
    if (!response.success) {
      showToast(quantityFailureMessage(action, response.message, t));
      return;
    }
    pushDataLayer(response.dataLayer);
    forgetCached(QUICK_BASKET_URL, undefined, STORAGE_KEYS.quickBasket);
    const nextCount = response.count ?? count;
    setCount(nextCount);
    setClientState({ basketCount: nextCount });
    if (response.removed === true) {
      setLines((all) => all.map((s) => (s.line.shoppingBasketId === line.shoppingBasketId ? { ...s, fading: true } : s)));
      setTimeout(() => setLines((all) => all.filter((s) => s.line.shoppingBasketId !== line.shoppingBasketId)), LINE_FADE_MS);
    } else {
      const quantity = response.quantity ?? line.quantity;
      const lineTotal = response.lineTotal ?? line.lineTotal;
      setLines((all) => all.map((s) => (s.line.shoppingBasketId === line.shoppingBasketId ? { ...s, line: { ...s.line, quantity, lineTotal } } : s)));
    }
    setTotal(response.total ?? total);
    // The basket page reads its delivery options and totals again (basket-page.client.ts).
    if (variant === 'page') document.dispatchEvent(new CustomEvent('basket:changed'));
  };

  return (
    <div className={`quick-basket quick-basket--${variant}`} data-count={count}>
      {alertShown && <p className="quick-basket__alert" role="status">{t.addedToBasket}</p>}
      {lines.length === 0 ? (
        <p className="quick-basket__empty">{t.basketEmpty}</p>
      ) : (
        <ul className="quick-basket__lines">
          {lines.map(({ line, fading }) => (
            <li key={line.shoppingBasketId} className={`basket-line${fading ? ' is-fading' : ''}`} data-shopping-basket-id={line.shoppingBasketId}>
              <ProductPicture className="basket-line__image" src={line.image} use="small" alt="" width={80} height={120} />
              <div className="basket-line__details">
                <a className="basket-line__name" href={`/product/${encodeURIComponent(line.productSlug)}`}>{line.productName}</a>
                {line.sizeLabel !== null && <span className="basket-line__size">{`${t.size}: ${sizeShown(line.sizeLabel, t.sizeOneSize)}`}</span>}
                {line.voucherSummary !== null && <span className="basket-line__size">{line.voucherSummary}</span>}
                {line.archived
                  ? <span className="basket-line__stock" role="status">{t.noLongerAvailable}</span>
                  : <span className="basket-line__price">{line.lineTotal}</span>}
                {variant === 'page' && !line.archived && line.quantity > line.maxQuantity && (
                  <span className="basket-line__stock" role="status">
                    {line.maxQuantity === 0 ? t.outOfStock : interpolate(t.onlyLeftInStock, { count: line.maxQuantity })}
                  </span>
                )}
                <div className="basket-line__quantity" role="group" aria-label={interpolate(t.quantityOf, { name: line.productName })}>
                  <button type="button" className="quantity-button" data-action="decrease" disabled={busy !== null || fading}
                    aria-label={interpolate(t.decreaseQuantity, { name: line.productName })} onClick={() => void change(line, 'decrease')}>−</button>
                  <output className="basket-line__count" aria-live="polite">{line.quantity}</output>
                  <button type="button" className="quantity-button" data-action="increase" disabled={busy !== null || fading || line.quantity >= line.maxQuantity}
                    aria-label={interpolate(t.increaseQuantity, { name: line.productName })} onClick={() => void change(line, 'increase')}>+</button>
                  <button type="button" className="basket-line__remove" data-action="delete" disabled={busy !== null || fading}
                    aria-label={interpolate(t.removeItem, { name: line.productName })} onClick={() => void change(line, 'delete')}>{t.remove}</button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && (
        <p className="quick-basket__total"><span>{t.basketTotal}</span> <strong data-basket-total="">{total}</strong></p>
      )}
      {variant === 'panel' && <a className="button button--primary quick-basket__view" href="/basket">{t.viewBasket}</a>}
      {variant === 'panel' && view.suggestions.length > 0 && <CompleteTheLook products={view.suggestions} />}
    </div>
  );
}

