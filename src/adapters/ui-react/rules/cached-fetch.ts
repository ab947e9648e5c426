import { CACHE_TTL_MS } from './timings.js';

/** Cached fetch (spec section 7): JSON or text responses kept in session storage for 300 s. */
export { CACHE_TTL_MS };

export interface CachedResponse {
  storedAtMs: number;
  kind: 'json' | 'text';
  body: string;
}

/** Only a 200 response is cached. */
export function isCacheable(status: number): boolean {
  return status === 200;
}

/** Fresh while younger than the TTL; an entry stamped in the future (clock moved back) is stale. */
export function isCacheFresh(storedAtMs: number, nowMs: number): boolean {
  const ageMs = nowMs - storedAtMs;
  return ageMs >= 0 && ageMs < CACHE_TTL_MS;
}

/** The cached body to use, or null to fetch: bypassed by noCache, ignored when stale. */
export function usableCachedBody(entry: CachedResponse | null, nowMs: number, noCache = false): string | null {
  if (noCache || entry === null || !isCacheFresh(entry.storedAtMs, nowMs)) return null;
  return entry.body;
}
