/**
 * The turns of a connection pool's connections: at most `size` holders at once, the others wait
 * in arrival order, each for at most `waitMs`, then are refused with `timedOut()`.
 *
 * `pg`'s pool has one timeout for both opening a connection and waiting for a free one, so a
 * burst of checkouts on a full pool was refused after the short connect timeout although every
 * connection worked. Queueing here, in front of a pool of the same size, means the pool itself
 * never makes anyone wait: its timeout bounds only opening a connection.
 */
export class ConnectionQueue {
  private held = 0;
  /** Waiters in arrival order (a Set keeps insertion order and drops a timed-out one at once). */
  private readonly waiters = new Set<() => void>();

  constructor(readonly size: number, readonly waitMs: number, private readonly timedOut: () => Error) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`A connection queue needs a size of at least 1, got ${size}`);
  }

  /** Callers waiting for a turn. */
  get waiting(): number {
    return this.waiters.size;
  }

  /** Runs `work` in a turn, given back when it settles. */
  async inTurn<T>(work: () => Promise<T>): Promise<T> {
    await this.take();
    try {
      return await work();
    } finally {
      this.giveBack();
    }
  }

  private take(): Promise<void> {
    if (this.held < this.size) {
      this.held++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(grant);
        reject(this.timedOut());
      }, this.waitMs);
      this.waiters.add(grant);
    });
  }

  /** Hands the turn to the longest waiter, or frees it. */
  private giveBack(): void {
    const next = this.waiters.values().next();
    if (next.done === true) {
      this.held--;
      return;
    }
    this.waiters.delete(next.value);
    next.value();
  }
}
