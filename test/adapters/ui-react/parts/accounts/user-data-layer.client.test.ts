import { describe, expect, it } from 'vitest';
import { getClientState, setClientState } from '../../../../../src/adapters/ui-react/runtime/client-store.js';
import { getUserDataLayer, patchCachedUserDataLayer } from '../../../../../src/adapters/ui-react/parts/accounts/user-data-layer.client.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function server(basketCount = 2) {
  const calls: string[] = [];
  const fetchImpl = async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ isShopper: true, shopperName: 'Ada', basketCount, wishlistCount: 3, RequestVerificationToken: `t${calls.length}` }), { status: 200 });
  };
  return { calls, fetchImpl };
}

describe('user data layer client', () => {
  it("fetches once, keeps the layer under 'user-datalayer' for 300 s, and noCache fetches again", async () => {
    const storage = memoryStorage();
    const { calls, fetchImpl } = server();
    let now = 1_000_000;
    const options = { storage, fetchImpl, doc: null, now: () => now };
    const first = await getUserDataLayer(options);
    expect(first).toMatchObject({ isShopper: true, shopperName: 'Ada', basketCount: 2, wishlistCount: 3, RequestVerificationToken: 't1' });
    expect(JSON.parse(storage.items.get('user-datalayer')!)).toEqual({ storedAtMs: 1_000_000, layer: first });
    now += 299_999;
    expect((await getUserDataLayer(options)).RequestVerificationToken).toBe('t1');
    expect(calls).toEqual(['/api/user/datalayer']);
    now += 1;
    expect((await getUserDataLayer(options)).RequestVerificationToken).toBe('t2');
    expect((await getUserDataLayer({ ...options, noCache: true })).RequestVerificationToken).toBe('t3');
    expect(calls).toHaveLength(3);
  });

  it('a fetched layer sets the basket count; a cached one does not overwrite a newer count', async () => {
    const storage = memoryStorage();
    await getUserDataLayer({ storage, fetchImpl: server(4).fetchImpl, doc: null, noCache: true });
    expect(getClientState().basketCount).toBe(4);
    setClientState({ basketCount: 5 });
    await getUserDataLayer({ storage, fetchImpl: server(4).fetchImpl, doc: null });
    expect(getClientState().basketCount).toBe(5);
  });

  it('ignores an unreadable stored copy and patches a stored one in place', async () => {
    const storage = memoryStorage();
    storage.setItem('user-datalayer', '{"not":"a layer"}');
    const { calls, fetchImpl } = server();
    await getUserDataLayer({ storage, fetchImpl, doc: null });
    expect(calls).toHaveLength(1);
    patchCachedUserDataLayer({ wishlistCount: 7 }, storage as unknown as Storage);
    expect(JSON.parse(storage.items.get('user-datalayer')!).layer.wishlistCount).toBe(7);
  });

  it('on a page marked as changing the session, every island that asks gets the new layer, not the stored one of the session before', async () => {
    const storage = memoryStorage();
    const now = () => 1_000_000;
    const guest = { isShopper: false, basketCount: 0, wishlistCount: 0, RequestVerificationToken: 'old' };
    storage.setItem('user-datalayer', JSON.stringify({ storedAtMs: now(), layer: guest }));
    const markedPage = {
      querySelector: (selector: string) => (selector === '[data-user-datalayer-refresh]' ? {} : null),
      getElementById: () => null,
    } as unknown as Document;
    const { calls, fetchImpl } = server();
    const [accountLink, wishlistCount, basketButton] = await Promise.all([1, 2, 3].map(() => getUserDataLayer({ storage, fetchImpl, doc: markedPage, now })));
    for (const layer of [accountLink, wishlistCount, basketButton]) expect(layer).toMatchObject({ isShopper: true, shopperName: 'Ada', RequestVerificationToken: 't1' });
    expect(calls).toHaveLength(1);
  });
});
