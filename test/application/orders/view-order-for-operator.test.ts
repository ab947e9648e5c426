import { describe, expect, it } from 'vitest';
import { ViewOrderForOperator } from '../../../src/application/orders/view-order-for-operator.use-case.js';
import { ViewOrderHistory } from '../../../src/application/orders/view-order-history.use-case.js';
import { openingLedger } from '../../../src/domain/orders/payment-ledger.js';
import type { PaymentModificationRecord } from '../../../src/domain/orders/payment-modification.js';
import type { OrderActivity } from '../../../src/ports/order-activity.port.js';
import type { OrderReturn } from '../../../src/ports/order-returns.port.js';
import { SAM, fulfilmentKit } from './fulfilment-test-kit.js';

describe('an order as an operator reads it', () => {
  const setUp = () => {
    const k = fulfilmentKit();
    const modifications: PaymentModificationRecord[] = [];
    const asked: string[][] = [];
    const activity: OrderActivity = {
      eventsOf: async () => [{ sequence: 1, type: 'order.placed', occurredAt: new Date('2026-11-27T09:00:00Z'), deliveries: [] }],
      auditOf: async (targets) => {
        asked.push([...targets]);
        return k.audit.filter((a) => targets.includes(a.target)).map((a) => ({ actor: { name: a.actor.name }, action: a.action, target: a.target, after: a.after, at: a.at }));
      },
    };
    const ledgers: string[] = [];
    const payments = {
      ledgerOf: async (orderId: string, mode: 'automatic' | 'manual') => {
        ledgers.push(`${orderId}:${mode}`);
        return openingLedger({ amountMinor: 5395, currency: 'GBP' }, mode);
      },
      modificationsOf: async () => modifications,
    };
    const returnReferences = new Map<string, string[]>();
    const returns = { ofOrder: async (orderId: string) => (returnReferences.get(orderId) ?? []).map((reference) => ({ reference }) as OrderReturn) };
    const view = new ViewOrderForOperator(new ViewOrderHistory(k.orders), k.fulfilment, payments, activity, returns, (site) => (site === 'evans' ? 'manual' : 'automatic'));
    return { k, view, modifications, asked, ledgers, returnReferences };
  };

  it('gives its lines\' fulfilment, its ledger on the site\'s capture mode, and one timeline of the order, its parcels and the audit log', async () => {
    const { k, view, asked, ledgers } = setUp();
    const order = await k.order([['S1', 2], ['S2', 1]]);
    const sent = await k.dispatch.execute({ reference: order.reference, carrier: 'dpd', trackingNumber: '15501234567890', lines: [{ position: 0, quantity: 2 }], actor: SAM });
    expect(sent.ok).toBe(true);
    const shipmentId = sent.ok ? sent.value.shipment.id : '';
    await k.delivered.execute({ shipmentId, actor: { ...SAM, name: 'Dee Driver' } });

    const seen = await view.execute(order.reference);
    expect(seen.ok).toBe(true);
    if (!seen.ok) return;
    expect(seen.value.order.reference).toBe(order.reference);
    expect(seen.value.fulfilment.status).toBe('partly-dispatched');
    expect(seen.value.fulfilment.lines[0]).toMatchObject({ ordered: 2, dispatched: 2, delivered: 2 });
    expect(seen.value.ledger).toMatchObject({ authorisedMinor: 5395, capturedMinor: 0 });
    expect(ledgers).toEqual([`${order.id}:manual`]);
    expect(asked).toEqual([[`order:${order.reference}`, `shipment:${shipmentId}`]]);
    expect(seen.value.timeline.map((e) => [e.what.kind, e.actor])).toEqual([
      ['delivered', { kind: 'staff', name: 'Dee Driver' }],
      ['dispatched', { kind: 'staff', name: 'Sam Support' }],
      ['closed', { kind: 'provider' }],
      ['placed', { kind: 'shopper', name: 'Ada Lovelace' }],
      // The outbox's event, an hour earlier than the kit's clock.
      ['event', { kind: 'shop' }],
    ]);
  });

  it("reads the staff actions on the order's returns with those on the order and its parcels", async () => {
    const { k, view, asked, returnReferences } = setUp();
    const order = await k.order([['S1', 1]]);
    returnReferences.set(order.id, [`R-${order.reference}-1`]);
    k.audit.push({ actor: SAM, action: 'order.return.receive', target: `return:R-${order.reference}-1`, before: null, after: null, at: new Date('2026-11-27T12:00:00Z') });
    const seen = await view.execute(order.reference);
    expect(asked).toEqual([[`order:${order.reference}`, `return:R-${order.reference}-1`]]);
    expect(seen.ok && seen.value.timeline.find((e) => e.what.kind === 'staff-action')?.what).toEqual({ kind: 'staff-action', action: 'order.return.receive', subject: `R-${order.reference}-1` });
  });

  it('an order not paid has no ledger; an unknown reference is ORDER_NOT_FOUND', async () => {
    const { k, view, ledgers } = setUp();
    const order = await k.order([['S3', 1]], { paid: false });
    const seen = await view.execute(order.reference);
    expect(seen.ok && seen.value.ledger).toBe(null);
    expect(ledgers).toEqual([]);
    expect(await view.execute('EV-404')).toEqual({ ok: false, error: { code: 'ORDER_NOT_FOUND' } });
  });
});
