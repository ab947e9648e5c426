import { describe, expect, test, vi } from 'vitest';
import { fetchQuickBasket, QUICK_BASKET_STORAGE_KEY } from '../../../../../src/adapters/ui-react/parts/basket/quick-basket.client.js';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const NOW = 1_700_000_000_000;
const stored = (view: string, count: number, storedAtMs = NOW - 1000) =>
  JSON.stringify({ storedAtMs, kind: 'json', body: JSON.stringify({ view, count }) });
const serverAnswer = (view: string, count: number) => vi.fn(async () => new Response(JSON.stringify({ view, count }), { status: 200 }));

describe("the quick basket cache under the spec's 'quickbasket' key", () => {
  test('is read when noCache is not asked: no request', async () => {
    const storage = new MemoryStorage();
    storage.setItem('quickbasket', stored('<p>cached</p>', 2));
    const fetchImpl = serverAnswer('<p>fresh</p>', 2);
    const answer = await fetchQuickBasket(null, false, 2, { storage, fetchImpl, now: () => NOW });
    expect(QUICK_BASKET_STORAGE_KEY).toBe('quickbasket');
    expect(answer).toEqual({ view: '<p>cached</p>', count: 2 });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('is bypassed with noCache (cache-busting c) and refilled with the fresh answer', async () => {
    const storage = new MemoryStorage();
    storage.setItem('quickbasket', stored('<p>cached</p>', 2));
    const fetchImpl = serverAnswer('<p>fresh</p>', 3);
    const answer = await fetchQuickBasket(12, true, 2, { storage, fetchImpl, now: () => NOW });
    expect(answer).toEqual({ view: '<p>fresh</p>', count: 3 });
    expect(fetchImpl).toHaveBeenCalledWith(`/basket/quickbasket?productid=12&c=${NOW}`, expect.anything());
    expect(JSON.parse(JSON.parse(storage.getItem('quickbasket')!).body)).toEqual({ view: '<p>fresh</p>', count: 3 });
  });

  test('an empty or stale store asks the server, and stores the answer under quickbasket', async () => {
    const storage = new MemoryStorage();
    storage.setItem('quickbasket', stored('<p>old</p>', 1, NOW - 300_000));
    const fetchImpl = serverAnswer('<p>fresh</p>', 1);
    expect(await fetchQuickBasket(null, false, 1, { storage, fetchImpl, now: () => NOW })).toEqual({ view: '<p>fresh</p>', count: 1 });
    expect(fetchImpl).toHaveBeenCalledWith('/basket/quickbasket', expect.anything());
    expect([...storage.items.keys()]).toEqual(['quickbasket']);
  });

  test('a stored answer whose count differs from the known basket count is refreshed', async () => {
    const storage = new MemoryStorage();
    storage.setItem('quickbasket', stored('<p>cached</p>', 1));
    const fetchImpl = serverAnswer('<p>fresh</p>', 4);
    expect(await fetchQuickBasket(null, false, 4, { storage, fetchImpl, now: () => NOW })).toEqual({ view: '<p>fresh</p>', count: 4 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
