/**
 * The wishlist from the browser (spec sections 4, 7 and 8): GET /wishlist/api/get cached in
 * session storage under 'wishlist' (300 s), POST /wishlist/api/add and /wishlist/api/delete with
 * `productId` in the query and the anti-forgery token in the RequestVerificationToken header, one
 * request per product. Every answer updates the client store's wishlist ids and the caches.
 */
import { isCacheFresh } from '../../../domain/client/cached-fetch.js';
import { messages } from '../../../domain/client/messages.js';
import { STORAGE_KEYS } from '../../../domain/client/storage-keys.js';
import type { WishlistItem, WishlistRequest } from '../../../domain/shopping/wishlist.js';
import { setClientState } from '../client/client-store.js';
import { antiForgeryToken, getUserDataLayer, patchCachedUserDataLayer } from '../account/user-data-layer.client.js';

export const WISHLIST_API = {
  get: '/wishlist/api/get',
  add: '/wishlist/api/add',
  delete: '/wishlist/api/delete',
  move: '/wishlist/api/move',
} as const;

export interface WishlistSummary {
  items: WishlistItem[];
  count: number;
}

export interface WishlistChangeResponse {
  success: boolean;
  message?: string;
  dataLayer?: string;
  cachedWishListItems?: WishlistItem[];
  count?: number;
}

/** The outcome of a change for the heart and its toast: ok, refused by the server, or not reached. */
export type WishlistChangeOutcome = { success: true } | { success: false; message: string };

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
  loading = fetchImpl(WISHLIST_API.get, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${WISHLIST_API.get} answered ${response.status}`);
      const summary = (await response.json()) as WishlistSummary;
      rememberWishlist(summary);
      return summary;
    })
    .finally(() => { loading = null; });
  return loading;
}

function pushDataLayer(dataLayer: string | undefined): void {
  if (!dataLayer || typeof window === 'undefined') return;
  try {
    const target = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    target.push(JSON.parse(dataLayer));
  } catch {
    // A malformed analytics event must not break the wishlist.
  }
}

async function post(url: string, fetchImpl: Fetch, fresh: boolean): Promise<Response> {
  const token = await antiForgeryToken({ fresh });
  return fetchImpl(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', RequestVerificationToken: token },
  });
}

/** One POST; a 403 (token out of date) is retried once with a fresh token. Throws when not reached. */
export async function postWishlistChange(url: string, fetchImpl: Fetch = (u, i) => fetch(u, i)): Promise<WishlistChangeResponse> {
  let response = await post(url, fetchImpl, false);
  if (response.status === 403) response = await post(url, fetchImpl, true);
  const body = (await response.json().catch(() => ({}))) as Partial<WishlistChangeResponse>;
  const success = response.ok && body.success === true;
  if (success && Array.isArray(body.cachedWishListItems)) {
    rememberWishlist({ items: body.cachedWishListItems, count: body.count ?? body.cachedWishListItems.length });
  }
  if (success) pushDataLayer(body.dataLayer);
  return { ...body, success, ...(success ? {} : { message: body.message ?? messages.genericError }) };
}

/**
 * Adds or deletes one product, or several with one request each. A single product that could not
 * be reached gives 'server error'; any failure among several gives 'error processing one or more
 * products'; a single refusal keeps the server's message.
 */
export async function changeWishlist(request: WishlistRequest, productIds: number | readonly number[], fetchImpl?: Fetch): Promise<WishlistChangeOutcome> {
  const ids = typeof productIds === 'number' ? [productIds] : [...productIds];
  const url = request === 'add' ? WISHLIST_API.add : WISHLIST_API.delete;
  const results = await Promise.all(ids.map((id) =>
    postWishlistChange(`${url}?productId=${encodeURIComponent(id)}`, fetchImpl).then(
      (body): WishlistChangeOutcome => (body.success ? { success: true } : { success: false, message: body.message ?? messages.genericError }),
      (): WishlistChangeOutcome => ({ success: false, message: messages.serverError }),
    )));
  const failed = results.filter((r): r is { success: false; message: string } => !r.success);
  if (failed.length === 0) return { success: true };
  if (ids.length > 1) return { success: false, message: messages.wishlistMultiFailed };
  return failed[0]!;
}

/** After a move to the bag: the basket count lives in the user data layer. */
export const refreshAfterBasketChange = (): Promise<unknown> => getUserDataLayer({ noCache: true }).catch(() => undefined);
