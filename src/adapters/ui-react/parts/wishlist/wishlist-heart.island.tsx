import { useEffect, useState } from 'react';
import { WISHLIST_TOAST_MS } from '../../behaviour/toast.js';
import { isHeartActive, settleToggle, toggleHeart } from '../../../../domain/shopping/wishlist.js';
import { getClientState, setClientState, useClientStore } from '../../runtime/client-store.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { HeartIcon } from './heart-icon.js';
import { loadWishlist } from './wishlist-state.client.js';

/** The code of a change (and its toast), loaded on the first press. */
const loadChanges = () => Promise.all([import('./wishlist.client.js'), import('../../runtime/widgets/toast.client.js')]);

export interface WishlistHeartProps {
  productId: number;
  productName: string;
}

/**
 * The heart on a product tile or page (spec section 4): pressed when the product is on the
 * wishlist. A press flips it at once and sends the add or delete; a refusal flips it back.
 * It stays disabled until the wishlist has been read, since the page itself is cached and shared.
 */
export function WishlistHeart({ productId, productName }: WishlistHeartProps) {
  const t = useStrings();
  const ids = useClientStore((s) => s.wishlistIds);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    loadWishlist().catch(() => undefined).finally(() => { if (live) setReady(true); });
    return () => { live = false; };
  }, []);

  const active = isHeartActive({ activeProductIds: ids }, productId);

  const onClick = async () => {
    const toggle = toggleHeart({ activeProductIds: getClientState().wishlistIds }, productId);
    setClientState({ wishlistIds: toggle.state.activeProductIds });
    setBusy(true);
    const [{ changeWishlist }, { showToast }] = await loadChanges();
    const outcome = await changeWishlist(toggle.pending.request, productId);
    const settled = settleToggle({ activeProductIds: getClientState().wishlistIds }, toggle.pending, outcome.success);
    setClientState({ wishlistIds: settled.activeProductIds });
    setBusy(false);
    if (!outcome.success) showToast(outcome.message, { durationMs: WISHLIST_TOAST_MS });
  };

  return (
    <button type="button" className={`wishlist-heart${active ? ' is-active' : ''}`} aria-pressed={active}
      aria-label={interpolate(t.wishlistHeartLabel, { name: productName })} disabled={!ready}
      aria-busy={busy || undefined} data-product-id={productId} onClick={() => void onClick()}>
      <HeartIcon />
    </button>
  );
}
