import { randomBytes } from 'node:crypto';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import type { NotificationBodyWire } from '../../../../../src/adapters/providers/adyen/adyen-notifications.js';
import { SandboxPaymentGateway } from '../../../../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import { describePaymentGatewayContract, expectedOf, fingerprintResultOf, paymentRequest, testCard } from '../../../../support/payment-gateway-contract.js';

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
  return {
    gateway, charges: () => gateway.chargeCount(), reversals: () => gateway.reversalCount(), modifications: () => gateway.modificationCount(), nextWebhook, pages: gateway.pages, close: async () => gateway.close(),
    walletToken: (wallet, card) => gateway.walletTokens.issue(wallet, card)!,
  };
});

describe('SandboxPaymentGateway beyond the contract', () => {
  test('lists Sofort only for a merchant who already had it', async () => {
    const { gateway } = openSandbox({ sofortForExistingMerchant: true });
    const methods = await gateway.paymentMethods({ site: 'yours-clothing', countryCode: 'DE', amount: { amountMinor: 100, currency: 'EUR' }, shopperReference: null });
    expect(methods.ok && methods.value.paymentMethods.map((m) => m.type)).toContain('directEbanking');
    const sofort = await gateway.pay(paymentRequest({ type: 'directEbanking' }, { countryCode: 'DE' }));
    expect(sofort).toMatchObject({ ok: true, value: { resultCode: 'RedirectShopper', action: { type: 'redirect' } } });
    const newMerchant = openSandbox().gateway;
    expect(await newMerchant.pay(paymentRequest({ type: 'directEbanking' }, { countryCode: 'DE' }))).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
  });

  test('Clearpay for GB in pounds goes through the bank page without a bank list', async () => {
    const { gateway } = openSandbox();
    const request = paymentRequest({ type: 'clearpay' }, { countryCode: 'GB', amount: { amountMinor: 5000, currency: 'GBP' } });
    const clearpay = await gateway.pay(request);
    if (!clearpay.ok) throw new Error('clearpay refused');
    const session = new URL(String(clearpay.value.action?.['url']), 'https://shop.test').searchParams.get('session')!;
    expect(gateway.pages.bankPage(session)).toMatchObject({ method: 'clearpay', methodName: 'Clearpay', issuers: [] });
    const back = new URL(gateway.pages.decideBank(session, 'approve', null)!.redirectTo);
    const done = await gateway.submitDetails({ site: 'yours-clothing',
      details: { redirectResult: back.searchParams.get('redirectResult') }, paymentData: null, idempotencyKey: 'k1', expected: expectedOf(request, clearpay.value),
    });
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

  test('another order\'s 3-D Secure result does nothing before it is refused: no webhook, no stored card, no charge', async () => {
    // Webhooks leave on a timer: the test runs it instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const { gateway, webhooks } = openSandbox();
    const pending = paymentRequest(testCard('5201281505129736', 'PENDING'));
    const keeping = paymentRequest(testCard('5201281505129736', 'Jane Doe'), { shopperReference: 'jane', storePaymentMethod: true });
    const victim = paymentRequest(testCard('4111111111111111'));
    const answers = await Promise.all([pending, keeping, victim].map((r) => gateway.pay(r)));
    const [pendingAnswer, keepingAnswer, victimAnswer] = answers.map((a) => (a.ok ? a.value : null));
    const forVictim = expectedOf(victim, victimAnswer!);
    const sent = (answer: typeof pendingAnswer, expected: typeof forVictim) => gateway.submitDetails({ site: 'yours-clothing',
      details: { threeDSResult: fingerprintResultOf(answer!.action!) }, paymentData: null, idempotencyKey: `details-${expected.reference}-${answer!.pspReference}`, expected,
    });
    expect(await sent(pendingAnswer, forVictim)).toEqual({ ok: false, error: { code: 'PAYMENT_DETAILS_MISMATCH' } });
    expect(await sent(keepingAnswer, forVictim)).toEqual({ ok: false, error: { code: 'PAYMENT_DETAILS_MISMATCH' } });
    await vi.runAllTimersAsync();
    expect(webhooks).toEqual([]);
    expect(gateway.chargeCount()).toBe(3);
    const listed = await gateway.paymentMethods({ site: 'yours-clothing', countryCode: 'NL', amount: { amountMinor: 100, currency: 'EUR' }, shopperReference: 'jane' });
    expect(listed.ok && listed.value.storedPaymentMethods).toEqual([]);

    expect(await sent(pendingAnswer, expectedOf(pending, pendingAnswer!))).toMatchObject({ ok: true, value: { resultCode: 'Received' } });
    expect(await sent(keepingAnswer, expectedOf(keeping, keepingAnswer!))).toMatchObject({ ok: true, value: { resultCode: 'Authorised' } });
    await vi.runAllTimersAsync();
    expect(webhooks).toHaveLength(1);
    const stored = await gateway.paymentMethods({ site: 'yours-clothing', countryCode: 'NL', amount: { amountMinor: 100, currency: 'EUR' }, shopperReference: 'jane' });
    expect(stored.ok && stored.value.storedPaymentMethods).toHaveLength(1);
    expect(gateway.chargeCount()).toBe(3);
  });

  test('reverses a payment once: another key is refused, a refused payment cannot be reversed, counts by reference', async () => {
    const { gateway } = openSandbox();
    const request = paymentRequest(testCard('4111111111111111', 'PENDING'));
    const received = await gateway.pay(request);
    const reversal = { site: 'yours-clothing', pspReference: received.ok ? received.value.pspReference! : '', reference: request.reference, amount: request.amount, idempotencyKey: 'r1' };
    expect(await gateway.reverse(reversal)).toMatchObject({ ok: true });
    expect(await gateway.reverse({ ...reversal, idempotencyKey: 'r2' }))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'The payment has already been reversed' } });
    expect(gateway.reversalCount(request.reference)).toBe(1);
    expect(gateway.reversalCount('ORD-other')).toBe(0);
    const declined = paymentRequest(testCard('4111111111111111', 'DECLINED'));
    const refused = await gateway.pay(declined);
    expect(await gateway.reverse({ ...reversal, pspReference: refused.ok ? refused.value.pspReference! : '', reference: declined.reference, idempotencyKey: 'r3' }))
      .toEqual({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'Original pspReference required for this operation' } });
    expect(gateway.reversalCount()).toBe(1);
  });
});
