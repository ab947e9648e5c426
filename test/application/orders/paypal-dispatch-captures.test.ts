import { afterEach, describe, expect, test } from 'vitest';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { PAYPAL_METHOD } from '../../../src/application/checkout/paypal/paypal-attempts.js';
import { DATABASE_START_TIMEOUT_MS, openTestPostgres, TEST_DATABASE_URL } from '../../support/test-databases.js';
import { dispatchKit } from './dispatch-test-kit.js';
import { SAM } from './fulfilment-test-kit.js';

type Kit = Awaited<ReturnType<typeof dispatchKit>>;

/**
 * A PayPal order on the manual-capture site is authorised at approval (intent AUTHORIZE), and its
 * dispatches capture what they send from the authorization, each under its parcel's key.
 */
describe('a PayPal order on a manual-capture site dispatched in parcels', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  let kit: Kit | null = null;
  afterEach(async () => {
    await kit?.close();
    kit = null;
  });
  const send = (reference: string, idempotencyKey: string) => ({
    reference, carrier: 'royal-mail', trackingNumber: 'AB123456785GB', lines: [{ position: 0, quantity: 1 }], actor: SAM, idempotencyKey,
  });
  const captures = async (k: Kit, orderId: string) =>
    (await k.payments.modificationsOf(orderId)).filter((m) => m.kind === 'capture').map((m) => [m.amount.amountMinor, m.state]);

  test('parcel by parcel: each captures its units (the first the delivery too) from the authorization at once, and the last takes the rest', async () => {
    const k = (kit = await dispatchKit());
    // 3 x £25.00 + £3.95 delivery = £78.95, authorised at PayPal.
    const order = await k.order([['S1', 3, 2500]], { paymentMethod: PAYPAL_METHOD });
    expect(await k.ledgerOf(order)).toMatchObject({ authorisedMinor: 7895, capturedMinor: 0 });
    for (const parcel of ['parcel-1', 'parcel-2', 'parcel-3']) {
      expect(await k.dispatch.execute(send(order.reference, parcel))).toMatchObject({ ok: true, value: { capture: { status: 'asked' } } });
    }
    // PayPal answers each capture at once: no webhook to wait for.
    expect(await captures(k, order.id)).toEqual([[2895, 'succeeded'], [2500, 'succeeded'], [2500, 'succeeded']]);
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 7895, captureReservedMinor: 0 });
    expect(k.payPal.capturedCount()).toBe(3);
    expect(await k.payPal.captureAuthorization(order.pspReference!, { amount: { amountMinor: 1, currency: 'GBP' }, finalCapture: false, requestId: 'after' }))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'AUTHORIZATION_ALREADY_CAPTURED' } });
    expect(k.problems).toEqual([]);
  });

  test.skipIf(TEST_DATABASE_URL === '')('parcels dispatched at once on PostgreSQL, each ledger statement on its own connection: every capture taken once, none refused, the whole authorisation captured', async () => {
    const k = (kit = await dispatchKit(undefined, async () => {
      const opened = await openTestPostgres(TEST_DATABASE_URL, 8);
      await migrate(opened.db);
      return opened;
    }));
    const order = await k.order([['S1', 3, 2500]], { paymentMethod: PAYPAL_METHOD });
    const sent = await Promise.all(['parcel-1', 'parcel-2', 'parcel-3'].map((parcel) => k.dispatch.execute(send(order.reference, parcel))));
    for (const result of sent) expect(result).toMatchObject({ ok: true, value: { capture: { status: 'asked' } } });
    // None of them was told it was PayPal's final capture while another was under way: none was refused.
    expect((await captures(k, order.id)).map(([, state]) => state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await k.ledgerOf(order)).toMatchObject({ capturedMinor: 7895, captureReservedMinor: 0 });
    expect(k.payPal.capturedCount()).toBe(3);
    expect(k.problems).toEqual([]);
  });
});
