import { WISHLIST_TOAST_MS } from '../../rules/timings.js';
import { settleToggle, toggleHeart } from '../../../../domain/wishlist/wishlist.js';
import { getClientState, setClientState } from '../../runtime/client-store.js';

/** The code of a change (and its toast), loaded on the first press. */
const loadChanges = () => Promise.all([import('./wishlist.client.js'), import('../../runtime/widgets/toast.client.js')]);

/**
 * A press on a heart (spec section 4): flips it at once in the client store (every heart of the
 * product follows), sends the add or delete, and flips it back with a toast when refused.
 */
export async function pressHeart(productId: number): Promise<void> {
  const toggle = toggleHeart({ activeProductIds: getClientState().wishlistIds }, productId);
  setClientState({ wishlistIds: toggle.state.activeProductIds });
  const [{ changeWishlist }, { showToast }] = await loadChanges();
  const outcome = await changeWishlist(toggle.pending.request, productId);
  const settled = settleToggle({ activeProductIds: getClientState().wishlistIds }, toggle.pending, outcome.success);
  setClientState({ wishlistIds: settled.activeProductIds });
  if (!outcome.success) showToast(outcome.message, { durationMs: WISHLIST_TOAST_MS });
}
