import { describe, expect, test, vi } from 'vitest';
import { createClientStore } from '../../../../src/adapters/ui-react/runtime/client-store.js';
import { debounce } from '../../../../src/adapters/ui-react/runtime/debounce.js';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('client store', () => {
  test('starts with no basket count, no wishlist ids and the stored sizing region (UK by default)', () => {
    expect(createClientStore(memory()).get()).toEqual({ basketCount: null, wishlistIds: [], sizingRegion: 'UK' });
    expect(createClientStore(memory({ 'sizing-region': 'EU' })).get().sizingRegion).toBe('EU');
    expect(createClientStore(null).get().sizingRegion).toBe('UK');
  });

  test('set merges, notifies subscribers, and stores a changed sizing region under sizing-region', () => {
    const storage = memory();
    const store = createClientStore(storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ basketCount: 2 });
    store.set((s) => ({ wishlistIds: [...s.wishlistIds, 7] }));
    store.set({ sizingRegion: 'US' });
    expect(store.get()).toEqual({ basketCount: 2, wishlistIds: [7], sizingRegion: 'US' });
    expect(storage.items.get('sizing-region')).toBe('US');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.set({ basketCount: 3 });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test('a set that changes nothing keeps the same state object and notifies no one', () => {
    const store = createClientStore(memory());
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    store.set({ basketCount: null, sizingRegion: 'UK' });
    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  test('a blank sizing region falls back to UK; storage that throws does not break the store', () => {
    const store = createClientStore({ getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } });
    expect(store.get().sizingRegion).toBe('UK');
    store.set({ sizingRegion: 'AU' });
    expect(store.get().sizingRegion).toBe('AU');
    store.set({ sizingRegion: '  ' });
    expect(store.get().sizingRegion).toBe('UK');
  });
});

describe('debounce', () => {
  test('runs once, the wait after the last call, with the last arguments; cancel drops it', () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const debounced = debounce(fn, 300);
      debounced('a');
      vi.advanceTimersByTime(200);
      debounced('b');
      vi.advanceTimersByTime(299);
      expect(fn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledExactlyOnceWith('b');
      debounced('c');
      debounced.cancel();
      vi.advanceTimersByTime(1000);
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
