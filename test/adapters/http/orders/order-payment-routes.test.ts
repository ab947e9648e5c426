import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeErrorHandler } from '../../../../src/adapters/http/errors/error-handler.js';
import { orderPaymentRoutes } from '../../../../src/adapters/http/orders/order-payment-routes.js';
import { operatorAuthPlugin } from '../../../../src/adapters/http/plugins/operator-auth.js';
import type { AuthenticatedOperator } from '../../../../src/application/operators/authenticated-operator.js';
import { err } from '../../../../src/domain/shared/result.js';
import { ScriptedPaymentGateway } from '../../../support/scripted-payment-gateway.js';
import { DATABASE_START_TIMEOUT_MS } from '../../../support/test-databases.js';
import { moneyKit } from '../../../application/orders/money-test-kit.js';

const KEYS: Record<string, AuthenticatedOperator> = {
  'finance-key': { kind: 'api-key', id: 'k2', name: 'Accounts', role: 'finance' },
  'support-key': { kind: 'api-key', id: 'k1', name: 'Warehouse', role: 'support' },
};

async function appOver(kit: Awaited<ReturnType<typeof moneyKit>>): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(makeErrorHandler((_req, status, message) => `<p>${status} ${message}</p>`));
  await app.register(operatorAuthPlugin, { authenticate: async ({ apiKey }) => (apiKey === null ? null : KEYS[apiKey] ?? null) });
  await app.register(orderPaymentRoutes, { captureOrderPayment: kit.capture, cancelOrderPayment: kit.cancel, refundOrder: kit.refund });
  return app;
}

const post = (app: FastifyInstance, url: string, body: unknown, { key = 'finance-key' as string | null, idempotencyKey = crypto.randomUUID() as string | null } = {}) => app.inject({
  method: 'POST', url, payload: JSON.stringify(body),
  headers: {
    'content-type': 'application/json', accept: 'application/json',
    ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
  },
});

describe('the money API under /operator/api', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  let kit: Awaited<ReturnType<typeof moneyKit>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    kit = await moneyKit({ manualCaptureSites: ['evans'] });
    app = await appOver(kit);
  }, DATABASE_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await kit.close();
  });

  it('captures (202 with the modification), then refunds over what is left is 409 with the amount left, nothing sent', async () => {
    const order = await kit.order([['S1', 2, 2500]]);
    const captured = await post(app, `/operator/api/orders/${order.reference}/captures`, { amountMinor: 3000 }, { idempotencyKey: 'cap-1' });
    expect(captured.statusCode).toBe(202);
    expect(captured.headers['cache-control']).toBe('no-store');
    expect(captured.json()).toMatchObject({ kind: 'capture', state: 'requested', amount: { amountMinor: 3000, currency: 'GBP' }, lines: [], providerReference: expect.any(String) });
    // The same key again: the same capture, not a second one.
    expect((await post(app, `/operator/api/orders/${order.reference}/captures`, { amountMinor: 3000 }, { idempotencyKey: 'cap-1' })).json()).toEqual(captured.json());
    await kit.deliverWebhooks();
    const sentBefore = kit.sandbox.modificationCount();
    const over = await post(app, `/operator/api/orders/${order.reference}/refunds`, { amountMinor: 3001 });
    expect([over.statusCode, over.json()]).toEqual([409, { code: 'REFUND_OVER_REMAINING', message: 'Only GBP 30.00 of this order is left to refund.' }]);
    const cancel = await post(app, `/operator/api/orders/${order.reference}/cancellations`, {});
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'PAYMENT_ALREADY_CAPTURED']);
    expect(cancel.json().message).toBe('Some of this payment has been captured, so it cannot be cancelled: refund it instead.');
    const captureMore = await post(app, `/operator/api/orders/${order.reference}/captures`, { amountMinor: 2396 });
    expect([captureMore.statusCode, captureMore.json().message]).toEqual([409, 'Only GBP 23.95 of this payment is left to capture.']);
    expect(kit.sandbox.modificationCount()).toBe(sentBefore);
    const byLines = await post(app, `/operator/api/orders/${order.reference}/refunds`, { lines: [{ position: 0, quantity: 1 }] });
    expect([byLines.statusCode, byLines.json()]).toMatchObject([202, { kind: 'refund', amount: { amountMinor: 2500 }, lines: [{ position: 0, quantity: 1 }], delivery: false }]);
  });

  it('a capture of a cancelled payment is 409 with a message a person understands', async () => {
    const order = await kit.order([['S2', 1, 2000]]);
    expect((await post(app, `/operator/api/orders/${order.reference}/cancellations`, {})).statusCode).toBe(202);
    const capture = await post(app, `/operator/api/orders/${order.reference}/captures`, {});
    expect([capture.statusCode, capture.json()]).toEqual([409, { code: 'PAYMENT_CANCELLED', message: 'This payment has been cancelled, so nothing of it can be captured.' }]);
  });

  it('needs an Idempotency-Key (400), a body of one shape (400) and a known order (404)', async () => {
    const order = await kit.order([['S3', 1, 2000]]);
    const noKey = await post(app, `/operator/api/orders/${order.reference}/refunds`, { whole: true }, { idempotencyKey: null });
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    expect((await post(app, `/operator/api/orders/${order.reference}/refunds`, { whole: true, amountMinor: 5 })).statusCode).toBe(400);
    expect((await post(app, `/operator/api/orders/${order.reference}/refunds`, { amountMinor: 0 })).statusCode).toBe(400);
    expect((await post(app, `/operator/api/orders/${order.reference}/refunds`, { lines: [] })).statusCode).toBe(400);
    expect((await post(app, '/operator/api/orders/EV-none/refunds', { whole: true })).statusCode).toBe(404);
  });

  it('asks for the money permission: 401 without credentials, 403 for a role without it', async () => {
    const order = await kit.order([['S4', 1, 2000]]);
    const anonymous = await post(app, `/operator/api/orders/${order.reference}/refunds`, { whole: true }, { key: null });
    expect([anonymous.statusCode, anonymous.headers['www-authenticate'], anonymous.json().code]).toEqual([401, 'Bearer', 'NOT_AUTHORISED']);
    const support = await post(app, `/operator/api/orders/${order.reference}/refunds`, { whole: true }, { key: 'support-key' });
    expect([support.statusCode, support.json().code]).toEqual([403, 'OPERATOR_FORBIDDEN']);
    expect(await kit.payments.modificationsOf(order.id)).toEqual([]);
  });
});

describe('the money API when the provider fails', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  it('a provider out of reach is 503 with the action kept; a provider refusing it is 502', async () => {
    const gateway = new ScriptedPaymentGateway();
    const kit = await moneyKit({ gateway });
    const app = await appOver(kit);
    try {
      const order = await kit.order([['S1', 1, 5000]]);
      gateway.modificationScript = () => err({ code: 'PROVIDER_UNAVAILABLE' });
      const down = await post(app, `/operator/api/orders/${order.reference}/refunds`, { amountMinor: 1000 });
      expect([down.statusCode, down.json().code]).toEqual([503, 'PROVIDER_UNAVAILABLE']);
      expect(await kit.payments.modificationsOf(order.id)).toMatchObject([{ state: 'requested', providerReference: null }]);
      gateway.modificationScript = () => err({ code: 'PAYMENT_REQUEST_REFUSED', reason: '167: Original pspReference required for this operation' });
      const refused = await post(app, `/operator/api/orders/${order.reference}/refunds`, { amountMinor: 500 });
      expect([refused.statusCode, refused.json()]).toEqual([502, { code: 'PROVIDER_REFUSED', message: 'The payment provider refused this request: 167: Original pspReference required for this operation' }]);
      expect(await kit.ledgerOf(order)).toMatchObject({ refundReservedMinor: 1000, refundedMinor: 0 });
    } finally {
      await app.close();
      await kit.close();
    }
  });
});
