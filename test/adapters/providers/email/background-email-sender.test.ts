import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { BackgroundEmailSender, type BackgroundEmailOptions } from '../../../../src/adapters/providers/email/background-email-sender.js';
import { SmtpEmailSender } from '../../../../src/adapters/providers/email/smtp-email-sender.js';
import type { EmailSender, OutgoingEmail } from '../../../../src/ports/email-sender.port.js';
import { describeEmailSenderContract } from '../../../support/email-sender-contract.js';
import { startLocalSmtpServer, unreachableSmtpUrl } from '../../../support/local-smtp-server.js';

const emailTo = (to: string): OutgoingEmail => ({ to, from: 'Evans <orders@evans.example>', subject: `Order for ${to}`, text: 'Thanks', html: '<p>Thanks</p>' });

/** An inner sender that fails its first `failures` calls, then records what it delivers. */
function flakySender(failures: number, gate: Promise<void> = Promise.resolve()) {
  const delivered: string[] = [];
  let calls = 0;
  let closed = false;
  const sender: EmailSender & { close(): void } = {
    send: async (email) => {
      calls += 1;
      await gate;
      if (calls <= failures) throw new Error(`SMTP down (call ${calls})`);
      delivered.push(email.to);
    },
    close: () => { closed = true; },
  };
  return { sender, delivered, calls: () => calls, closed: () => closed };
}

function backgroundOver(inner: EmailSender, options: Partial<BackgroundEmailOptions> = {}) {
  const givenUp: { to: string; error: string }[] = [];
  const background = new BackgroundEmailSender(inner, {
    retryDelaysMs: [5, 5],
    maxPending: 100,
    onGivenUp: (email, error) => givenUp.push({ to: email.to, error: (error as Error).message }),
    ...options,
  });
  return { background, givenUp };
}

/** Its delivery comes after `send` resolves: what arrived is read once nothing is pending. */
const settled = (background: BackgroundEmailSender): Promise<void> => vi.waitFor(() => expect(background.pendingCount).toBe(0), { timeout: 15_000 });

describeEmailSenderContract('BackgroundEmailSender over SMTP', async () => {
  const server = await startLocalSmtpServer();
  const refusing = await startLocalSmtpServer('recipients');
  /** A background sender over SMTP at `url`, and what it gave up on once nothing is pending. */
  const over = (url: string) => {
    const givenUp: { email: OutgoingEmail; error: unknown }[] = [];
    const background = new BackgroundEmailSender(new SmtpEmailSender(url), { retryDelaysMs: [5], maxPending: 100, onGivenUp: (email, error) => givenUp.push({ email, error }) });
    return { background, givenUp: async () => { await settled(background); return givenUp; } };
  };
  const { background: sender } = over(server.url);
  const refused = over(refusing.url);
  const unreachable = over(await unreachableSmtpUrl());
  return {
    sender,
    delivered: async () => {
      await settled(sender);
      return server.received;
    },
    undeliverable: async () => [
      { situation: 'the server refuses the recipient', sender: refused.background, failure: 'reported', givenUp: refused.givenUp },
      { situation: 'nothing listens', sender: unreachable.background, failure: 'reported', givenUp: unreachable.givenUp },
    ],
    close: async () => {
      await Promise.all([sender, refused.background, unreachable.background].map((background) => background.close()));
      await Promise.all([server.close(), refusing.close()]);
    },
  };
});

describe('BackgroundEmailSender', () => {
  it('accepts an email at once and delivers it after, without the caller waiting', async () => {
    let open!: () => void;
    const inner = flakySender(0, new Promise<void>((resolve) => (open = resolve)));
    const { background } = backgroundOver(inner.sender);
    await background.send(emailTo('a@example.com'));
    expect(inner.delivered).toEqual([]);
    expect(background.pendingCount).toBe(1);
    open();
    await background.drain();
    expect(inner.delivered).toEqual(['a@example.com']);
    expect(background.pendingCount).toBe(0);
  });

  it('retries a failed delivery after each delay, and delivers it once', async () => {
    const inner = flakySender(2);
    const { background, givenUp } = backgroundOver(inner.sender);
    await background.send(emailTo('b@example.com'));
    await expect.poll(() => inner.delivered).toEqual(['b@example.com']);
    expect(inner.calls()).toBe(3);
    expect(givenUp).toEqual([]);
  });

  it('gives up after the last attempt and reports it', async () => {
    const inner = flakySender(10);
    const { background, givenUp } = backgroundOver(inner.sender);
    await background.send(emailTo('c@example.com'));
    await expect.poll(() => givenUp).toEqual([{ to: 'c@example.com', error: 'SMTP down (call 3)' }]);
    expect(inner.delivered).toEqual([]);
  });

  it('refuses an email when too many wait, so the caller can report it', async () => {
    const inner = flakySender(0, new Promise<void>(() => undefined));
    const { background } = backgroundOver(inner.sender, { maxPending: 2 });
    await background.send(emailTo('1@example.com'));
    await background.send(emailTo('2@example.com'));
    await expect(background.send(emailTo('3@example.com'))).rejects.toThrow('Email delivery is behind: 2 emails wait to be sent');
  });

  it('at close, tries what is pending at once (no retry waits), then closes the inner sender', async () => {
    // On fake timers: a close that waited for the 60 s retry would never end.
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const inner = flakySender(1);
    const { background, givenUp } = backgroundOver(inner.sender, { retryDelaysMs: [60_000] });
    await background.send(emailTo('d@example.com'));
    await background.close();
    expect(inner.delivered).toEqual(['d@example.com']);
    expect(givenUp).toEqual([]);
    expect(inner.closed()).toBe(true);
  });
});
