import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { OrderFulfilmentEmails } from '../../../src/adapters/providers/email/order-fulfilment-emails.js';
import { CancelOrderLines } from '../../../src/application/orders/cancel-order-lines.use-case.js';
import { CaptureOnDispatch } from '../../../src/application/orders/capture-on-dispatch.js';
import { DispatchOrderLines } from '../../../src/application/orders/dispatch-order-lines.use-case.js';
import { ReleaseOnCancel } from '../../../src/application/orders/release-on-cancel.js';
import { dispatchCaptureKey } from '../../../src/domain/orders/dispatch-capture.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import type { PaymentGateway } from '../../../src/ports/payment-gateway.port.js';
import { InMemoryOrderFulfilment } from '../../support/in-memory-order-fulfilment.js';
import { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { DATABASE_START_TIMEOUT_MS } from '../../support/test-databases.js';
import { SAM } from './fulfilment-test-kit.js';
import { moneyKit } from './money-test-kit.js';

const MANUAL_SITE = 'evans';

/** The dispatch over the money kit's SQL ledger and orders, capturing on the manual-capture site `evans`. */
async function dispatchKit(gateway?: PaymentGateway) {
  const money = await moneyKit({ manualCaptureSites: [MANUAL_SITE], ...(gateway === undefined ? {} : { gateway }) });
  const fulfilment = new InMemoryOrderFulfilment(money.orders);
  const problems: { event: string; details: Record<string, unknown> }[] = [];
  const log = { report: (event: string, details: Record<string, unknown>) => void problems.push({ event, details }) };
  const modeOf = (site: string) => (site === MANUAL_SITE ? 'manual' as const : 'automatic' as const);
  const emails = new OrderFulfilmentEmails('shop@example.com');
  const sender = { send: async () => undefined };
  const clock = { now: () => new Date() };
  const dispatch = new DispatchOrderLines(
    money.orders, fulfilment, money.audit, emails, sender, log, clock, { next: () => randomUUID() }, new CaptureOnDispatch(modeOf, money.capture, log),
  );
  const cancelLines = new CancelOrderLines(money.orders, fulfilment, money.audit, emails, sender, log, clock, new ReleaseOnCancel(modeOf, money.cancel, log, money.release));
  return { ...money, fulfilment, problems, dispatch, cancelLines };
}

type Kit = Awaited<ReturnType<typeof dispatchKit>>;

describe('a dispatch on a manual-capture site captures what it sends', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  let kit: Kit | null = null;
  afterEach(async () => {
    await kit?.close();
    kit = null;
  });
  const open = async (gateway?: PaymentGateway) => (kit = await dispatchKit(gateway));
  const send = (reference: string, lines: { position: number; quantity: number }[] | 'all', idempotencyKey?: string) => ({
    reference, carrier: 'royal-mail', trackingNumber: 'AB123456785GB', lines, actor: SAM, ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });

  test('the same key sent twice at once gives one parcel and one capture: the request that lost answers as a repeat', async () => {
    const k = await open();
    const order = await k.order([['S1', 2, 2500]]);
    const both = await Promise.all([1, 2].map(() => k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }], 'parcel-1'))));
    expect(both.map((r) => r.ok && r.value.repeated).sort()).toEqual([false, true]);
    expect(new Set(both.map((r) => (r.ok ? r.value.shipment.id : '')))).toHaveProperty('size', 1);
    expect((await k.fulfilment.of(order.id)).shipments).toHaveLength(1);
    expect((await k.fulfilment.of(order.id)).lines[0]).toMatchObject({ dispatched: 1 });
    expect((await k.payments.modificationsOf(order.id)).filter((m) => m.kind === 'capture')).toHaveLength(1);
  });

  test('each parcel captures its units\' value (the first one the delivery too), once per parcel however often the dispatch is sent again', async () => {
    const k = await open();
    // 2 x £25.00 + 1 x £10.00 + £3.95 delivery = £63.95, only authorised.
    const order = await k.order([['S1', 2, 2500], ['S2', 1, 1000]]);
    const first = await k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }], 'parcel-1'));
    expect(first).toMatchObject({ ok: true, value: { repeated: false, capture: { status: 'asked', amount: { amountMinor: 2895, currency: 'GBP' } } } });
    const shipmentId = first.ok ? first.value.shipment.id : '';
    expect(first).toMatchObject({ value: { capture: { idempotencyKey: dispatchCaptureKey(shipmentId) } } });
    const again = await k.dispatch.execute(send(order.reference, [{ position: 0, quantity: 1 }], 'parcel-1'));
    expect(again).toMatchObject({ ok: true, value: { repeated: true, emailSent: false, shipment: { id: shipmentId }, capture: { status: 'asked', amount: { amountMinor: 2895 } } } });
    expect((await k.fulfilment.of(order.id)).shipments).toHaveLength(1);
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 0, captureReservedMinor: 2895 });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 2895, captureReservedMinor: 0 });

    // The rest, without a key: £25.00 + £10.00, no delivery again.
    const rest = await k.dispatch.execute(send(order.reference, 'all'));
    expect(rest).toMatchObject({ ok: true, value: { repeated: false, capture: { status: 'asked', amount: { amountMinor: 3500 } } } });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ authorisedMinor: 6395, capturedMinor: 6395 });
    expect((await k.payments.modificationsOf(order.id)).map((m) => [m.kind, m.amount.amountMinor, m.state])).toEqual([['capture', 2895, 'succeeded'], ['capture', 3500, 'succeeded']]);
    // Each capture names the parcel's units, the first one the delivery.
    expect((await k.payments.modificationsOf(order.id)).map((m) => [m.lines, m.delivery])).toEqual([
      [[{ position: 0, quantity: 1 }], true], [[{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }], false],
    ]);
    // Each capture is audited as the operator who dispatched, after the dispatch itself.
    expect(k.audit.entries.map((e) => [e.action, e.actor])).toEqual([
      ['order.dispatch', SAM], ['order.payment.capture', SAM], ['order.dispatch', SAM], ['order.payment.capture', SAM],
    ]);
  });

  test('the provider out of reach: the parcel is dispatched, its capture recorded and pending, and the dispatch sent again asks it once more under the same key', async () => {
    const gateway = new ScriptedPaymentGateway();
    const k = await open(gateway);
    const order = await k.order([['S1', 1, 5000]]);
    gateway.modificationScript = () => err({ code: 'PROVIDER_UNAVAILABLE' });
    const down = await k.dispatch.execute(send(order.reference, 'all', 'parcel-1'));
    expect(down).toMatchObject({ ok: true, value: { repeated: false, capture: { status: 'pending', code: 'PROVIDER_UNAVAILABLE', amount: { amountMinor: 5395 } } } });
    expect((await k.fulfilment.of(order.id)).lines).toMatchObject([{ dispatched: 1 }]);
    expect(await k.payments.modificationsOf(order.id)).toMatchObject([{ kind: 'capture', state: 'requested', providerReference: null }]);
    expect(k.problems).toMatchObject([{ event: 'DISPATCH_CAPTURE_NOT_TAKEN', details: { orderReference: order.reference, status: 'pending' } }]);

    gateway.modificationScript = (call) => ok({ pspReference: `REF-${call.request.idempotencyKey}` });
    const retried = await k.dispatch.execute(send(order.reference, 'all', 'parcel-1'));
    expect(retried).toMatchObject({ ok: true, value: { repeated: true, capture: { status: 'asked', amount: { amountMinor: 5395 } } } });
    expect(gateway.modificationCalls).toHaveLength(2);
    expect(new Set(gateway.modificationCalls.map((c) => c.request.idempotencyKey)).size).toBe(1);
    expect(await k.payments.modificationsOf(order.id)).toHaveLength(1);
    expect(await k.ledgerOf(order)).toMatchObject({ captureReservedMinor: 5395 });
  });

  test('an automatic-capture site captured at authorisation: its dispatch captures nothing', async () => {
    const k = await open();
    const order = await k.order([['S1', 1, 5000]], { site: 'yours-clothing' });
    const sent = await k.dispatch.execute(send(order.reference, 'all', 'parcel-1'));
    expect(sent).toMatchObject({ ok: true, value: { capture: null } });
    expect(await k.payments.modificationsOf(order.id)).toEqual([]);
    expect(k.webhooks).toEqual([]);
  });

  test('cancelling the last units of an order nothing of which was dispatched gives the authorisation back; after a parcel, or on an automatic site, nothing is asked', async () => {
    const k = await open();
    const order = await k.order([['S1', 1, 2500], ['S2', 1, 1000]]);
    expect(await k.cancelLines.execute({ reference: order.reference, lines: [{ position: 0, quantity: 1 }], actor: SAM })).toMatchObject({ ok: true, value: { release: null } });
    const last = await k.cancelLines.execute({ reference: order.reference, lines: 'all', actor: SAM });
    expect(last).toMatchObject({ ok: true, value: { release: { status: 'asked', amount: { amountMinor: 3895 } } } });
    await k.deliverWebhooks();
    expect(await k.ledgerOf(order)).toMatchObject({ cancellation: 'cancelled', capturedMinor: 0 });
    expect(k.audit.entries.at(-1)).toMatchObject({ action: 'order.payment.cancel', actor: SAM });

    const partly = await k.order([['S3', 1, 2500], ['S4', 1, 1000]]);
    await k.dispatch.execute(send(partly.reference, [{ position: 0, quantity: 1 }]));
    expect(await k.cancelLines.execute({ reference: partly.reference, lines: 'all', actor: SAM })).toMatchObject({ ok: true, value: { release: null } });

    const automatic = await k.order([['S5', 1, 2500]], { site: 'yours-clothing' });
    expect(await k.cancelLines.execute({ reference: automatic.reference, lines: 'all', actor: SAM })).toMatchObject({ ok: true, value: { release: null } });
    expect((await k.payments.modificationsOf(partly.id)).map((m) => m.kind)).toEqual(['capture']);
    expect(await k.payments.modificationsOf(automatic.id)).toEqual([]);
  });
});
