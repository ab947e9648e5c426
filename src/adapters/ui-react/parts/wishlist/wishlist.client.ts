/**
 * The wishlist from the browser (spec sections 4, 7 and 8): GET /wishlist/api/get cached in
 * session storage under 'wishlist' (300 s), POST /wishlist/api/add and /wishlist/api/delete with
 * `productId` in the query and the anti-forgery token in the RequestVerificationToken header, one
 * request per product. Every answer updates the client store's wishlist ids and the caches.
 */
import type { WishlistItem, WishlistRequest } from '../../../../domain/wishlist/wishlist.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';
import { antiForgeryToken, getUserDataLayer } from '../accounts/user-data-layer.client.js';
import { forgetStoredWishlist, rememberWishlist, WISHLIST_GET_URL, type Fetch } from './wishlist-state.client.js';

// The read side lives in wishlist-state.client.ts (loaded with the hearts); re-exported for callers of this module.
export { isWishlistKnown, loadWishlist, rememberWishlist, subscribeWishlistKnown, type Fetch, type WishlistSummary } from './wishlist-state.client.js';

export const WISHLIST_API = {
  get: WISHLIST_GET_URL,
  add: '/wishlist/api/add',
  delete: '/wishlist/api/delete',
  move: '/wishlist/api/move',
} as const;

export interface WishlistChangeResponse {
  success: boolean;
  message?: string;
  dataLayer?: string;
  cachedWishListItems?: WishlistItem[];
  count?: number;
}

/** The outcome of a change for the heart and its toast: ok, refused by the server, or not reached. */
export type WishlistChangeOutcome = { success: true } | { success: false; message: string };

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
    // A shopper may leave the page right after pressing a heart: the change still reaches the server.
    keepalive: true,
    headers: { Accept: 'application/json', RequestVerificationToken: token },
  });
}

/** The changes sent so far, one after another, and how many have not been answered yet. */
let sending: Promise<unknown> = Promise.resolve();
let unanswered = 0;

/**
 * One POST; a 403 (token out of date) is retried once with a fresh token. Throws when not reached.
 * Changes go one after another, in the order pressed, so the server applies them in that order
 * (an add then a quick remove of one product never lands the other way round); each answer carries
 * the whole list, and only the answer of the last change in the queue replaces what the page shows
 * (an earlier one predates the changes still on their way, whose hearts are already flipped).
 */
export async function postWishlistChange(url: string, fetchImpl: Fetch = (u, i) => fetch(u, i)): Promise<WishlistChangeResponse> {
  unanswered += 1;
  const sent = sending.then(async () => {
    let response = await post(url, fetchImpl, false);
    if (response.status === 403) response = await post(url, fetchImpl, true);
    return response;
  }).finally(() => {
    unanswered -= 1;
  });
  sending = sent.catch(() => undefined);
  const response = await sent;
  const body = (await response.json().catch(() => ({}))) as Partial<WishlistChangeResponse>;
  const success = response.ok && body.success === true;
  if (success && Array.isArray(body.cachedWishListItems) && unanswered === 0) {
    rememberWishlist({ items: body.cachedWishListItems, count: body.count ?? body.cachedWishListItems.length });
  }
  if (success) pushDataLayer(body.dataLayer);
  return { ...body, success, ...(success ? {} : { message: body.message ?? pageStrings().genericError }) };
}

/**
 * Adds or deletes one product, or several with one request each. A single product that could not
 * be reached gives 'server error'; any failure among several gives 'error processing one or more
 * products'; a single refusal keeps the server's message.
 */
export async function changeWishlist(request: WishlistRequest, productIds: number | readonly number[], fetchImpl?: Fetch): Promise<WishlistChangeOutcome> {
  const ids = typeof productIds === 'number' ? [productIds] : [...productIds];
  const url = request === 'add' ? WISHLIST_API.add : WISHLIST_API.delete;
  forgetStoredWishlist();
  const results = await Promise.all(ids.map((id) =>
    postWishlistChange(`${url}?productId=${encodeURIComponent(id)}`, fetchImpl).then(
      (body): WishlistChangeOutcome => (body.success ? { success: true } : { success: false, message: body.message ?? pageStrings().genericError }),
      (): WishlistChangeOutcome => ({ success: false, message: pageStrings().serverError }),
    )));
  const failed = results.filter((r): r is { success: false; message: string } => !r.success);
  if (failed.length === 0) return { success: true };
  if (ids.length > 1) return { success: false, message: pageStrings().wishlistMultiFailed };
  return failed[0]!;
}

/** After a move to the bag: the basket count lives in the user data layer. */
export const refreshAfterBasketChange = (): Promise<unknown> => getUserDataLayer({ noCache: true }).catch(() => undefined);
