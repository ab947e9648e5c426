import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CacheInvalidation } from '../../ports/cache-invalidation.port.js';
import type { SqlRunner } from './database.js';
import { quoteIdentifier } from './database.js';
import { InProcessInvalidationBus } from './in-process-invalidation-bus.js';

const CACHE_CHANNEL = 'storefront_cache';

/** pg_notify payloads must stay under 8000 bytes; a longer list becomes "everything". */
const MAX_PAYLOAD_BYTES = 7_900;

export interface PostgresInvalidationBusOptions {
  /** The database every node uses; the bus holds one connection of its own on it, LISTENing. */
  url: string;
  channel?: string;
  /** Wait before trying again after the listening connection is lost (doubles up to 30 s). */
  reconnectDelayMs?: number;
  /** Told when a notice cannot be sent or the listening connection is lost or back. */
  onProblem?: (message: string, error?: unknown) => void;
}

interface Notice {
  from: string;
  invalidation: CacheInvalidation;
}

/**
 * The invalidation a notice carries, or null when it is not one. A products notice without
 * `shownOnPages` (from a node of an earlier release, during a rolling update) counts as shown.
 */
function invalidationOf(value: unknown): CacheInvalidation | null {
  const v = value as { kind?: unknown; productIds?: unknown; shownOnPages?: unknown } | null;
  if (typeof v !== 'object' || v === null) return null;
  if (v.kind === 'everything') return { kind: 'everything' };
  if (v.kind !== 'products' || !Array.isArray(v.productIds) || !v.productIds.every((id) => Number.isSafeInteger(id))) return null;
  return { kind: 'products', productIds: v.productIds as number[], shownOnPages: v.shownOnPages !== false };
}

/** Several invalidations as one: everything if any is, else every product, shown on pages if any is. */
function mergedInvalidation(batch: readonly CacheInvalidation[]): CacheInvalidation {
  if (batch.length === 1) return batch[0]!;
  const productIds = new Set<number>();
  let shownOnPages = false;
  for (const one of batch) {
    if (one.kind === 'everything') return one;
    for (const id of one.productIds) productIds.add(id);
    shownOnPages ||= one.shownOnPages;
  }
  return { kind: 'products', productIds: [...productIds], shownOnPages };
}

/**
 * Invalidations between the nodes of one PostgreSQL: `publish` clears this node's caches at once
 * and sends `pg_notify` through the shared pool; a dedicated connection LISTENs and hands other
 * nodes' notices to this node's caches. When that connection drops it reconnects with backoff, and
 * once back it invalidates everything: notices sent while it was away were lost.
 */
export class PostgresInvalidationBus extends InProcessInvalidationBus {
  private readonly nodeId = randomUUID();
  private readonly channel: string;
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private delayMs: number;
  /** The notice not sent yet, which publishes join; and the last one sent or on its way. */
  private next: { batch: CacheInvalidation[]; sent: Promise<void> } | null = null;
  private sending: Promise<void> = Promise.resolve();

  private constructor(private readonly db: SqlRunner, private readonly opts: PostgresInvalidationBusOptions) {
    super();
    this.channel = opts.channel ?? CACHE_CHANNEL;
    this.delayMs = opts.reconnectDelayMs ?? 500;
  }

  /** Opens the listening connection; rejects when the database does not answer. */
  static async open(db: SqlRunner, opts: PostgresInvalidationBusOptions): Promise<PostgresInvalidationBus> {
    const bus = new PostgresInvalidationBus(db, opts);
    await bus.listen();
    return bus;
  }

  /** Whether the listening connection is up (notices from other nodes arrive). */
  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * Clears this node's caches at once. Notices go out one at a time: what is published while one
   * is on its way goes out merged into the next, so a node taking many orders a second sends one
   * statement per round trip, not one per order. Resolves once the notice holding it was sent.
   */
  override publish(invalidation: CacheInvalidation): Promise<void> {
    this.deliver(invalidation);
    if (this.next === null) {
      const batch: CacheInvalidation[] = [];
      const sent = this.sending.then(() => {
        this.next = null;
        return this.send(mergedInvalidation(batch));
      });
      this.next = { batch, sent };
      this.sending = sent;
    }
    this.next.batch.push(invalidation);
    return this.next.sent;
  }

  private async send(invalidation: CacheInvalidation): Promise<void> {
    let payload = JSON.stringify({ from: this.nodeId, invalidation } satisfies Notice);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ from: this.nodeId, invalidation: { kind: 'everything' } } satisfies Notice);
    try {
      await this.db.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
    } catch (error) {
      this.problem('cache invalidation notice not sent; other nodes keep their entries until the TTL', error);
    }
  }

  override async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await super.close();
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel !== this.channel || message.payload === undefined) return;
      let notice: Notice;
      try {
        notice = JSON.parse(message.payload) as Notice;
      } catch {
        return;
      }
      if (typeof notice !== 'object' || notice === null || notice.from === this.nodeId) return;
      const invalidation = invalidationOf(notice.invalidation);
      if (invalidation !== null) this.deliver(invalidation);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    client.once('end', () => {
      if (this.client !== client) return;
      this.client = null;
      this.problem('cache invalidation connection lost; reconnecting');
      this.reconnectLater();
    });
    this.client = client;
  }

  private reconnectLater(): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.listen().then(() => {
        this.delayMs = this.opts.reconnectDelayMs ?? 500;
        if (this.closed) return;
        this.problem('cache invalidation connection back; every cache entry dropped');
        this.deliver({ kind: 'everything' });
      }, (error: unknown) => {
        this.delayMs = Math.min(this.delayMs * 2, 30_000);
        this.problem('cache invalidation connection still down', error);
        this.reconnectLater();
      });
    }, this.delayMs);
    this.retry.unref();
  }

  private problem(message: string, error?: unknown): void {
    this.opts.onProblem?.(message, error);
  }
}
