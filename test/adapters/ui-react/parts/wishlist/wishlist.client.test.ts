import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../../../src/adapters/i18n/en.js';
import { getClientState, setClientState } from '../../../../../src/adapters/ui-react/runtime/client-store.js';
import { changeWishlist } from '../../../../../src/adapters/ui-react/parts/wishlist/wishlist.client.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server stand-in: the page's strings block; the user data layer gives tokens; each wishlist POST is answered by `answer`. */
function serve(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (selector === 'script#translatable-strings' ? { textContent: JSON.stringify(en.page) } : null),
    getElementById: () => null,
  });
  const posts: Array<{ url: string; token: string | null }> = [];
  let tokens = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/user/datalayer')) {
      return json(200, { isShopper: false, basketCount: 0, wishlistCount: 0, RequestVerificationToken: `token-${++tokens}` });
    }
    posts.push({ url, token: new Headers(init?.headers).get('RequestVerificationToken') });
    return answer(url, init);
  });
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setClientState({ wishlistIds: [] });
});

describe('wishlist client', () => {
  it('sends one request per product, each with the anti-forgery header, and keeps the ids the server answered', async () => {
    const posts = serve((url) => {
      const id = Number(new URL(url, 'http://x').searchParams.get('productId'));
      return json(200, { success: true, dataLayer: '{}', cachedWishListItems: [{ productID: id }], count: 1 });
    });
    expect(await changeWishlist('add', [11, 12, 13])).toEqual({ success: true });
    expect(posts.map((p) => p.url).sort()).toEqual(['/wishlist/api/add?productId=11', '/wishlist/api/add?productId=12', '/wishlist/api/add?productId=13']);
    expect(posts.every((p) => p.token?.startsWith('token-'))).toBe(true);
    expect(getClientState().wishlistIds).toHaveLength(1);
  });

  it("a failure among several products gives 'error processing one or more products'", async () => {
    serve((url) => (url.endsWith('=12') ? json(404, { success: false, message: 'Product 12 does not exist.' }) : json(200, { success: true, cachedWishListItems: [], count: 0 })));
    expect(await changeWishlist('delete', [11, 12])).toEqual({ success: false, message: 'error processing one or more products' });
  });

  it("one product that cannot be reached gives 'server error'; a refusal keeps the server's message", async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await changeWishlist('add', 11)).toEqual({ success: false, message: 'server error' });
    vi.unstubAllGlobals();
    serve(() => json(200, { success: false, message: 'Not today.' }));
    expect(await changeWishlist('add', 11)).toEqual({ success: false, message: 'Not today.' });
  });

  it('retries once with a fresh token after a 403', async () => {
    let calls = 0;
    const posts = serve(() => (++calls === 1 ? json(403, { message: 'token out of date' }) : json(200, { success: true, cachedWishListItems: [{ productID: 11 }], count: 1 })));
    expect(await changeWishlist('add', 11)).toEqual({ success: true });
    expect(posts).toHaveLength(2);
    expect(posts[0]!.token).not.toBe(posts[1]!.token);
  });

  it('sends changes one after another in the order pressed, and shows only the last answer (an earlier one predates the changes behind it)', async () => {
    const server: number[] = [];
    const answers: Array<() => void> = [];
    const posts = serve((url) => {
      const id = Number(new URL(url, 'http://x').searchParams.get('productId'));
      if (url.includes('/add')) server.push(id);
      else server.splice(server.indexOf(id), 1);
      const list = [...server];
      return new Promise<Response>((resolve) => answers.push(() => resolve(json(200, { success: true, cachedWishListItems: list.map((productID) => ({ productID })), count: list.length }))));
    });
    const waitFor = async (n: number) => {
      while (answers.length < n) await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const changes = [changeWishlist('add', 11), changeWishlist('add', 12), changeWishlist('delete', 11)];
    await waitFor(1);
    expect(posts).toHaveLength(1);
    answers[0]!();
    await waitFor(2);
    expect(posts.map((p) => p.url)).toEqual(['/wishlist/api/add?productId=11', '/wishlist/api/add?productId=12']);
    answers[1]!();
    await waitFor(3);
    answers[2]!();
    expect(await Promise.all(changes)).toEqual([{ success: true }, { success: true }, { success: true }]);
    expect(getClientState().wishlistIds).toEqual([12]);
  });
});
