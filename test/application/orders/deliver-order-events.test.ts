import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { SqlOrderEventOutbox } from '../../../src/adapters/persistence/sql-order-events.js';
import { SqlOrders } from '../../../src/adapters/persistence/sql-orders.js';
import { StandardWebhookSender } from '../../../src/adapters/providers/webhooks/standard-webhook-sender.js';
import { DeliverOrderEvents } from '../../../src/application/orders/deliver-order-events.use-case.js';
import { WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelayMs } from '../../../src/domain/orders/webhook-retry.js';
import { addOrderableProduct, placeOrder } from '../../support/order-event-fixtures.js';
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from '../../support/stand-ins/webhook-receiver.js';
import { DATABASE_START_TIMEOUT_MS, openMigratedPglite } from '../../support/test-databases.js';

/** The backoff's jitter at its largest: each wait is the whole backoff. */
const ALMOST_ONE = 1 - 1e-12;

describe('delivering order events to a webhook endpoint', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let now: Date;
  const clock = { now: () => new Date() };
  let outbox: SqlOrderEventOutbox;
  let deliver: DeliverOrderEvents;
  let claims = 0;

  // Only Date is faked: the receiver's verifier checks the signed timestamp against it (five minutes either way), while sockets and timeouts run as usual.
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
    vi.setSystemTime(now);
  };

  beforeEach(async () => {
    db = await openMigratedPglite();
    dispose = () => db.close();
    await addOrderableProduct(db);
    receiver = await startWebhookReceiver();
    outbox = new SqlOrderEventOutbox(db);
    await outbox.setEndpoints([receiver.url]);
    now = new Date('2026-11-20T10:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    deliver = new DeliverOrderEvents(outbox, new StandardWebhookSender(TEST_WEBHOOK_SECRET, 2000), clock, { next: () => `claim-${++claims}` }, () => ALMOST_ONE);
  }, DATABASE_START_TIMEOUT_MS);
  afterEach(async () => {
    vi.useRealTimers();
    await receiver.close();
    await dispose();
  });

  it('gets every event once, in order per order, signed, from a receiver that fails and then recovers', async () => {
    const orders = new SqlOrders(db);
    const placed = [await placeOrder(db, 1, now), await placeOrder(db, 2, now)];
    await orders.close(placed[0]!.id, { status: 'paid', paymentMethod: 'scheme', pspReference: 'PSP1', issuedVoucherCodes: [], captureMode: 'automatic' }, now);
    await orders.close(placed[1]!.id, { status: 'refused', paymentMethod: 'scheme', pspReference: null }, now);

    receiver.answer(503);
    expect(await deliver.execute()).toBe(2); // both orders' placed; their second events wait
    expect(receiver.calls()).toBe(2);
    expect(receiver.accepted).toEqual([]);
    expect(await deliver.execute()).toBe(0); // not due again before the backoff

    advance(webhookRetryDelayMs(1, ALMOST_ONE) - 1);
    expect(await deliver.execute()).toBe(0);
    advance(1);
    receiver.answer(200);
    expect(await deliver.execute()).toBe(2);
    expect(await deliver.execute()).toBe(2);
    expect(await deliver.execute()).toBe(0);

    expect(receiver.forged).toEqual([]);
    const told = receiver.accepted.map((e) => [e.order.reference, e.sequence, e.type]);
    expect(told.filter(([reference]) => reference === placed[0]!.reference)).toEqual([[placed[0]!.reference, 1, 'order.placed'], [placed[0]!.reference, 2, 'order.paid']]);
    expect(told.filter(([reference]) => reference === placed[1]!.reference)).toEqual([[placed[1]!.reference, 1, 'order.placed'], [placed[1]!.reference, 2, 'order.cancelled']]);
    expect(new Set(receiver.accepted.map((e) => e.id)).size).toBe(4);
    expect(receiver.accepted.find((e) => e.type === 'order.cancelled')!.data).toEqual({ reason: 'refused' });
  });

  it('backs off exponentially, marks the delivery failed three days on, and delivers it again when an operator asks', async () => {
    await placeOrder(db, 1, now);
    receiver.answer(500);
    const started = now.getTime();
    const waits: number[] = [];
    let attempts = 0;
    while ((await outbox.failedDeliveries(1)).length === 0) {
      expect(await deliver.execute()).toBe(1);
      attempts += 1;
      const [next] = (await db.query<{ next_attempt_at: Date | string }>('SELECT next_attempt_at FROM order_event_deliveries')).rows;
      const wait = new Date(next!.next_attempt_at).getTime() - now.getTime();
      if ((await outbox.failedDeliveries(1)).length > 0) break;
      waits.push(wait);
      advance(wait);
    }
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(3_600_000);
    expect(now.getTime() - started).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
    expect(now.getTime() - started + 3_600_000).toBeGreaterThan(WEBHOOK_RETRY_WINDOW_MS);
    const [failed] = await outbox.failedDeliveries(10);
    expect(failed).toMatchObject({ attempts, lastStatus: 500, lastError: 'HTTP 500', eventType: 'order.placed' });
    expect(receiver.calls()).toBe(attempts);

    advance(86_400_000);
    receiver.answer(200);
    expect(await outbox.redeliver(failed!.id, now)).toMatchObject({ attempts, failedAt: expect.any(Date) });
    expect(await deliver.execute()).toBe(1);
    expect(receiver.accepted.map((e) => e.type)).toEqual(['order.placed']);
    expect(await outbox.failedDeliveries(10)).toEqual([]);
  });

  it('is refused by a receiver holding another secret: the signature is what it checks', async () => {
    await placeOrder(db, 1, now);
    const otherSecret = `whsec_${Buffer.from('another-secret-another-secret-32').toString('base64')}`;
    const forger = new DeliverOrderEvents(outbox, new StandardWebhookSender(otherSecret, 2000), clock, { next: () => `claim-${++claims}` }, () => ALMOST_ONE);
    expect(await forger.execute()).toBe(1);
    expect(receiver.accepted).toEqual([]);
    expect(receiver.forged).toHaveLength(1);
    expect(receiver.forged[0]).toMatchObject({ 'webhook-id': 'ordev_1', 'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/) });
    advance(30_000);
    expect(await deliver.execute()).toBe(1);
    expect(receiver.accepted.map((e) => e.id)).toEqual(['ordev_1']);
  });

  it('counts no answer within the timeout, and a refused connection, as failures to try again', async () => {
    await placeOrder(db, 1, now);
    await receiver.close();
    expect(await deliver.execute()).toBe(1);
    const { rows } = await db.query<{ last_status: number | null; last_error: string; attempts: number }>('SELECT last_status, last_error, attempts FROM order_event_deliveries');
    expect(rows).toEqual([{ last_status: null, last_error: 'ECONNREFUSED', attempts: 1 }]);
    receiver = await startWebhookReceiver();

    // A receiver that takes the call and never answers: the sender gives up at its timeout.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const sender = new StandardWebhookSender(TEST_WEBHOOK_SECRET, 200);
      const answer = await sender.send({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, messageId: 'ordev_1', timestamp: now, body: '{}' });
      expect(answer).toEqual({ delivered: false, status: null, error: 'no answer within 200 ms' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the jittered backoff', () => {
  it('waits between half and all of a backoff that doubles from 30 s up to an hour', () => {
    expect([1, 2, 3, 8, 9, 50].map((n) => webhookRetryDelayMs(n, 0))).toEqual([15_000, 30_000, 60_000, 1_800_000, 1_800_000, 1_800_000]);
    expect([1, 2, 8, 9].map((n) => webhookRetryDelayMs(n, ALMOST_ONE))).toEqual([30_000, 60_000, 3_600_000, 3_600_000]);
  });
});
