import { expect } from 'vitest';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { SqlOrderPayments } from '../../../../src/adapters/persistence/sql-order-payments.js';
import { modification, onBothDriversAtOnce, paidOrder } from './order-payment-fixtures.js';

const DONE = { succeeded: true, reason: null };

/** A manual-capture order of £100.00 of which £40.00 is captured: £60.00 left to release. */
async function partCaptured(db: Database): Promise<{ payments: SqlOrderPayments; orderId: string }> {
  const payments = new SqlOrderPayments(db);
  const orderId = await paidOrder(db, 10_000);
  await payments.ledgerOf(orderId, 'manual');
  const capture = modification(orderId, 'capture', 4000);
  await payments.request(capture);
  await payments.settle({ id: capture.id, providerReference: '', kind: 'capture' }, DONE, new Date());
  return { payments, orderId };
}

onBothDriversAtOnce('releases of one order fired together release its rest once, and nothing captures it after', 8, async (db) => {
  const { payments, orderId } = await partCaptured(db);
  // Eight releases under eight keys (two operators, a retried cancellation) at the same moment: one holds the rest.
  const answers = await Promise.all(Array.from({ length: 8 }, () => payments.request(modification(orderId, 'release', 6000))));
  const requested = answers.flatMap((a) => (a.kind === 'requested' ? [a.modification] : []));
  expect(requested).toHaveLength(1);
  expect(answers.filter((a) => a.kind === 'refused')).toHaveLength(7);
  expect(await payments.ledgerOf(orderId, 'manual')).toMatchObject({ capturedMinor: 4000, releaseReservedMinor: 6000, releasedMinor: 0 });
  // While it is asked, no capture takes any of it.
  expect((await payments.request(modification(orderId, 'capture', 1))).kind).toBe('refused');
  // The provider's answer settled four times at once: released once.
  const reference = { id: requested[0]!.id, providerReference: 'KLARNA-ORDER', kind: 'release' as const };
  const settled = await Promise.all(Array.from({ length: 4 }, () => payments.settle(reference, DONE, new Date())));
  expect(settled.filter((s) => s !== null)).toEqual([expect.objectContaining({
    modification: expect.objectContaining({ kind: 'release', state: 'succeeded', benefits: null }),
    ledger: expect.objectContaining({ capturedMinor: 4000, releasedMinor: 6000, releaseReservedMinor: 0 }),
  })]);
  expect((await payments.request(modification(orderId, 'capture', 1))).kind).toBe('refused');
  expect((await payments.request(modification(orderId, 'release', 6000))).kind).toBe('refused');
  // What was captured is refunded as before; a release tells the order's systems nothing (no event).
  expect((await payments.request(modification(orderId, 'refund', 4000))).kind).toBe('requested');
  const { rows } = await db.query<{ type: string }>('SELECT type FROM order_events WHERE order_id = $1 ORDER BY sequence', [orderId]);
  expect(rows).toEqual([{ type: 'order.captured' }]);
});

onBothDriversAtOnce('a release that failed gives the rest back to capture, and a release is only of what is left, once part is captured', 2, async (db) => {
  const { payments, orderId } = await partCaptured(db);
  expect((await payments.request(modification(orderId, 'release', 5999))).kind).toBe('refused');
  const release = modification(orderId, 'release', 6000);
  expect((await payments.request(release)).kind).toBe('requested');
  expect(await payments.settle({ id: release.id, providerReference: '', kind: 'release' }, { succeeded: false, reason: 'NOT_ALLOWED' }, new Date()))
    .toMatchObject({ modification: { state: 'failed', failureReason: 'NOT_ALLOWED' }, ledger: { releaseReservedMinor: 0, releasedMinor: 0 } });
  expect((await payments.request(modification(orderId, 'capture', 6000))).kind).toBe('requested');
  // Nothing captured yet: a cancel gives the whole authorisation back, there is nothing to release.
  const uncaptured = await paidOrder(db, 5000);
  await payments.ledgerOf(uncaptured, 'manual');
  expect((await payments.request(modification(uncaptured, 'release', 5000))).kind).toBe('refused');
});
