import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotificationItem, type NotificationItemWire } from '../../../../src/adapters/providers/adyen/adyen-notifications.js';
import { issueTestApiKey } from '../../../support/operator-credentials.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { card, initiate, shopperWithBasket, unitsOf } from '../checkout/checkout-test-kit.js';

const HMAC_KEY = 'ab12'.repeat(16);

describe('GET /operator/api/orders/:reference: an order, its payment attempts and the history of its money', () => {
  let sut: StorefrontUnderTest;
  let apiKey: string;
  beforeAll(async () => {
    // The sandbox's own AUTHORISATION webhook waits 10 minutes: this test posts the notifications itself.
    sut = await startStorefrontUnderTest({ env: { PAYMENTS_SANDBOX_HMAC_KEY: HMAC_KEY, PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '600000' } });
    apiKey = await issueTestApiKey(sut.db, 'support');
  }, 60_000);
  afterAll(() => sut.close());

  const notify = (item: Omit<NotificationItemWire, 'merchantAccountCode' | 'eventDate' | 'eventCode' | 'paymentMethod'>) => sut.app.inject({
    method: 'POST', url: '/api/payments/adyen/notifications', headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      live: 'false',
      notificationItems: [{ NotificationRequestItem: signNotificationItem({ ...item, merchantAccountCode: 'SandboxMerchantECOM', eventDate: new Date().toISOString(), eventCode: 'AUTHORISATION', paymentMethod: 'visa' }, HMAC_KEY) }],
    }),
  });
  const view = (reference: string, token = apiKey) =>
    sut.app.inject({ method: 'GET', url: `/operator/api/orders/${encodeURIComponent(reference)}`, headers: { authorization: `Bearer ${token}` } });

  it('an early failure notification, then the genuine success: the order is refused, completed late (stock taken again), and the operator reads why', async () => {
    const { browser, stockId } = await shopperWithBasket(sut);
    const before = await unitsOf(sut, stockId);
    const received = await initiate(browser, card('4111111111111111', 'PENDING'));
    expect(received.json()).toMatchObject({ resultCode: 'Received' });
    const reference = received.json<{ merchantReference: string }>().merchantReference;
    const { rows } = await sut.db.query<{ total_minor: number; currency: string; psp: string }>(
      "SELECT o.total_minor, o.currency, a.outcome->'outcome'->>'pspReference' AS psp FROM orders o JOIN payment_attempts a ON a.order_id = o.id WHERE o.reference = $1", [reference],
    );
    const { total_minor: value, currency, psp } = rows[0]!;
    expect((await notify({ pspReference: psp, merchantReference: reference, amount: { value, currency }, success: 'false', reason: 'Refused' })).body).toBe('[accepted]');
    expect((await view(reference)).json()).toMatchObject({ status: 'refused' });
    expect(await unitsOf(sut, stockId)).toBe(before);
    expect((await notify({ pspReference: psp, merchantReference: reference, amount: { value, currency }, success: 'true' })).body).toBe('[accepted]');

    const answer = await view(reference);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<{ history: { kind: string }[] }>();
    // The confirmation email's line joins the history once the background sender delivered it, now or a moment later.
    expect({ ...body, history: body.history.filter((h) => h.kind !== 'email-sent') }).toMatchObject({
      reference, status: 'paid', pspReference: psp, total: { amountMinor: value, currency },
      attempts: [{ resultCode: 'Received', pspReference: psp, failure: null }],
      history: [{ kind: 'late-payment-completed', detail: { provider: 'adyen', pspReference: psp, closedAs: 'refused' } }],
    });
    expect(await unitsOf(sut, stockId)).toBe(before - 1);
  });

  it('answers 401 without the operator token and 404 for an unknown reference', async () => {
    expect((await view('EV-1000001', 'wrong-token-0123456789abcdef-wrong')).statusCode).toBe(401);
    expect((await sut.app.inject({ method: 'GET', url: '/operator/api/orders/EV-1000001' })).statusCode).toBe(401);
    expect((await view('EV-9999999')).statusCode).toBe(404);
  });
});
