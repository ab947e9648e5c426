/**
 * The hearts on product tiles (spec section 4), driven without an island each: a category or
 * search page has dozens, and an island apiece cost each page miss about a quarter of its render
 * on the server (props block, wrapper and hooks per tile) and a React root per tile in the browser.
 * The server renders each as the product page's heart button, disabled; this reads the wishlist
 * once, then keeps every tile heart's pressed state in step with the client store and handles
 * presses by delegation, the same press as the product page's heart.
 */
import { isHeartActive } from '../../../../domain/wishlist/wishlist.js';
import { getClientState, subscribeClientStore } from '../../runtime/client-store.js';
import { pressHeart } from './heart-press.client.js';
import { TILE_HEART } from './tile-heart-marker.js';
import { loadWishlist } from './wishlist-state.client.js';

export interface TileHearts {
  /** Brings every tile heart under `root` (new ones included) in line with the wishlist. */
  sync(): void;
}

export function startTileHearts(root: Document): TileHearts {
  let ready = false;
  const sync = (): void => {
    const ids = getClientState().wishlistIds;
    for (const heart of root.querySelectorAll<HTMLButtonElement>(TILE_HEART)) {
      const active = isHeartActive({ activeProductIds: ids }, Number(heart.dataset.productId));
      heart.setAttribute('aria-pressed', String(active));
      heart.classList.toggle('is-active', active);
      heart.disabled = !ready;
    }
  };
  subscribeClientStore(sync);
  root.addEventListener('click', (event) => {
    const heart = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(TILE_HEART) : null;
    if (heart === null || heart.disabled) return;
    heart.setAttribute('aria-busy', 'true');
    void pressHeart(Number(heart.dataset.productId)).finally(() => heart.removeAttribute('aria-busy'));
  });
  void loadWishlist().catch(() => undefined).finally(() => {
    ready = true;
    sync();
  });
  return { sync };
}
