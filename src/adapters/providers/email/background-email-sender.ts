import type { EmailSender, OutgoingEmail } from '../../../ports/email-sender.port.js';

export interface BackgroundEmailOptions {
  /** Waits before the second, third... attempt; its length + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
  /** Emails accepted and not yet delivered; past it `send` rejects, so the caller reports it. */
  maxPending: number;
  /** Told about an email given up on after its last attempt (or at shutdown). */
  onGivenUp: (email: OutgoingEmail, error: unknown) => void;
}

export const DEFAULT_BACKGROUND_EMAIL_OPTIONS: Omit<BackgroundEmailOptions, 'onGivenUp'> = { retryDelaysMs: [2_000, 30_000], maxPending: 10_000 };

/**
 * Delivers email after the caller's request has its answer: `send` accepts the email and resolves
 * at once, then the inner sender (SMTP, or the .eml writer) delivers it, with retries when it
 * fails. Why: a slow or unreachable SMTP server must not hold a shopper's payment answer (SMTP
 * timeouts are seconds), and writing the message is CPU the answer does not need
 * (composing the email was about a tenth of a purchase's node time). `drain` delivers what is
 * pending before the app closes, without waiting out retry delays.
 */
export class BackgroundEmailSender implements EmailSender {
  private readonly pending = new Set<Promise<void>>();
  private closing = false;
  /** Retry waits under way, woken at once when the app closes. */
  private readonly waiting = new Set<() => void>();

  constructor(private readonly inner: EmailSender & { close?(): void }, private readonly options: BackgroundEmailOptions) {}

  send(email: OutgoingEmail): Promise<void> {
    if (this.pending.size >= this.options.maxPending) {
      return Promise.reject(new Error(`Email delivery is behind: ${this.pending.size} emails wait to be sent`));
    }
    const delivery: Promise<void> = this.deliver(email).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return Promise.resolve();
  }

  /** How many accepted emails are not delivered yet. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Delivers everything pending (a failed email gets its attempts at once, then is given up). */
  async drain(): Promise<void> {
    this.closing = true;
    for (const wake of [...this.waiting]) wake();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Drains, then closes the inner sender (the SMTP connection). */
  async close(): Promise<void> {
    await this.drain();
    this.inner.close?.();
  }

  private async deliver(email: OutgoingEmail): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.inner.send(email);
        return;
      } catch (error) {
        const delay = this.options.retryDelaysMs[attempt];
        if (delay === undefined) {
          this.options.onGivenUp(email, error);
          return;
        }
        await this.wait(delay);
      }
    }
  }

  /** Waits `ms`, or less when the app starts closing. */
  private wait(ms: number): Promise<void> {
    if (this.closing) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.waiting.add(done);
    });
  }
}
