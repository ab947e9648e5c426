import { describe, expect, test, vi } from 'vitest';
import { cachedFetch, forgetCached } from '../../../../src/adapters/ui-react/runtime/cached-fetch.client.js';
import { fetchFragment, withNoLayout } from '../../../../src/adapters/ui-react/runtime/fetch-fragment.client.js';
import { RequestFailedError, fetchJson } from '../../../../src/adapters/ui-react/runtime/fetch-json.client.js';

const answer = (status: number, body: unknown, statusText = 'OK') =>
  new Response(status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, statusText });

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe('fetchJson', () => {
  test('sends JSON accept and content-type with same-origin credentials; a body is sent as JSON', async () => {
    const fetchImpl = vi.fn(async () => answer(200, { success: true }));
    const result = await fetchJson<{ success: boolean }>('/api/basket/delete/4', { method: 'POST', body: { id: 4 } }, fetchImpl);
    expect(result).toEqual({ success: true });
    expect(fetchImpl).toHaveBeenCalledWith('/api/basket/delete/4', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"id":4}',
    });
  });

  test('fails on a non-ok status with the spec message', async () => {
    const fetchImpl = async () => answer(404, 'nope', 'Not Found');
    const failure = fetchJson('/wishlist/api/get', {}, fetchImpl);
    await expect(failure).rejects.toThrow('Request failed: /wishlist/api/get - 404 Not Found');
    await expect(failure).rejects.toBeInstanceOf(RequestFailedError);
  });
});

describe('fetchFragment', () => {
  test('adds nolayout=true and keeps the rest of the URL as it came', () => {
    expect(withNoLayout('/product/api/getquickviewproduct?url=%2Fproduct%2Fa-1')).toBe('/product/api/getquickviewproduct?url=%2Fproduct%2Fa-1&nolayout=true');
    expect(withNoLayout('/help#returns')).toBe('/help?nolayout=true#returns');
    expect(withNoLayout('/help?nolayout=false')).toBe('/help?nolayout=true');
    expect(withNoLayout('https://other.example/x')).toBe('https://other.example/x?nolayout=true');
  });

  test('GETs with the Ajax header and credentials, answering the HTML; failures carry the spec message', async () => {
    const fetchImpl = vi.fn(async () => answer(200, '<p>Hi</p>'));
    expect(await fetchFragment('/size-guide', {}, fetchImpl)).toBe('<p>Hi</p>');
    expect(fetchImpl).toHaveBeenCalledWith('/size-guide?nolayout=true', {
      method: 'GET', credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'text/html' },
    });
    await expect(fetchFragment('/gone', {}, async () => answer(500, '', 'Internal Server Error')))
      .rejects.toThrow('Request failed: /gone?nolayout=true - 500 Internal Server Error');
  });
});

describe('cachedFetch', () => {
  test('keeps a 200 answer for 300 s in session storage, then asks again', async () => {
    const storage = new MemoryStorage();
    let now = 1_000_000;
    let served = 0;
    const fetchImpl = vi.fn(async () => answer(200, { items: [++served] }));
    const options = { storage, now: () => now, fetchImpl };
    expect(await cachedFetch('/wishlist/api/get', options)).toEqual({ items: [1] });
    now += 299_999;
    expect(await cachedFetch('/wishlist/api/get', options)).toEqual({ items: [1] });
    now += 1;
    expect(await cachedFetch('/wishlist/api/get', options)).toEqual({ items: [2] });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.getItem('fetch-cache:/wishlist/api/get')!)).toMatchObject({ kind: 'json', storedAtMs: now });
  });

  test('noCache bypasses the stored copy; text answers are cached as text', async () => {
    const storage = new MemoryStorage();
    let n = 0;
    const fetchImpl = async () => answer(200, `<ul>${++n}</ul>`);
    const options = { storage, now: () => 5, fetchImpl, kind: 'text' as const };
    expect(await cachedFetch('/basket/quickbasket', options)).toBe('<ul>1</ul>');
    expect(await cachedFetch('/basket/quickbasket', options)).toBe('<ul>1</ul>');
    expect(await cachedFetch('/basket/quickbasket', { ...options, noCache: true })).toBe('<ul>2</ul>');
    expect(await cachedFetch('/basket/quickbasket', options)).toBe('<ul>2</ul>');
    forgetCached('/basket/quickbasket', storage);
    expect(await cachedFetch('/basket/quickbasket', options)).toBe('<ul>3</ul>');
  });

  test('only status 200 is stored; a failure throws the spec message and stores nothing', async () => {
    const storage = new MemoryStorage();
    await cachedFetch('/count', { storage, fetchImpl: async () => answer(203, { count: 1 }, 'Non-Authoritative') });
    expect(storage.items.size).toBe(0);
    await expect(cachedFetch('/count', { storage, fetchImpl: async () => answer(503, '', 'Service Unavailable') }))
      .rejects.toThrow('Request failed: /count - 503 Service Unavailable');
    expect(storage.items.size).toBe(0);
  });

  test('a broken or full storage falls back to the network', async () => {
    const storage = { getItem: () => '{not json', setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(await cachedFetch('/count', { storage, fetchImpl: async () => answer(200, { count: 3 }) })).toEqual({ count: 3 });
  });
});
