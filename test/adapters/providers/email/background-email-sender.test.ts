import { describe, expect, it } from 'vitest';
import { BackgroundEmailSender, type BackgroundEmailOptions } from '../../../../src/adapters/providers/email/background-email-sender.js';
import type { EmailSender, OutgoingEmail } from '../../../../src/ports/email-sender.port.js';

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
    const inner = flakySender(1);
    const { background, givenUp } = backgroundOver(inner.sender, { retryDelaysMs: [60_000] });
    await background.send(emailTo('d@example.com'));
    const started = Date.now();
    await background.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(inner.delivered).toEqual(['d@example.com']);
    expect(givenUp).toEqual([]);
    expect(inner.closed()).toBe(true);
  });
});
