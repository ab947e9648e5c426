import { HttpError } from '../errors/http-error.js';

/**
 * At most `capacity` password hashes at once on this node. Each scrypt hash holds a libuv pool
 * thread for about half a second, and the same pool compresses pages: without a cap, a flood of
 * sign-ins queued every page behind it. Beyond the cap a request is refused at once (503 BUSY
 * with `Retry-After`) rather than queued, so shoppers' pages keep their threads.
 */
export class PasswordWorkGate {
  private inFlight = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`A gate needs a capacity of at least 1, got ${capacity}`);
  }

  /** Runs `work` within the cap, or throws HttpError BUSY when the cap is reached. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.capacity) throw new HttpError('BUSY');
    this.inFlight++;
    try {
      return await work();
    } finally {
      this.inFlight--;
    }
  }
}
