import { assertNever } from '../shared/result.js';

/** Wishlist (spec sections 3 and 4): a list of product ids; the count is the list length. */
export interface WishlistItem {
  productID: number;
}

export function wishlistCount(items: readonly WishlistItem[]): number {
  return items.length;
}

/** An empty wishlist count shows blank. */
export function wishlistCountText(count: number): string {
  return count === 0 ? '' : String(count);
}

/** The hearts shown as active: the product ids on the wishlist as far as the page knows. */
export interface WishlistHearts {
  activeProductIds: readonly number[];
}

export type WishlistRequest = 'add' | 'delete';

export interface PendingToggle {
  productId: number;
  request: WishlistRequest;
}

export interface HeartToggle {
  state: WishlistHearts;
  pending: PendingToggle;
}

export function heartsFrom(items: readonly WishlistItem[]): WishlistHearts {
  return { activeProductIds: [...new Set(items.map((item) => item.productID))] };
}

export function isHeartActive(state: WishlistHearts, productId: number): boolean {
  return state.activeProductIds.includes(productId);
}

function withHeart(state: WishlistHearts, productId: number, active: boolean): WishlistHearts {
  const others = state.activeProductIds.filter((id) => id !== productId);
  return { activeProductIds: active ? [...others, productId] : others };
}

/**
 * Optimistic toggle: an inactive heart becomes active and sends an add; an active heart becomes
 * inactive and sends a delete.
 */
export function toggleHeart(state: WishlistHearts, productId: number): HeartToggle {
  const request: WishlistRequest = isHeartActive(state, productId) ? 'delete' : 'add';
  return { state: withHeart(state, productId, request === 'add'), pending: { productId, request } };
}

/** Undo an optimistic toggle whose response had success false. */
export function revertToggle(state: WishlistHearts, pending: PendingToggle): WishlistHearts {
  switch (pending.request) {
    case 'add':
      return withHeart(state, pending.productId, false);
    case 'delete':
      return withHeart(state, pending.productId, true);
    default:
      return assertNever(pending.request);
  }
}

/** Keep the optimistic state when the response succeeded, revert it otherwise. */
export function settleToggle(state: WishlistHearts, pending: PendingToggle, success: boolean): WishlistHearts {
  return success ? state : revertToggle(state, pending);
}
