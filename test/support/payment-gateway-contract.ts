import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SandboxPaymentPages } from '../../src/adapters/providers/adyen/sandbox/sandbox-payment-pages.js';
import type { PaymentAction, PaymentGateway, PaymentMethodData, PaymentOutcome, PaymentRequest } from '../../src/ports/payment-gateway.port.js';

export interface PaymentGatewaySubject {
  gateway: PaymentGateway;
  /** Payments the gateway (or the provider behind it) actually processed. */
  charges(): number;
  /** The next webhook body the provider sends, in its wire format. */
  nextWebhook(): Promise<unknown>;
  /** The challenge and bank pages the shopper sees (the sandbox's, or those behind the stand-in). */
  pages: SandboxPaymentPages;
  close(): Promise<void>;
}

const RETURN_URL = 'https://shop.test/Checkout/PaymentComponent/Return?encryptedOrderId=abc';

export const testCard = (number: string, holderName = 'J. Smith', securityCode = '737'): PaymentMethodData => ({
  type: 'scheme', encryptedCardNumber: `test_${number}`, encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: `test_${securityCode}`, holderName,
});

export function paymentRequest(paymentMethod: PaymentMethodData, overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    reference: `ORD-${randomUUID().slice(0, 8)}`, amount: { amountMinor: 4599, currency: 'EUR' }, countryCode: 'NL', paymentMethod,
    returnUrl: RETURN_URL, shopperReference: null, shopperEmail: 'shopper@example.com', storePaymentMethod: false, browserInfo: null,
    idempotencyKey: randomUUID(), ...overrides,
  };
}

const sessionOf = (url: unknown): string => new URL(String(url), 'https://shop.test').searchParams.get('session') ?? '';

/** The fingerprint's result, as the browser takes it from the action's token. */
export const fingerprintResultOf = (action: PaymentAction): string =>
  (JSON.parse(Buffer.from(String(action['token']), 'base64').toString('utf8')) as { threeDSResult: string }).threeDSResult;

/**
 * What every PaymentGateway does, as Adyen's test environment: methods per country and currency,
 * the published test cards and holder-name outcomes, 3-D Secure 2, redirect methods, SEPA, stored
 * cards, webhooks verified by HMAC, and idempotency keys (one charge per key).
 */
export function describePaymentGatewayContract(label: string, open: () => Promise<PaymentGatewaySubject>): void {
  describe(`${label}: payment gateway contract`, () => {
    let subject: PaymentGatewaySubject;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject.close();
    });
    const pay = async (method: PaymentMethodData, overrides: Partial<PaymentRequest> = {}): Promise<PaymentOutcome> => {
      const result = await subject.gateway.pay(paymentRequest(method, overrides));
      if (!result.ok) throw new Error(`pay failed: ${JSON.stringify(result.error)}`);
      return result.value;
    };
    const details = async (detailsBody: Record<string, unknown>, paymentData: unknown = null): Promise<PaymentOutcome> => {
      const result = await subject.gateway.submitDetails({ details: detailsBody, paymentData: typeof paymentData === 'string' ? paymentData : null, idempotencyKey: randomUUID() });
      if (!result.ok) throw new Error(`details failed: ${JSON.stringify(result.error)}`);
      return result.value;
    };
    const typesFor = async (countryCode: string, currency: string) => {
      const result = await subject.gateway.paymentMethods({ countryCode, amount: { amountMinor: 1000, currency }, shopperReference: null });
      if (!result.ok) throw new Error('paymentMethods failed');
      return result.value.paymentMethods;
    };

    test('lists methods per country and currency: iDEAL without a bank list, EPS and Online banking Poland with banks, no Sofort for a new merchant', async () => {
      const nl = await typesFor('NL', 'EUR');
      expect(nl.map((m) => m.type)).toEqual(['scheme', 'ideal', 'sepadirectdebit', 'applepay', 'googlepay']);
      expect(nl.find((m) => m.type === 'ideal')?.issuers).toBeUndefined();
      expect(nl[0]?.brands).toEqual(expect.arrayContaining(['visa', 'mc', 'amex']));
      const at = await typesFor('AT', 'EUR');
      expect(at.map((m) => m.type)).toEqual(['scheme', 'eps', 'sepadirectdebit', 'applepay', 'googlepay']);
      expect(at.find((m) => m.type === 'eps')?.issuers?.length).toBeGreaterThan(1);
      expect((await typesFor('PL', 'PLN')).map((m) => m.type)).toEqual(['scheme', 'onlineBanking_PL', 'applepay', 'googlepay']);
      expect((await typesFor('GB', 'GBP')).map((m) => m.type)).toEqual(['scheme', 'clearpay', 'applepay', 'googlepay']);
      expect((await typesFor('US', 'USD')).map((m) => m.type)).toEqual(['scheme', 'applepay', 'googlepay']);
      expect((await typesFor('DE', 'EUR')).map((m) => m.type)).not.toContain('directEbanking');
    });

    test('authorises the published test cards of three brands in two currencies', async () => {
      const visa = await pay(testCard('4111111111111111'));
      expect(visa).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'visa', action: null, refusalReason: null });
      expect(visa.pspReference).toEqual(expect.any(String));
      expect(await pay(testCard('5555555555554444'), { amount: { amountMinor: 3500, currency: 'GBP' }, countryCode: 'GB' }))
        .toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'mc' });
      expect(await pay(testCard('370000000000002', 'J. Smith', '7373'))).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'amex' });
    });

    test('refuses by holder name, answers Error for ERROR, and refuses a number that fails Luhn or a wrong security code', async () => {
      expect(await pay(testCard('4111111111111111', 'DECLINED'))).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
      expect(await pay(testCard('4111111111111111', 'CARD_EXPIRED'))).toMatchObject({ resultCode: 'Refused', refusalReason: 'Expired Card' });
      expect(await pay(testCard('4111111111111111', 'NOT_ENOUGH_BALANCE'))).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance' });
      expect(await pay(testCard('4111111111111111', 'ERROR'))).toMatchObject({ resultCode: 'Error' });
      expect(await pay(testCard('4111111111111112'))).toMatchObject({ resultCode: 'Refused', refusalReason: 'Invalid Card Number' });
      expect(await pay(testCard('4111111111111111', 'J. Smith', '123'))).toMatchObject({ resultCode: 'Refused', refusalReason: 'CVC Declined' });
    });

    test('refuses the request itself when the card is not in the test format or the amount is not positive', async () => {
      const encrypted = await subject.gateway.pay(paymentRequest({ type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$abc', holderName: 'A' }));
      expect(encrypted).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
      const zero = await subject.gateway.pay(paymentRequest(testCard('4111111111111111'), { amount: { amountMinor: 0, currency: 'EUR' } }));
      expect(zero).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
    });

    test('PENDING is Received, then a signed AUTHORISATION webhook arrives; a tampered, unsigned or empty body verifies as null', async () => {
      const request = paymentRequest(testCard('4111111111111111', 'PENDING'), { amount: { amountMinor: 2599, currency: 'EUR' } });
      const received = await subject.gateway.pay(request);
      expect(received).toMatchObject({ ok: true, value: { resultCode: 'Received', paymentMethodType: 'visa' } });
      const body = await subject.nextWebhook();
      const verified = subject.gateway.verifyNotifications(body);
      expect(verified).toEqual([{
        eventCode: 'AUTHORISATION', success: true, pspReference: received.ok ? received.value.pspReference : '', merchantReference: request.reference,
        amount: { amountMinor: 2599, currency: 'EUR' }, reason: null,
      }]);
      type Item = { amount: { value: number }; additionalData: Record<string, string> };
      const copy = JSON.parse(JSON.stringify(body)) as { notificationItems: { NotificationRequestItem: Item }[] };
      const item = copy.notificationItems[0]!.NotificationRequestItem;
      item.amount.value = 1;
      expect(subject.gateway.verifyNotifications(copy)).toBeNull();
      item.amount.value = 2599;
      expect(subject.gateway.verifyNotifications(copy)).not.toBeNull();
      delete item.additionalData['hmacSignature'];
      expect(subject.gateway.verifyNotifications(copy)).toBeNull();
      item.additionalData['hmacSignature'] = Buffer.alloc(32).toString('base64');
      expect(subject.gateway.verifyNotifications(copy)).toBeNull();
      expect(subject.gateway.verifyNotifications({ live: 'false', notificationItems: [] })).toBeNull();
      expect(subject.gateway.verifyNotifications('[accepted]')).toBeNull();
      expect(subject.gateway.verifyNotifications(null)).toBeNull();
    });

    test('3DS2 frictionless: the fingerprint completes and submitDetails authorises', async () => {
      const identify = await pay(testCard('5201281505129736'));
      expect(identify).toMatchObject({ resultCode: 'IdentifyShopper', action: { type: 'threeDS2', subtype: 'fingerprint', paymentMethodType: 'scheme' } });
      const done = await details({ threeDSResult: fingerprintResultOf(identify.action!) }, identify.action?.['paymentData']);
      expect(done).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'mc', pspReference: identify.pspReference });
    });

    test('3DS2 challenge round trip: the password authorises, anything else refuses', async () => {
      const challenge = await pay(testCard('4212345678910006'));
      expect(challenge).toMatchObject({ resultCode: 'ChallengeShopper', action: { type: 'threeDS2', subtype: 'challenge', url: expect.stringContaining('/payment-sandbox/challenge?session=') } });
      const session = sessionOf(challenge.action?.['url']);
      expect(subject.pages.challengePage(session)).toMatchObject({ brand: 'visa', lastFour: '0006' });
      const good = subject.pages.answerChallenge(session, 'password');
      expect(good?.targetOrigin).toBe('https://shop.test');
      expect(await details({ threeDSResult: good?.threeDSResult }, challenge.action?.['paymentData'])).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'visa' });
      const bad = subject.pages.answerChallenge(session, 'guess');
      expect(await details({ threeDSResult: bad?.threeDSResult })).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
      const forged = await subject.gateway.submitDetails({ details: { threeDSResult: 'eyJ9.forged' }, paymentData: null, idempotencyKey: randomUUID() });
      expect(forged).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
    });

    test('fingerprint then challenge', async () => {
      const identify = await pay(testCard('5000550000000029'));
      expect(identify.action).toMatchObject({ subtype: 'fingerprint' });
      const challenge = await details({ threeDSResult: fingerprintResultOf(identify.action!) });
      expect(challenge).toMatchObject({ resultCode: 'ChallengeShopper', action: { subtype: 'challenge' } });
      const answer = subject.pages.answerChallenge(sessionOf(challenge.action?.['url']), 'password');
      // 50… is Maestro by the domain's card rules.
      expect(await details({ threeDSResult: answer?.threeDSResult })).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'maestro' });
    });

    test('redirect round trip through the bank page: iDEAL approved and cancelled, EPS with a bank, Dotpay by its old name', async () => {
      const ideal = await pay({ type: 'ideal' });
      expect(ideal).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', paymentMethodType: 'ideal' } });
      const session = sessionOf(ideal.action?.['url']);
      expect(subject.pages.bankPage(session)?.issuers.length).toBeGreaterThan(1);
      expect(subject.pages.decideBank(session, 'approve', null)).toBeNull();
      const approved = subject.pages.decideBank(session, 'approve', 'ing');
      const back = new URL(approved!.redirectTo);
      expect(back.origin + back.pathname).toBe('https://shop.test/Checkout/PaymentComponent/Return');
      expect(back.searchParams.get('encryptedOrderId')).toBe('abc');
      expect(await details({ redirectResult: back.searchParams.get('redirectResult') })).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'ideal' });
      const cancelled = new URL(subject.pages.decideBank(session, 'cancel', null)!.redirectTo);
      expect(await details({ redirectResult: cancelled.searchParams.get('redirectResult') })).toMatchObject({ resultCode: 'Cancelled' });
      const eps = await pay({ type: 'eps', issuer: 'erste' }, { countryCode: 'AT' });
      const epsBack = new URL(subject.pages.decideBank(sessionOf(eps.action?.['url']), 'approve', null)!.redirectTo);
      expect(await details({ redirectResult: epsBack.searchParams.get('redirectResult') })).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'eps' });
      const dotpay = await pay({ type: 'dotpay' }, { countryCode: 'PL', amount: { amountMinor: 10000, currency: 'PLN' } });
      expect(dotpay).toMatchObject({ resultCode: 'RedirectShopper', paymentMethodType: 'onlineBanking_PL' });
      const notOffered = await subject.gateway.pay(paymentRequest({ type: 'ideal' }, { countryCode: 'GB', amount: { amountMinor: 100, currency: 'GBP' } }));
      expect(notOffered).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
    });

    test('SEPA direct debit: a valid IBAN is Received then confirmed by webhook; owner DECLINED is refused; a bad IBAN refuses the request', async () => {
      const request = paymentRequest({ type: 'sepadirectdebit', iban: 'NL13TEST0123456789', ownerName: 'A. Schneider' });
      const received = await subject.gateway.pay(request);
      expect(received).toMatchObject({ ok: true, value: { resultCode: 'Received', paymentMethodType: 'sepadirectdebit' } });
      const verified = subject.gateway.verifyNotifications(await subject.nextWebhook());
      expect(verified?.[0]).toMatchObject({ eventCode: 'AUTHORISATION', success: true, merchantReference: request.reference });
      expect(await pay({ type: 'sepadirectdebit', iban: 'NL13TEST0123456789', ownerName: 'DECLINED' })).toMatchObject({ resultCode: 'Refused' });
      const bad = await subject.gateway.pay(paymentRequest({ type: 'sepadirectdebit', iban: 'NL13TEST0123456788', ownerName: 'A' }));
      expect(bad).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
    });

    test('stores a card as a token for its shopper only, and pays with it', async () => {
      const shopperReference = `shopper-${randomUUID()}`;
      await pay(testCard('4111111111111111', 'Jane Doe'), { shopperReference, storePaymentMethod: true });
      const listed = await subject.gateway.paymentMethods({ countryCode: 'NL', amount: { amountMinor: 1000, currency: 'EUR' }, shopperReference });
      if (!listed.ok) throw new Error('paymentMethods failed');
      expect(listed.value.storedPaymentMethods).toEqual([{ id: expect.any(String), brand: 'visa', lastFour: '1111', expiryMonth: '03', expiryYear: '2030', holderName: 'Jane Doe' }]);
      expect(JSON.stringify(listed.value)).not.toContain('4111111111111111');
      const id = listed.value.storedPaymentMethods[0]!.id;
      expect(await pay({ type: 'scheme', storedPaymentMethodId: id, encryptedSecurityCode: 'test_737' }, { shopperReference })).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'visa' });
      const stranger = await subject.gateway.pay(paymentRequest({ type: 'scheme', storedPaymentMethodId: id }, { shopperReference: 'someone-else' }));
      expect(stranger).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
      const guest = await subject.gateway.paymentMethods({ countryCode: 'NL', amount: { amountMinor: 1000, currency: 'EUR' }, shopperReference: null });
      expect(guest.ok && guest.value.storedPaymentMethods).toEqual([]);
    });

    test('the same idempotency key twice, or at once, gives the first answer and one charge', async () => {
      const request = paymentRequest(testCard('4111111111111111'));
      const before = subject.charges();
      const first = await subject.gateway.pay(request);
      const again = await subject.gateway.pay(request);
      expect(again).toEqual(first);
      expect(subject.charges()).toBe(before + 1);
      const concurrent = paymentRequest(testCard('5555555555554444'));
      const answers = await Promise.all([1, 2, 3].map(() => subject.gateway.pay(concurrent)));
      expect(new Set(answers.map((a) => (a.ok ? a.value.pspReference : null))).size).toBe(1);
      expect(subject.charges()).toBe(before + 2);
      await subject.gateway.pay({ ...request, idempotencyKey: randomUUID() });
      expect(subject.charges()).toBe(before + 3);
    });
  });
}
