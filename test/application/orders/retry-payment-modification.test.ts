import { describe, expect, it } from 'vitest';
import { RetryPaymentModification } from '../../../src/application/orders/retry-payment-modification.use-case.js';
import type { Order } from '../../../src/domain/orders/order.js';
import type { PaymentModificationRecord } from '../../../src/domain/orders/payment-modification.js';
import type { AuditEntry } from '../../../src/ports/operator-audit.port.js';

const NOW = new Date('2026-11-27T10:00:00Z');
const ACTOR = { kind: 'operator', id: '7', name: 'Fay' } as const;
const LONG_AGO = new Date('2026-11-27T09:00:00Z');

const modification = (m: Partial<PaymentModificationRecord> & Pick<PaymentModificationRecord, 'id' | 'kind'>): PaymentModificationRecord => ({
  orderId: 'o1', amount: { amountMinor: 1000, currency: 'GBP' }, lines: [], delivery: false, state: 'requested', idempotencyKey: `key-${m.id}`,
  providerReference: null, failureReason: null, requestedBy: 'operator:7', requestedAt: LONG_AGO, settledAt: null, benefits: null, ...m,
});

/** The use case over one order's modifications, noting which ones it had the modifier send again. */
function retryOver(modifications: PaymentModificationRecord[]) {
  const calls: PaymentModificationRecord[] = [];
  const order = { id: 'o1', reference: 'EV-1' } as Order;
  const audit: AuditEntry[] = [];
  const retry = new RetryPaymentModification(
    { byReference: async (reference) => (reference === order.reference ? order : null) },
    { modificationsOf: async (orderId) => (orderId === order.id ? modifications : []) },
    { resend: async (m) => {
      calls.push(m);
      return { ok: true as const, value: { ...m, providerReference: 'PSP-NEW' } };
    } },
    { record: async (entry) => void audit.push(entry), page: async () => [] },
    { now: () => NOW },
  );
  return { retry, calls, audit };
}

describe('asking again for a capture, cancel or refund the provider never took', () => {
  it('has the modifier send it again under its own id, audited as the operator who asked again', async () => {
    const waiting = [modification({ id: 'c', kind: 'capture' }), modification({ id: 'x', kind: 'cancel' }), modification({ id: 'r', kind: 'refund' })];
    const { retry, calls, audit } = retryOver(waiting);
    for (const id of ['c', 'x', 'r']) expect(await retry.execute({ orderReference: 'EV-1', modificationId: id, actor: ACTOR })).toMatchObject({ ok: true, value: { id, providerReference: 'PSP-NEW' } });
    expect(calls).toEqual(waiting);
    expect(audit.map((e) => [e.action, e.target, e.before, e.after])).toEqual([
      ['order.payment.capture.retry', 'order:EV-1', { modification: 'c', state: 'requested' }, { state: 'requested', providerReference: 'PSP-NEW' }],
      ['order.payment.cancel.retry', 'order:EV-1', { modification: 'x', state: 'requested' }, { state: 'requested', providerReference: 'PSP-NEW' }],
      ['order.payment.refund.retry', 'order:EV-1', { modification: 'r', state: 'requested' }, { state: 'requested', providerReference: 'PSP-NEW' }],
    ]);
  });

  it('asks nothing of one the provider took, one settled, or one asked just now, and answers it as it stands', async () => {
    const standing = [
      modification({ id: 'taken', kind: 'refund', providerReference: 'PSP-1' }),
      modification({ id: 'failed', kind: 'refund', state: 'failed', failureReason: 'Declined' }),
      modification({ id: 'fresh', kind: 'capture', requestedAt: new Date('2026-11-27T09:45:00Z') }),
    ];
    const { retry, calls, audit } = retryOver(standing);
    for (const m of standing) expect(await retry.execute({ orderReference: 'EV-1', modificationId: m.id, actor: ACTOR })).toEqual({ ok: true, value: m });
    expect([calls, audit]).toEqual([[], []]);
  });

  it('finds nothing for an order or a modification that does not exist', async () => {
    const { retry, calls } = retryOver([modification({ id: 'c', kind: 'capture' })]);
    expect(await retry.execute({ orderReference: 'EV-404', modificationId: 'c', actor: ACTOR })).toBeNull();
    expect(await retry.execute({ orderReference: 'EV-1', modificationId: 'other', actor: ACTOR })).toBeNull();
    expect(calls).toEqual([]);
  });
});
