import { describe, expect, it } from 'vitest';
import { ViewOrderRefunds } from '../../../src/application/orders/view-order-refunds.use-case.js';
import type { PaymentModificationRecord } from '../../../src/domain/orders/payment-modification.js';

const at = new Date('2026-11-27T10:00:00Z');
const modification = (over: Partial<PaymentModificationRecord>): PaymentModificationRecord => ({
  id: 'm', orderId: 'o1', kind: 'refund', amount: { amountMinor: 2500, currency: 'GBP' }, lines: [], delivery: false, state: 'succeeded',
  idempotencyKey: 'k', providerReference: 'P', failureReason: null, requestedBy: 'operator:1', requestedAt: at, settledAt: at, benefits: null, ...over,
});

describe('an order\'s refunds as the shopper sees them', () => {
  it('lists refunds made with their day and those on their way, never a failed one nor a capture', async () => {
    const view = new ViewOrderRefunds({
      modificationsOf: async () => [
        modification({ kind: 'capture' }),
        modification({}),
        modification({ state: 'requested', settledAt: null, amount: { amountMinor: 395, currency: 'GBP' } }),
        modification({ state: 'failed', failureReason: 'Insufficient balance' }),
      ],
    });
    expect(await view.execute('o1')).toEqual([
      { amount: { amountMinor: 2500, currency: 'GBP' }, refundedAt: at },
      { amount: { amountMinor: 395, currency: 'GBP' }, refundedAt: null },
    ]);
  });
});
