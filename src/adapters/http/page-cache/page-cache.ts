import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/**
 * A rendered page with its compressed bodies, each made once, the first time a client asks for
 * that encoding (off the event loop, in libuv's pool), so hot pages cost no render and no
 * compression, and a miss compresses only what its client accepts.
 */
export interface CachedPage {
  status: number;
  html: Buffer;
  /** The compressed bodies made so far. */
  encoded: Partial<Record<PageEncoding, Buffer>>;
  etag: string;
  /** The response headers every answer with this page carries, made once. */
  headers: Readonly<Record<string, string>>;
  /** Compressions under way, so concurrent requests share one. */
  encoding: Partial<Record<PageEncoding, Promise<Buffer>>>;
  /** Told when a compressed body was added (the cache counts its bytes again). */
  onEncoded?: () => void;
}

export interface PageCacheOptions {
  maxEntries: number;
  ttlMs: number;
  /** Most bytes the cached pages may hold (HTML and both compressed copies); unbounded when absent. */
  maxBytes?: number;
}

/**
 * The bytes a page holds, at least 1: lru-cache refuses a size of 0 (it throws on `set`), and an
 * empty fragment, e.g. related products with no hit, is a page too.
 */
const bytesOf = (page: CachedPage): number => Math.max(1, page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0));

/**
 * Per-node cache of server-rendered pages that carry no shopper-specific data. Pages with
 * shopper data (basket, account) are never put here; their parts are fetched by islands.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private version = 0;
  private readonly disabled: boolean;
  // Several nodes: lookups answered from the cache and those that rendered, for /metrics.
  private hitCount = 0;
  private missCount = 0;

  /**
   * A `ttlMs` or `maxEntries` of 0 turns caching off: every request renders, concurrent ones for
   * the same page too (so the bench's miss rows measure a render per request); pages are still
   * served pre-compressed.
   */
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

  /** Lookups answered from the cache and lookups that had to render (or wait for a render), since start; bytes held now. */
  get stats(): { hits: number; misses: number; bytes: number } {
    return { hits: this.hitCount, misses: this.missCount, bytes: this.entries.calculatedSize };
  }

  async getOrRender(key: string, render: () => Promise<{ status: number; html: string }>): Promise<CachedPage> {
    const hit = this.entries.get(key);
    if (hit) {
      this.hitCount++;
      return hit;
    }
    this.missCount++;
    if (this.disabled) {
      const { status, html } = await render();
      return renderedPage(status, html);
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const version = this.version;
    const job = render()
      .then(({ status, html }) => {
        const page = renderedPage(status, html);
        if (version === this.version && status === 200) {
          this.entries.set(key, page);
          // A body compressed later makes the entry bigger: count it again, with the expiry it had
          // (lru-cache recounts a size only when the value changes, so the entry is put back).
          page.onEncoded = () => {
            if (this.entries.peek(key) !== page) return;
            const ttl = this.entries.getRemainingTTL(key);
            this.entries.delete(key);
            if (ttl > 0) this.entries.set(key, page, { ttl });
          };
        }
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

function renderedPage(status: number, html: string): CachedPage {
  const etag = `W/"p${Date.now().toString(36)}${(etagCounter++).toString(36)}"`;
  return {
    status,
    html: Buffer.from(html, 'utf8'),
    encoded: {},
    encoding: {},
    etag,
    headers: { 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding', etag, 'cache-control': 'no-cache' },
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The page's body in `encoding`, compressed once (brotli quality 5, gzip level 6). */
export function encodedBody(page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
  const made = page.encoded[encoding];
  if (made !== undefined) return Promise.resolve(made);
  const compressing = encoding === 'br'
    ? brotliAsync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length } })
    : gzipAsync(page.html, { level: 6 });
  return (page.encoding[encoding] ??= compressing.then((body) => {
    page.encoded[encoding] = body;
    delete page.encoding[encoding];
    page.onEncoded?.();
    return body;
  }));
}
