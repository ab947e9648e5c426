import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the metrics read when scraped: the page cache's lookups and the database pool (PostgreSQL). */
export interface MetricsSources {
  pageCache: { readonly stats: { hits: number; misses: number; bytes: number } };
  pool: (() => { max: number; total: number; idle: number; waiting: number }) | null;
}

/** Final statuses an order can close with. */
type ClosedStatus = 'paid' | 'refused' | 'cancelled' | 'expired';

/**
 * The node's Prometheus metrics, one registry per app. Requests are counted by route
 * pattern (`/product/:slug`, never the URL) into one histogram whose `_count` gives the request
 * rate and whose `status` label gives errors; the label set of each route and status is looked up
 * once and kept, so a request costs one map lookup and one observe. Cache and pool figures are
 * read only when /metrics is scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly children = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();
  private readonly ordersPlaced: Counter;
  private readonly ordersClosed: Counter<'status'>;

  constructor(sources: MetricsSources) {
    // The process itself: resident memory, heap and external memory, event loop lag, GC pauses.
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status (its _count is the request count).',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [this.registry],
    });
    this.ordersPlaced = new Counter({ name: 'orders_placed_total', help: 'Orders placed (stock reserved).', registers: [this.registry] });
    this.ordersClosed = new Counter({
      name: 'orders_closed_total',
      help: 'Orders closed, by final status: paid (payment completed), refused, cancelled, expired.',
      labelNames: ['status'],
      registers: [this.registry],
    });
    for (const status of ['paid', 'refused', 'cancelled', 'expired'] as const) this.ordersClosed.inc({ status }, 0);
    new Counter({
      name: 'page_cache_lookups_total',
      help: 'Page cache lookups, by result (hit: answered from the cache; miss: rendered). Hit ratio: hit / (hit + miss).',
      labelNames: ['result'],
      registers: [this.registry],
      collect() {
        const { hits, misses } = sources.pageCache.stats;
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
      },
    });
    new Gauge({
      name: 'page_cache_hit_ratio',
      help: 'Page cache hits over lookups since the process started (0 before any lookup).',
      registers: [this.registry],
      collect() {
        const { hits, misses } = sources.pageCache.stats;
        this.set(hits + misses === 0 ? 0 : hits / (hits + misses));
      },
    });
    new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes the cached pages hold (HTML and compressed copies), bounded by PAGE_CACHE_MAX_MB.',
      registers: [this.registry],
      collect() {
        this.set(sources.pageCache.stats.bytes);
      },
    });
    const pool = sources.pool;
    if (pool !== null) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool of this process: max (its size), total (open), idle, and waiting (queries waiting for a connection).',
        labelNames: ['state'],
        registers: [this.registry],
        collect() {
          const stats = pool();
          for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
        },
      });
    }
  }

  /** Counts one answered request under its route pattern (unmatched URLs share one label). */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? '(unmatched)';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = this.children.get(key);
    if (child === undefined) {
      child = this.requests.labels(request.method, route, String(reply.statusCode));
      this.children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
  }

  placed(): void {
    this.ordersPlaced.inc();
  }

  closed(status: ClosedStatus): void {
    this.ordersClosed.inc({ status });
  }
}
