import type { CacheInvalidation, CacheInvalidationBus } from '../../ports/cache-invalidation.port.js';

/** The bus of one process (PGlite: the only node there can be): invalidations go to this node's listeners. */
export class InProcessInvalidationBus implements CacheInvalidationBus {
  private readonly listeners = new Set<(invalidation: CacheInvalidation) => void>();

  async publish(invalidation: CacheInvalidation): Promise<void> {
    this.deliver(invalidation);
  }

  subscribe(listener: (invalidation: CacheInvalidation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands an invalidation to every listener; one that throws does not stop the others. */
  protected deliver(invalidation: CacheInvalidation): void {
    for (const listener of this.listeners) {
      try {
        listener(invalidation);
      } catch {
        // A cache that cannot drop an entry keeps it until its TTL: never worse than no bus.
      }
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
