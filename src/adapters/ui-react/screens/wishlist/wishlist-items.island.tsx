import { useState, type FormEvent } from 'react';
import { WISHLIST_TOAST_MS } from '../../rules/timings.js';
import { Price } from '../../parts/chrome/price.js';
import { ProductPicture } from '../../parts/catalog/product-picture.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { showToast } from '../../runtime/widgets/toast.client.js';
import type { WishlistItemView, WishlistNotice } from './wishlist-page.view.js';
import { changeWishlist, postWishlistChange, refreshAfterBasketChange, WISHLIST_API } from '../../parts/wishlist/wishlist.client.js';
import { sizeShown } from '../../../../domain/catalog/uk-sizes.js';

export const WISHLIST_MOVE_ACTION = '/wishlist/move';
export const WISHLIST_REMOVE_ACTION = '/wishlist/remove';
export const ANTI_FORGERY_FIELD = 'RequestVerificationToken';

export interface WishlistItemsProps {
  items: WishlistItemView[];
  token: string;
  notice: WishlistNotice;
}

function WishlistItemCard({ item, token, onMove, onRemove }: {
  item: WishlistItemView;
  token: string;
  onMove: (event: FormEvent<HTMLFormElement>, item: WishlistItemView) => void;
  onRemove: (event: FormEvent<HTMLFormElement>, item: WishlistItemView) => void;
}) {
  const t = useStrings();
  const headingId = `wishlist-item-${item.productId}`;
  return (
    <li className="wishlist-item" data-product-id={item.productId}>
      <ProductPicture className="wishlist-item__image" src={item.image} use="tile" alt="" width={533} height={800} lazy />
      <div className="wishlist-item__details">
        <h2 className="wishlist-item__name" id={headingId}><a href={item.href}>{item.name}</a></h2>
        {!item.archived && <Price price={item.price} />}
        {item.archived ? (
          <p className="wishlist-item__gone">{t.noLongerAvailable}</p>
        ) : item.sizes.length > 0 ? (
          <form className="wishlist-item__move" method="post" action={WISHLIST_MOVE_ACTION} onSubmit={(e) => onMove(e, item)}>
            <input type="hidden" name={ANTI_FORGERY_FIELD} value={token} />
            <input type="hidden" name="productId" value={item.productId} />
            <fieldset className="wishlist-item__sizes">
              <legend className="wishlist-item__legend">{interpolate(t.wishlistChooseSize, { name: item.name })}</legend>
              <div className="size-options">
                {item.sizes.map((size, i) => (
                  <span className={`size-option ${size.stock}`} key={size.stockId}>
                    <input className="size-option__input" type="radio" name="stockId" id={`wishlist-size-${item.productId}-${i}`}
                      value={size.stockId} disabled={size.stock === 'nostock'} required />
                    <label className="size-option__label" htmlFor={`wishlist-size-${item.productId}-${i}`}>
                      {sizeShown(size.label, t.sizeOneSize)}
                      {size.stock === 'nostock' && <span className="visually-hidden">{`, ${t.sizeOutOfStock}`}</span>}
                    </label>
                  </span>
                ))}
              </div>
            </fieldset>
            <button className="button button--primary" type="submit">{t.wishlistMoveToBag}</button>
          </form>
        ) : (
          <a className="button button--primary wishlist-item__choose" href={item.href}>{t.wishlistChooseOnProductPage}</a>
        )}
        <form className="wishlist-item__remove" method="post" action={WISHLIST_REMOVE_ACTION} onSubmit={(e) => onRemove(e, item)}>
          <input type="hidden" name={ANTI_FORGERY_FIELD} value={token} />
          <input type="hidden" name="productId" value={item.productId} />
          <button className="button button--secondary" type="submit" aria-label={interpolate(t.wishlistRemoveLabel, { name: item.name })}>
            {t.wishlistRemove}
          </button>
        </form>
      </div>
    </li>
  );
}

/**
 * The wishlist page's items. Without JavaScript each form posts and the page comes back; with it
 * the forms call the JSON routes and the list updates in place.
 */
export function WishlistItems({ items: initial, token, notice: initialNotice }: WishlistItemsProps) {
  const t = useStrings();
  const [items, setItems] = useState(initial);
  const [notice, setNotice] = useState(initialNotice);

  const drop = (productId: number) => setItems((current) => current.filter((i) => i.productId !== productId));

  const onRemove = async (event: FormEvent<HTMLFormElement>, item: WishlistItemView) => {
    event.preventDefault();
    const outcome = await changeWishlist('delete', item.productId);
    if (!outcome.success) return void showToast(outcome.message, { durationMs: WISHLIST_TOAST_MS });
    drop(item.productId);
    setNotice({ kind: 'success', text: interpolate(t.wishlistRemoved, { name: item.name }) });
  };

  const onMove = async (event: FormEvent<HTMLFormElement>, item: WishlistItemView) => {
    event.preventDefault();
    const stockId = new FormData(event.currentTarget).get('stockId');
    if (typeof stockId !== 'string' || stockId === '') return void showToast(t.selectSize, { durationMs: WISHLIST_TOAST_MS });
    const url = `${WISHLIST_API.move}?productId=${item.productId}&stockId=${encodeURIComponent(stockId)}`;
    const body = await postWishlistChange(url).catch(() => ({ success: false, message: t.serverError }));
    if (!body.success) return void showToast(body.message ?? t.genericError, { durationMs: WISHLIST_TOAST_MS });
    drop(item.productId);
    setNotice({ kind: 'success', text: interpolate(t.wishlistMoved, { name: item.name }) });
    await refreshAfterBasketChange();
  };

  return (
    <div className="wishlist">
      <p className={`wishlist__notice${notice ? ` wishlist__notice--${notice.kind}` : ''}`} role="status">{notice?.text ?? ''}</p>
      {items.length === 0 ? (
        <div className="wishlist__empty">
          <p>{t.wishlistEmpty}</p>
          <a className="button button--primary" href="/">{t.continueShopping}</a>
        </div>
      ) : (
        <ul className="wishlist__items">
          {items.map((item) => (
            <WishlistItemCard key={item.productId} item={item} token={token} onMove={(e, i) => void onMove(e, i)} onRemove={(e, i) => void onRemove(e, i)} />
          ))}
        </ul>
      )}
    </div>
  );
}
