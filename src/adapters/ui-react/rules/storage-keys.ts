/**
 * Session-storage keys (spec section 3). The spec names 'sizing-region', 'quickbasket' and
 * 'wishlist'; the user data layer and cached fetch key names are not shown, so these are chosen:
 * 'user-datalayer' and 'fetch-cache:' followed by the request URL.
 */
export const STORAGE_KEYS = {
  sizingRegion: 'sizing-region',
  quickBasket: 'quickbasket',
  wishlist: 'wishlist',
  userDataLayer: 'user-datalayer',
} as const;

export const FETCH_CACHE_KEY_PREFIX = 'fetch-cache:';

export function fetchCacheKey(url: string): string {
  return `${FETCH_CACHE_KEY_PREFIX}${url}`;
}
