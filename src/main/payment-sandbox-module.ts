import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { routesOf } from '../adapters/http/app.js';
import { paymentSandboxRoutes } from '../adapters/http/payment-sandbox/payment-sandbox-routes.js';
import { walletTestCards } from '../adapters/providers/adyen/sandbox/sandbox-wallet-tokens.js';
import type { NotificationBodyWire } from '../adapters/providers/adyen/adyen-notifications.js';
import { AdyenPaymentGateway } from '../adapters/providers/adyen/adyen-payment-gateway.js';
import { SandboxPaymentGateway } from '../adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import type { Clock } from '../ports/clock.port.js';
import type { PaymentGateway } from '../ports/payment-gateway.port.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { TOKENS, token } from './tokens.js';
import { bindLiveOrSandbox } from './bind-singleton.js';

/** Where Adyen (and the sandbox, the same way) posts its webhooks (contract). */
export const ADYEN_NOTIFICATIONS_PATH = '/api/payments/adyen/notifications';

/**
 * Hands the sandbox's webhooks to whatever is connected: the composition root connects the app's
 * own webhook route once the app exists. Until then a delivery fails, and the sandbox retries.
 */
export class SandboxWebhookRelay {
  private target: ((body: NotificationBodyWire) => Promise<void>) | null = null;

  connect(target: (body: NotificationBodyWire) => Promise<void>): void {
    this.target = target;
  }

  readonly deliver = async (body: NotificationBodyWire): Promise<void> => {
    if (this.target === null) throw new Error('No webhook route is connected to the payment sandbox yet');
    await this.target(body);
  };
}

/** The payments tokens: the gateway every payment use case takes, and the sandbox (null on Adyen). */
export const PAYMENTS = {
  PaymentGateway: token<PaymentGateway>('PaymentGateway'),
  SandboxGateway: token<SandboxPaymentGateway | null>('SandboxPaymentGateway'),
  SandboxWebhookRelay: token<SandboxWebhookRelay>('SandboxWebhookRelay'),
} as const;

/** The sandbox gateway for this configuration, or null when Adyen is configured. */
function sandboxGatewayOf(config: AppConfig, clock: Clock, relay: SandboxWebhookRelay): SandboxPaymentGateway | null {
  if (config.payments.kind !== 'sandbox') return null;
  return new SandboxPaymentGateway({
    hmacKey: config.payments.hmacKey ?? randomBytes(32).toString('hex'),
    clock, deliver: relay.deliver, webhookDelayMs: config.payments.webhookDelayMs,
  });
}

/**
 * Connects the sandbox's webhooks to the app's own webhook route (POST ADYEN_NOTIFICATIONS_PATH,
 * through `app.inject`, so they are verified exactly as Adyen's are), and stops pending ones when
 * the app closes. Does nothing on Adyen.
 */
export function connectSandboxWebhooks(app: FastifyInstance, container: Container): void {
  const sandbox = container.get(PAYMENTS.SandboxGateway);
  if (sandbox === null) return;
  container.get(PAYMENTS.SandboxWebhookRelay).connect(async (body) => {
    const response = await app.inject({ method: 'POST', url: ADYEN_NOTIFICATIONS_PATH, payload: body });
    if (response.statusCode < 200 || response.statusCode > 299) throw new Error(`The webhook route answered ${response.statusCode}`);
  });
  app.addHook('onClose', async () => sandbox.close());
}

/**
 * The payment gateway (Adyen when every ADYEN_* is set, else the sandbox) and, only while the
 * sandbox is the gateway, its own pages: /payment-sandbox/challenge and /payment-sandbox/bank.
 */
export const paymentSandboxArea = httpArea('payment-sandbox', (bind) => {
  bind(PAYMENTS.SandboxWebhookRelay).toConstantValue(new SandboxWebhookRelay());
  bind(PAYMENTS.SandboxGateway).toResolvedValue(
    (config: AppConfig, clock: Clock, relay: SandboxWebhookRelay) => sandboxGatewayOf(config, clock, relay),
    [TOKENS.Config, TOKENS.Clock, PAYMENTS.SandboxWebhookRelay]).inSingletonScope();
  bindLiveOrSandbox(bind, PAYMENTS.PaymentGateway, PAYMENTS.SandboxGateway,
    (config) => (config.payments.kind === 'adyen' ? new AdyenPaymentGateway(config.payments.adyen, config.payments.bySite) : null));
}, (c) => {
  const sandbox = c.get(PAYMENTS.SandboxGateway);
  return sandbox === null ? [] : [routesOf(paymentSandboxRoutes, {
    pages: sandbox.pages, assets: c.get(TOKENS.AssetManifest),
    wallet: { cards: () => walletTestCards(), issue: (w, card) => sandbox.walletTokens.issue(w, card) },
  })];
});
