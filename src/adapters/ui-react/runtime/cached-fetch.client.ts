/**
 * Cached fetch (spec section 7): JSON or text answers kept in session storage for 300 s under
 * 'fetch-cache:{url}'; only status 200 is stored; `noCache` skips the stored copy (and stores
 * the fresh answer). Rules come from rules/cached-fetch.ts (`usableCachedBody`, `isCacheable`).
 *
 * Usage:
 *   const wishlist = await cachedFetch<Wishlist>('/wishlist/api/get');            // JSON
 *   const html = await cachedFetch<string>('/basket/quickbasket', { kind: 'text', noCache: true });
 *   forgetCached('/wishlist/api/get');                                            // after a change
 * Storage failures (private mode, quota) fall back to a plain fetch.
 */
import { isCacheable, usableCachedBody, type CachedResponse } from '../rules/cached-fetch.js';
import { fetchCacheKey } from '../rules/storage-keys.js';
import { RequestFailedError, jsonRequestInit, type FetchImpl } from './fetch-json.client.js';
import { FRAGMENT_HEADERS } from './fetch-fragment.client.js';

export interface CachedFetchOptions {
  kind?: 'json' | 'text';
  /** The session-storage key; 'fetch-cache:{url}' unless the spec names one (e.g. 'quickbasket'). */
  key?: string;
  noCache?: boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
  fetchImpl?: FetchImpl;
}

const defaultStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

function readEntry(storage: CachedFetchOptions['storage'], key: string): CachedResponse | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const entry = JSON.parse(text) as Partial<CachedResponse>;
    return typeof entry.storedAtMs === 'number' && typeof entry.body === 'string' && (entry.kind === 'json' || entry.kind === 'text')
      ? (entry as CachedResponse)
      : null;
  } catch {
    return null;
  }
}

export async function cachedFetch<T>(url: string, options: CachedFetchOptions = {}): Promise<T> {
  const kind = options.kind ?? 'json';
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetchImpl ?? ((u, i) => fetch(u, i));
  const key = options.key ?? fetchCacheKey(url);
  const cached = usableCachedBody(readEntry(storage, key), now(), options.noCache);
  if (cached !== null) return (kind === 'json' ? JSON.parse(cached) : cached) as T;

  const init = kind === 'json' ? jsonRequestInit() : { method: 'GET', credentials: 'same-origin' as const, headers: { ...FRAGMENT_HEADERS } };
  const response = await fetchImpl(url, init);
  if (!response.ok) throw new RequestFailedError(url, response.status, response.statusText);
  const body = await response.text();
  if (isCacheable(response.status)) {
    const entry: CachedResponse = { storedAtMs: now(), kind, body };
    try {
      storage?.setItem(key, JSON.stringify(entry));
    } catch {
      // Full or unavailable storage: the answer is still returned, just not kept.
    }
  }
  return (kind === 'json' ? JSON.parse(body) : body) as T;
}

/** Drops the stored answer of a URL (or of a named key), so the next cached fetch asks the server. */
export function forgetCached(url: string, storage: Pick<Storage, 'removeItem'> | null = defaultStorage(), key = fetchCacheKey(url)): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Unavailable storage holds nothing to forget.
  }
}
