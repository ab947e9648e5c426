import { useEffect } from 'react';
import { quickBasketBadge } from '../../rules/basket/quick-basket-count.js';
import { setClientState, useClientStore } from '../../runtime/client-store.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { QUICK_BASKET_COUNT_URL } from './basket-urls.js';

export interface BasketButtonProps {
  /** The site's variant class ('is-ev', 'is-mc', ...): the badge rules depend on it. */
  variantClass: string;
}

/**
 * The header's basket button (spec section 4): the count badge is blank at 0 (except on 'ev'),
 * the button is active on 'mc' while the basket holds something. Cached pages carry no count:
 * the island reads it from /basket/quickbasket/count once per page. The quick basket's code is
 * loaded on the first press.
 */
export function BasketButton({ variantClass }: BasketButtonProps) {
  const t = useStrings();
  const count = useClientStore((s) => s.basketCount);

  useEffect(() => {
    if (count !== null) return;
    void fetch(QUICK_BASKET_COUNT_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ count: number }>) : { count: 0 }))
      .then((body) => setClientState({ basketCount: body.count }))
      .catch(() => setClientState({ basketCount: 0 }));
  }, [count]);

  const badge = quickBasketBadge(count ?? 0, variantClass);
  const shown = count === null ? '' : badge.text;
  return (
    <a className={`basket-button${badge.active ? ' is-active' : ''}`} href="/basket"
      onClick={(event) => {
        event.preventDefault();
        const opener = event.currentTarget;
        void import('./quick-basket.client.js').then((m) => m.openQuickBasket({ noCache: false, opener }));
      }}>
      <svg className="basket-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 7h12l-1 13H7L6 7zm3 0V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="basket-button__text">{t.basket}</span>
      <span className="basket-button__count" data-basket-count="" aria-hidden="true">{shown}</span>
      {count !== null && <span className="visually-hidden">{interpolate(t.basketItemCount, { count })}</span>}
    </a>
  );
}
