import { afterEach, describe, expect, test } from 'vitest';
import { RefundIssuedEmail } from '../../../src/application/orders/refund-issued-email.js';
import { OrderReturnEmails } from '../../../src/adapters/providers/email/order-return-emails.js';
import type { PaymentModificationRecord } from '../../../src/domain/orders/payment-modification.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';
import { DATABASE_START_TIMEOUT_MS } from '../../support/test-databases.js';
import { FRAN, moneyKit } from './money-test-kit.js';

describe('the refund email', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  let kit: Awaited<ReturnType<typeof moneyKit>> | null = null;
  afterEach(async () => {
    await kit?.close();
    kit = null;
  });

  test('goes out when any refund settles (an operator\'s too, not only a return\'s), once, with the amount as the site writes it', async () => {
    const k = (kit = await moneyKit());
    const order = await k.order([['S1', 2, 2500]]);
    await k.refund.execute({ orderReference: order.reference, idempotencyKey: 'op-1', actor: FRAN, selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }], delivery: false } });
    expect(k.emails).toEqual([]);
    expect(await k.deliverWebhooks()).toEqual(['settled']);
    expect(k.emails.map((e) => e.subject)).toEqual([`Your refund for order ${order.reference}`]);
    expect(k.emails[0]!.text).toContain('We have refunded £25 to your original payment method.');
    expect(k.emails[0]!.to).toBe(order.details.email);
    // The same webhook again settles nothing, and sends nothing.
    for (const item of k.sandbox.verifyNotifications(k.delivered[0]!) ?? []) expect(await k.settle.execute(item)).toBe('unchanged');
    expect(k.emails).toHaveLength(1);
  });

  test('sends nothing for a refund that failed or for a capture, and reports a sender that fails without undoing anything', async () => {
    const k = (kit = await moneyKit());
    const order = await k.order([['S1', 1, 2500]]);
    const sent: OutgoingEmail[] = [];
    const problems: string[] = [];
    let fails = false;
    const email = new RefundIssuedEmail(k.orders, new OrderReturnEmails('shop@example.com'), {
      send: async (e) => {
        if (fails) throw new Error('SMTP down');
        sent.push(e);
      },
    }, { report: (event) => void problems.push(event) });
    const refund: PaymentModificationRecord = {
      id: 'm1', orderId: order.id, kind: 'refund', amount: { amountMinor: 2500, currency: 'GBP' }, lines: [{ position: 0, quantity: 1 }], delivery: false,
      state: 'failed', idempotencyKey: 'k', providerReference: null, failureReason: 'declined', requestedBy: 'operator:1', requestedAt: new Date(), settledAt: new Date(), benefits: null,
    };
    expect(await email.afterSettled(refund)).toBe(false);
    expect(await email.afterSettled({ ...refund, kind: 'capture', state: 'succeeded' })).toBe(false);
    expect(sent).toEqual([]);
    fails = true;
    expect(await email.afterSettled({ ...refund, state: 'succeeded' })).toBe(false);
    expect(problems).toEqual(['REFUND_EMAIL_FAILED']);
  });
});
