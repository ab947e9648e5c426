/**
 * The wishlist as the page reads it (spec sections 4 and 7): GET /wishlist/api/get cached in
 * session storage under 'wishlist' (300 s); every answer updates the client store's wishlist ids
 * and the caches. The hearts and the header count need only this at page load; the changes
 * (wishlist.client.ts) load on the first press.
 */
import { isCacheFresh } from '../../rules/cached-fetch.js';
import { STORAGE_KEYS } from '../../rules/storage-keys.js';
import type { WishlistItem } from '../../../../domain/wishlist/wishlist.js';
import { setClientState } from '../../runtime/client-store.js';
import { patchCachedUserDataLayer } from '../accounts/user-data-layer.client.js';

export const WISHLIST_GET_URL = '/wishlist/api/get';

export interface WishlistSummary {
  items: WishlistItem[];
  count: number;
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

const listeners = new Set<() => void>();
let known = false;
/** Whether the wishlist has been read from the server on this page (the hearts then show it). */
export const isWishlistKnown = (): boolean => known;
export function subscribeWishlistKnown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the answer everywhere the page reads the wishlist from. */
export function rememberWishlist(summary: WishlistSummary, now = Date.now()): void {
  try {
    storage()?.setItem(STORAGE_KEYS.wishlist, JSON.stringify({ storedAtMs: now, summary }));
  } catch {
    // Storage blocked: the store still has it for this page.
  }
  patchCachedUserDataLayer({ wishlistCount: summary.count });
  setClientState({ wishlistIds: summary.items.map((item) => item.productID) });
  if (!known) {
    known = true;
    for (const listener of listeners) listener();
  }
}

/**
 * Drops the stored copy while a change is on its way, so a page opened before its answer arrives
 * reads the wishlist from the server instead of a copy that predates the change.
 */
export function forgetStoredWishlist(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.wishlist);
  } catch {
    // Storage blocked: nothing is stored either.
  }
}

function storedWishlist(now: number): WishlistSummary | null {
  try {
    const text = storage()?.getItem(STORAGE_KEYS.wishlist);
    if (!text) return null;
    const stored = JSON.parse(text) as { storedAtMs?: number; summary?: WishlistSummary };
    return typeof stored.storedAtMs === 'number' && isCacheFresh(stored.storedAtMs, now) && Array.isArray(stored.summary?.items) ? stored.summary : null;
  } catch {
    return null;
  }
}

let loading: Promise<WishlistSummary> | null = null;

/** The wishlist: the cached copy when fresh, else one shared request. */
export function loadWishlist(options: { noCache?: boolean; fetchImpl?: Fetch } = {}): Promise<WishlistSummary> {
  const cached = options.noCache ? null : storedWishlist(Date.now());
  if (cached) {
    rememberWishlist(cached);
    return Promise.resolve(cached);
  }
  if (loading && !options.noCache) return loading;
  const fetchImpl = options.fetchImpl ?? ((url, init) => fetch(url, init));
  loading = fetchImpl(WISHLIST_GET_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${WISHLIST_GET_URL} answered ${response.status}`);
      const summary = (await response.json()) as WishlistSummary;
      rememberWishlist(summary);
      return summary;
    })
    .finally(() => { loading = null; });
  return loading;
}
