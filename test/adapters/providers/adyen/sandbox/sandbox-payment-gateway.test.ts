import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { NotificationBodyWire } from '../../../../../src/adapters/providers/adyen/adyen-notifications.js';
import { SandboxPaymentGateway } from '../../../../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import { describePaymentGatewayContract, paymentRequest, testCard } from '../../../../support/payment-gateway-contract.js';

function openSandbox(options: { sofortForExistingMerchant?: boolean } = {}) {
  const webhooks: NotificationBodyWire[] = [];
  const waiting: ((body: NotificationBodyWire) => void)[] = [];
  let taken = 0;
  const gateway = new SandboxPaymentGateway({
    hmacKey: randomBytes(32).toString('hex'), clock: { now: () => new Date() }, webhookDelayMs: 0, ...options,
    deliver: async (body) => {
      webhooks.push(body);
      waiting.shift()?.(body);
    },
  });
  const nextWebhook = (): Promise<NotificationBodyWire> => {
    const ready = webhooks[taken];
    taken += 1;
    return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
  };
  return { gateway, webhooks, nextWebhook };
}

describePaymentGatewayContract('SandboxPaymentGateway', async () => {
  const { gateway, nextWebhook } = openSandbox();
  return { gateway, charges: () => gateway.chargeCount(), nextWebhook, pages: gateway.pages, close: async () => gateway.close() };
});

describe('SandboxPaymentGateway beyond the contract', () => {
  test('lists Sofort only for a merchant who already had it', async () => {
    const { gateway } = openSandbox({ sofortForExistingMerchant: true });
    const methods = await gateway.paymentMethods({ countryCode: 'DE', amount: { amountMinor: 100, currency: 'EUR' }, shopperReference: null });
    expect(methods.ok && methods.value.paymentMethods.map((m) => m.type)).toContain('directEbanking');
    const sofort = await gateway.pay(paymentRequest({ type: 'directEbanking' }, { countryCode: 'DE' }));
    expect(sofort).toMatchObject({ ok: true, value: { resultCode: 'RedirectShopper', action: { type: 'redirect' } } });
    const newMerchant = openSandbox().gateway;
    expect(await newMerchant.pay(paymentRequest({ type: 'directEbanking' }, { countryCode: 'DE' }))).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
  });

  test('Clearpay for GB in pounds goes through the bank page without a bank list', async () => {
    const { gateway } = openSandbox();
    const clearpay = await gateway.pay(paymentRequest({ type: 'clearpay' }, { countryCode: 'GB', amount: { amountMinor: 5000, currency: 'GBP' } }));
    if (!clearpay.ok) throw new Error('clearpay refused');
    const session = new URL(String(clearpay.value.action?.['url']), 'https://shop.test').searchParams.get('session')!;
    expect(gateway.pages.bankPage(session)).toMatchObject({ method: 'clearpay', methodName: 'Clearpay', issuers: [] });
    const back = new URL(gateway.pages.decideBank(session, 'approve', null)!.redirectTo);
    const done = await gateway.submitDetails({ details: { redirectResult: back.searchParams.get('redirectResult') }, paymentData: null, idempotencyKey: 'k1' });
    expect(done).toMatchObject({ ok: true, value: { resultCode: 'Authorised', paymentMethodType: 'clearpay' } });
  });

  test('a token from another sandbox key opens nothing', async () => {
    const a = openSandbox().gateway;
    const b = openSandbox().gateway;
    const challenge = await a.pay(paymentRequest(testCard('4212345678910006')));
    const session = new URL(String(challenge.ok && challenge.value.action?.['url']), 'https://shop.test').searchParams.get('session')!;
    expect(a.pages.challengePage(session)).not.toBeNull();
    expect(b.pages.challengePage(session)).toBeNull();
    expect(b.pages.answerChallenge(session, 'password')).toBeNull();
  });

  test('never keeps or sends the card number', async () => {
    const { gateway, nextWebhook } = openSandbox();
    const answers = [
      await gateway.pay(paymentRequest(testCard('4212345678910006'), { shopperReference: 's', storePaymentMethod: true })),
      await gateway.pay(paymentRequest(testCard('4111111111111111', 'PENDING'), { shopperReference: 's', storePaymentMethod: true })),
    ];
    const tokens = answers.flatMap((a) => (a.ok && a.value.action ? [String(a.value.action['paymentData']), String(a.value.action['url'])] : []));
    const decoded = tokens.map((t) => Buffer.from(decodeURIComponent(t).split('session=').pop()!.split('.')[0]!, 'base64url').toString('utf8'));
    expect(decoded.join(' ')).toContain('0006');
    expect(decoded.join(' ')).not.toContain('4212345678910006');
    expect(JSON.stringify(await nextWebhook())).not.toContain('4111111111111111');
    expect(JSON.stringify(answers)).not.toContain('4111111111111111');
  });
});
