import { describe, expect, it } from 'vitest';
import { OrderEmailRecord } from '../../../../src/adapters/providers/email/order-email-record.js';
import type { OrderHistoryEntry } from '../../../../src/domain/orders/order-history.js';
import type { OutgoingEmail } from '../../../../src/ports/email-sender.port.js';

const at = new Date('2026-11-27T10:00:00Z');
const email = (over: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  to: 'jo@example.com', from: 'shop@example.com', subject: 'Your order EV-1 is on its way', text: 't', html: '<p>t</p>',
  regarding: { orderId: 'o1', email: 'dispatch' }, ...over,
});

describe('an email about an order, recorded once delivered', () => {
  const setUp = (options: { deliveryFails?: boolean; recordFails?: boolean } = {}) => {
    const delivered: OutgoingEmail[] = [];
    const recorded: [string, OrderHistoryEntry][] = [];
    const failures: string[] = [];
    let closed = false;
    const sender = new OrderEmailRecord(
      {
        send: async (e) => {
          if (options.deliveryFails) throw new Error('SMTP refused');
          delivered.push(e);
        },
        close: () => void (closed = true),
      },
      { recordHistory: async (orderId, entry) => {
        if (options.recordFails) throw new Error('database gone');
        recorded.push([orderId, entry]);
      } },
      { now: () => at },
      (e, error) => failures.push(`${e.subject}: ${(error as Error).message}`),
    );
    return { sender, delivered, recorded, failures, closed: () => closed };
  };

  it('writes the order\'s history after the inner sender delivered it, and nothing for an email about no order', async () => {
    const k = setUp();
    await k.sender.send(email());
    await k.sender.send(email({ regarding: undefined, subject: 'Back in stock' }));
    expect(k.delivered).toHaveLength(2);
    expect(k.recorded).toEqual([['o1', { kind: 'email-sent', at, detail: { email: 'dispatch', to: 'jo@example.com', subject: 'Your order EV-1 is on its way' } }]]);
    k.sender.close();
    expect(k.closed()).toBe(true);
  });

  it('records nothing when delivery fails (the caller retries), and reports a failed record without failing the email', async () => {
    const failing = setUp({ deliveryFails: true });
    await expect(failing.sender.send(email())).rejects.toThrow('SMTP refused');
    expect(failing.recorded).toEqual([]);
    const unrecorded = setUp({ recordFails: true });
    await unrecorded.sender.send(email());
    expect(unrecorded.delivered).toHaveLength(1);
    expect(unrecorded.failures).toEqual(['Your order EV-1 is on its way: database gone']);
  });
});
