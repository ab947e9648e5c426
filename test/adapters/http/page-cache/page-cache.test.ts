import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodedBody, PageCache, type CachedPage } from '../../../../src/adapters/http/page-cache/page-cache.js';

const html = '<!doctype html><html><body>' + 'product '.repeat(500) + '</body></html>';

/** The same page asked three times at once, each render ending only after all three were asked; returns the pages and the renders made. */
async function threeConcurrentRequests(cache: PageCache): Promise<{ pages: CachedPage[]; renders: number }> {
  let renders = 0;
  const render = () => new Promise<{ status: number; html: string }>((r) => setImmediate(() => r({ status: 200, html: `x${++renders}` })));
  const pages = await Promise.all([cache.getOrRender('k', render), cache.getOrRender('k', render), cache.getOrRender('k', render)]);
  return { pages, renders };
}

describe('PageCache', () => {
  it('renders once and serves the cached page with matching compressed bodies', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 });
    let renders = 0;
    const render = async () => ({ status: 200, html: `${html}${++renders}` });
    const first = await cache.getOrRender('k', render);
    const second = await cache.getOrRender('k', render);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(cache.peek('k')).toBe(first);
    expect(cache.peek('other')).toBeUndefined();
    // Compressed only when a client asks for that encoding, then once.
    expect(first.encoded).toEqual({});
    const [gzip, again] = await Promise.all([encodedBody(first, 'gzip'), encodedBody(first, 'gzip')]);
    expect(again).toBe(gzip);
    expect(first.encoded).toEqual({ gzip });
    const brotli = await encodedBody(first, 'br');
    expect(gunzipSync(gzip).toString()).toBe(first.html.toString());
    expect(brotliDecompressSync(brotli).toString()).toBe(first.html.toString());
    expect(gzip.length).toBeLessThan(first.html.length);
  });

  it('keeps the cached pages within maxBytes, dropping the least recently used', async () => {
    const probe = await new PageCache({ maxEntries: 10, ttlMs: 60_000 }).getOrRender('p', async () => ({ status: 200, html: `${html}a` }));
    const onePage = probe.html.length + (await encodedBody(probe, 'gzip')).length + (await encodedBody(probe, 'br')).length;
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000, maxBytes: Math.floor(onePage * 2.5) });
    for (const key of ['a', 'b', 'c']) {
      const page = await cache.getOrRender(key, async () => ({ status: 200, html: `${html}${key}` }));
      await encodedBody(page, 'gzip');
      await encodedBody(page, 'br');
    }
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeDefined();
    expect(cache.peek('c')).toBeDefined();
  });

  it('counts a body compressed later in the bytes it holds', async () => {
    const probe = await new PageCache({ maxEntries: 10, ttlMs: 60_000 }).getOrRender('p', async () => ({ status: 200, html: `${html}a` }));
    // Room for three pages uncompressed, but not for three with their compressed bodies.
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000, maxBytes: probe.html.length * 3 });
    const pages = [];
    for (const key of ['a', 'b', 'c']) pages.push(await cache.getOrRender(key, async () => ({ status: 200, html: `${html}${key}` })));
    expect(['a', 'b', 'c'].every((key) => cache.peek(key) !== undefined)).toBe(true);
    await encodedBody(pages[2]!, 'gzip');
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBeDefined();
  });

  it('keeps an empty page within maxBytes', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000, maxBytes: 1_000 });
    const page = await cache.getOrRender('empty', async () => ({ status: 200, html: '' }));
    expect(cache.peek('empty')).toBe(page);
    expect(cache.stats.bytes).toBe(1);
  });

  it('shares one render between concurrent misses', async () => {
    const { pages, renders } = await threeConcurrentRequests(new PageCache({ maxEntries: 10, ttlMs: 60_000 }));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('does not keep error pages', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 });
    let renders = 0;
    const render = async () => ({ status: 404, html: `missing ${++renders}` });
    await cache.getOrRender('k', render);
    await cache.getOrRender('k', render);
    expect(renders).toBe(2);
  });

  it('renders again after clear, and drops a render that was running during clear', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 60_000 });
    let renders = 0;
    let release: () => void = () => undefined;
    const slow = () => new Promise<{ status: number; html: string }>((r) => { release = () => r({ status: 200, html: `v${++renders}` }); });
    const pending = cache.getOrRender('k', slow);
    cache.clear();
    release();
    await pending;
    const after = await cache.getOrRender('k', async () => ({ status: 200, html: `v${++renders}` }));
    expect(after.html.toString()).toBe('v2');
  });

  it('renders every request, concurrent ones too, when turned off', async () => {
    const { pages, renders } = await threeConcurrentRequests(new PageCache({ maxEntries: 0, ttlMs: 60_000 }));
    expect(renders).toBe(3);
    expect(new Set(pages.map((page) => page.html.toString())).size).toBe(3);
  });

  it('keeps nothing when turned off with a TTL of 0', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 0 });
    let renders = 0;
    const render = async () => ({ status: 200, html: `r${++renders}` });
    await cache.getOrRender('k', render);
    await cache.getOrRender('k', render);
    expect(renders).toBe(2);
  });

  it('expires entries after the TTL', async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 20 });
    let renders = 0;
    const render = async () => ({ status: 200, html: `r${++renders}` });
    await cache.getOrRender('k', render);
    // lru-cache reads its own clock, so the test waits the 20 ms out.
    await vi.waitFor(async () => {
      await cache.getOrRender('k', render);
      expect(renders).toBe(2);
    }, { interval: 5 });
  });
});
