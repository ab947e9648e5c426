/**
 * Fragment loading (spec sections 2 and 7): GET with credentials, the header
 * 'X-Requested-With: XMLHttpRequest' and the query nolayout=true, answering HTML.
 *
 * Usage:
 *   panel.innerHTML = await fetchFragment('/product/api/getquickviewproduct?url=/product/red-dress');
 * Islands inside inserted HTML are hydrated by the MutationObserver the client entry starts
 * (`watchForIslands`), so callers only insert the HTML. Non-ok answers throw `RequestFailedError`.
 */
import { assertOk, type FetchImpl } from './fetch-json.client.js';

export const FRAGMENT_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'text/html' } as const;

/** The URL with nolayout=true added (kept as relative as it came, hash preserved). */
export function withNoLayout(url: string, base = 'http://fragment.invalid'): string {
  const parsed = new URL(url, base);
  parsed.searchParams.set('nolayout', 'true');
  const sameBase = parsed.origin === new URL(base).origin && !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
  return sameBase ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

export async function fetchFragment(url: string, init: { signal?: AbortSignal } = {}, fetchImpl: FetchImpl = (u, i) => fetch(u, i)): Promise<string> {
  const target = withNoLayout(url);
  const request: RequestInit = { method: 'GET', credentials: 'same-origin', headers: { ...FRAGMENT_HEADERS } };
  if (init.signal) request.signal = init.signal;
  const response = assertOk(target, await fetchImpl(target, request));
  return response.text();
}
