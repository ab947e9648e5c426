import { LRUCache } from 'lru-cache';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

/** A rendered page with its pre-compressed bodies, so hot pages cost no render and no compression. */
export interface CachedPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** The response headers every answer with this page carries, made once. */
  headers: Readonly<Record<string, string>>;
}

export interface PageCacheOptions {
  maxEntries: number;
  ttlMs: number;
  /** Most bytes the cached pages may hold (HTML and both compressed copies); unbounded when absent. */
  maxBytes?: number;
}

const bytesOf = (page: CachedPage): number => page.html.length + page.gzip.length + page.brotli.length;

/**
 * Per-node cache of server-rendered pages that carry no shopper-specific data. Pages with
 * shopper data (basket, account) are never put here; their parts are fetched by islands.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private version = 0;
  private readonly disabled: boolean;
  // Several nodes (issue 13): lookups answered from the cache and those that rendered, for /metrics.
  private hitCount = 0;
  private missCount = 0;

  /** A `ttlMs` or `maxEntries` of 0 turns caching off; pages are still served pre-compressed. */
  constructor(opts: PageCacheOptions) {
    this.disabled = opts.ttlMs <= 0 || opts.maxEntries <= 0;
    this.entries = new LRUCache({
      max: Math.max(1, opts.maxEntries),
      ttl: Math.max(1, opts.ttlMs),
      ...(opts.maxBytes === undefined ? {} : { maxSize: opts.maxBytes, sizeCalculation: bytesOf }),
    });
  }

  /** The cached page for `key`, if one is fresh. */
  peek(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) this.hitCount++;
    return hit;
  }

  /** Lookups answered from the cache and lookups that had to render (or wait for a render), since start. */
  get stats(): { hits: number; misses: number } {
    return { hits: this.hitCount, misses: this.missCount };
  }

  async getOrRender(key: string, render: () => Promise<{ status: number; html: string }>): Promise<CachedPage> {
    const hit = this.entries.get(key);
    if (hit) {
      this.hitCount++;
      return hit;
    }
    this.missCount++;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const version = this.version;
    const job = render()
      .then(({ status, html }) => {
        const page = compressPage(status, html);
        if (!this.disabled && version === this.version && status === 200) this.entries.set(key, page);
        return page;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  /** Drops every cached page, e.g. after stock or prices change. */
  clear(): void {
    this.version++;
    this.entries.clear();
  }
}

let etagCounter = 0;

export function compressPage(status: number, html: string): CachedPage {
  const body = Buffer.from(html, 'utf8');
  const etag = `W/"p${Date.now().toString(36)}${(etagCounter++).toString(36)}"`;
  return {
    status,
    html: body,
    gzip: gzipSync(body, { level: 6 }),
    brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    etag,
    headers: { 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding', etag, 'cache-control': 'no-cache' },
  };
}
