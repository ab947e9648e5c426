import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/adapters/persistence/database.js';
import { AdyenPaymentGateway } from '../../src/adapters/providers/adyen/adyen-payment-gateway.js';
import { SandboxPaymentGateway } from '../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import type { PaymentNotification } from '../../src/ports/payment-gateway.port.js';
import { AREAS } from '../../src/main/compose-app.js';
import { loadConfig } from '../../src/main/config.js';
import { buildContainer, clientBuildDirOf } from '../../src/main/container.js';
import { ADYEN_NOTIFICATIONS_PATH, PAYMENTS, SandboxWebhookRelay, connectSandboxWebhooks } from '../../src/main/payment-sandbox-module.js';
import { projectRoot } from '../../src/main/project-root.js';
import { paymentRequest, testCard } from '../support/payment-gateway-contract.js';
import { DATABASE_START_TIMEOUT_MS, openEmptyPglite } from '../support/test-databases.js';

const ADYEN = {
  ADYEN_API_KEY: 'k', ADYEN_CLIENT_KEY: 'test_K', ADYEN_MERCHANT_ACCOUNT: 'M', ADYEN_HMAC_KEY: 'ab'.repeat(32), ADYEN_ENVIRONMENT: 'test',
  ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9',
};

describe('payments wiring', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyPglite();
  }, DATABASE_START_TIMEOUT_MS);
  afterAll(() => database.close());
  const containerFor = (env: Record<string, string>) =>
    buildContainer({ config: loadConfig({ LOG_LEVEL: 'silent', ...env }), database, clientBuildDir: clientBuildDirOf(projectRoot()) }, AREAS);

  test('the gateway is the sandbox when no ADYEN_* is set, and Adyen (with no sandbox) when all are', () => {
    const sandboxed = containerFor({});
    expect(sandboxed.get(PAYMENTS.PaymentGateway)).toBeInstanceOf(SandboxPaymentGateway);
    expect(sandboxed.get(PAYMENTS.PaymentGateway)).toBe(sandboxed.get(PAYMENTS.SandboxGateway));
    const adyen = containerFor(ADYEN);
    expect(adyen.get(PAYMENTS.PaymentGateway)).toBeInstanceOf(AdyenPaymentGateway);
    expect(adyen.get(PAYMENTS.SandboxGateway)).toBeNull();
  });

  test('a relay not yet connected refuses, so the sandbox retries', async () => {
    await expect(new SandboxWebhookRelay().deliver({ live: 'false', notificationItems: [] })).rejects.toThrow('No webhook route');
  });

  test('the sandbox\'s webhooks arrive through the app\'s webhook route, signed', async () => {
    const container = containerFor({ PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '0' });
    const gateway = container.get(PAYMENTS.PaymentGateway);
    const app = Fastify();
    let arrived: (items: PaymentNotification[] | null) => void = () => undefined;
    const arrival = new Promise<PaymentNotification[] | null>((resolve) => {
      arrived = resolve;
    });
    app.post(ADYEN_NOTIFICATIONS_PATH, async (request) => {
      arrived(gateway.verifyNotifications(request.body));
      return '[accepted]';
    });
    connectSandboxWebhooks(app, container);
    await app.ready();
    const request = paymentRequest(testCard('4111111111111111', 'PENDING'));
    await gateway.pay(request);
    expect(await arrival).toEqual([expect.objectContaining({ eventCode: 'AUTHORISATION', success: true, merchantReference: request.reference })]);
    await app.close();
  });
});
