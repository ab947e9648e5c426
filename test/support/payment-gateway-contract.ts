import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SandboxPaymentPages } from '../../src/adapters/providers/adyen/sandbox/sandbox-payment-pages.js';
import type {
  PaymentAction, PaymentDetailsRequest, PaymentGateway, PaymentMethodData, PaymentOutcome, PaymentRequest,
} from '../../src/ports/payment-gateway.port.js';

export interface PaymentGatewaySubject {
  gateway: PaymentGateway;
  /** Payments the gateway (or the provider behind it) actually processed. */
  charges(): number;
  /** Reversals the gateway (or the provider behind it) actually made. */
  reversals(): number;
  /** Captures, cancels and refunds the gateway (or the provider behind it) actually took. */
  modifications(): number;
  /** The next webhook body the provider sends, in its wire format. */
  nextWebhook(): Promise<unknown>;
  /** The challenge and bank pages the shopper sees (the sandbox's, or those behind the stand-in). */
  pages: SandboxPaymentPages;
  /** A wallet's token for a sandbox test card, as the sandbox wallet sheet gets it (Adyen's test environment: the stand-in's sandbox). */
  walletToken(wallet: 'googlepay' | 'applepay', card: string): { token: string; network: string };
  close(): Promise<void>;
}

const RETURN_URL = 'https://shop.test/Checkout/PaymentComponent/Return?encryptedOrderId=abc';

export const testCard = (number: string, holderName = 'J. Smith', securityCode = '737'): PaymentMethodData => ({
  type: 'scheme', encryptedCardNumber: `test_${number}`, encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: `test_${securityCode}`, holderName,
});

export function paymentRequest(paymentMethod: PaymentMethodData, overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    site: 'yours-clothing', reference: `ORD-${randomUUID().slice(0, 8)}`, amount: { amountMinor: 4599, currency: 'EUR' }, countryCode: 'NL', paymentMethod,
    returnUrl: RETURN_URL, shopperReference: null, shopperEmail: 'shopper@example.com', storePaymentMethod: false, browserInfo: null,
    idempotencyKey: randomUUID(), ...overrides,
  };
}

const sessionOf = (url: unknown): string => new URL(String(url), 'https://shop.test').searchParams.get('session') ?? '';

/** The payment details must belong to: the order's reference and total, and the attempt's PSP reference. */
export const expectedOf = (request: PaymentRequest, answer: PaymentOutcome): PaymentDetailsRequest['expected'] =>
  ({ reference: request.reference, amount: request.amount, pspReference: answer.pspReference });

/** The fingerprint's result, as the browser takes it from the action's token. */
export const fingerprintResultOf = (action: PaymentAction): string =>
  (JSON.parse(Buffer.from(String(action['token']), 'base64').toString('utf8')) as { threeDSResult: string }).threeDSResult;

/**
 * What every PaymentGateway does, as Adyen's test environment: methods per country and currency,
 * the published test cards and holder-name outcomes, 3-D Secure 2, redirect methods, SEPA, stored
 * cards, webhooks verified by HMAC, idempotency keys (one charge per key), details bound to the
 * payment they were sent for, and reversals.
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
    /** Pays, and says which payment later details must belong to. */
    const start = async (method: PaymentMethodData, overrides: Partial<PaymentRequest> = {}) => {
      const request = paymentRequest(method, overrides);
      const result = await subject.gateway.pay(request);
      if (!result.ok) throw new Error(`pay failed: ${JSON.stringify(result.error)}`);
      return { outcome: result.value, expected: expectedOf(request, result.value) };
    };
    const pay = async (method: PaymentMethodData, overrides: Partial<PaymentRequest> = {}): Promise<PaymentOutcome> => (await start(method, overrides)).outcome;
    const submit = (detailsBody: Record<string, unknown>, expected: PaymentDetailsRequest['expected'], paymentData: unknown = null) =>
      subject.gateway.submitDetails({ site: 'yours-clothing', details: detailsBody, paymentData: typeof paymentData === 'string' ? paymentData : null, idempotencyKey: randomUUID(), expected });
    const details = async (detailsBody: Record<string, unknown>, expected: PaymentDetailsRequest['expected'], paymentData: unknown = null): Promise<PaymentOutcome> => {
      const result = await submit(detailsBody, expected, paymentData);
      if (!result.ok) throw new Error(`details failed: ${JSON.stringify(result.error)}`);
      return result.value;
    };
    const typesFor = async (countryCode: string, currency: string) => {
      const result = await subject.gateway.paymentMethods({ site: 'yours-clothing', countryCode, amount: { amountMinor: 1000, currency }, shopperReference: null });
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

    test('takes a card with its billing address, social security number and instalments; refuses malformed ones as a request', async () => {
      const billingAddress = { street: 'Rua Augusta', houseNumberOrName: '1500', postalCode: '01304-001', city: 'São Paulo', stateOrProvince: 'SP', country: 'BR' };
      const withDetails = { cardDetails: { billingAddress, socialSecurityNumber: '123.456.789-09', installments: { value: 3 } } };
      expect(await pay(testCard('4111111111111111'), withDetails)).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'visa' });
      expect(await pay(testCard('5555555555554444'), { cardDetails: { socialSecurityNumber: '12.345.678/0001-95', installments: { value: 1, plan: 'revolving' } } }))
        .toMatchObject({ resultCode: 'Authorised' });
      const refusedWith = async (cardDetails: NonNullable<PaymentRequest['cardDetails']>) => subject.gateway.pay(paymentRequest(testCard('4111111111111111'), { cardDetails }));
      for (const cardDetails of [
        { socialSecurityNumber: '123.456' },
        { installments: { value: 0 } },
        { installments: { value: 6, plan: 'revolving' as const } },
        { billingAddress: { ...billingAddress, country: 'Brazil' } },
      ]) {
        expect(await refusedWith(cardDetails)).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
      }
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
      const { outcome: identify, expected } = await start(testCard('5201281505129736'));
      expect(identify).toMatchObject({ resultCode: 'IdentifyShopper', action: { type: 'threeDS2', subtype: 'fingerprint', paymentMethodType: 'scheme' } });
      const done = await details({ threeDSResult: fingerprintResultOf(identify.action!) }, expected, identify.action?.['paymentData']);
      expect(done).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'mc', pspReference: identify.pspReference });
    });

    test('3DS2 challenge round trip: the password authorises, anything else refuses', async () => {
      const { outcome: challenge, expected } = await start(testCard('4212345678910006'));
      expect(challenge).toMatchObject({ resultCode: 'ChallengeShopper', action: { type: 'threeDS2', subtype: 'challenge', url: expect.stringContaining('/payment-sandbox/challenge?session=') } });
      const session = sessionOf(challenge.action?.['url']);
      expect(subject.pages.challengePage(session)).toMatchObject({ brand: 'visa', lastFour: '0006' });
      const good = subject.pages.answerChallenge(session, 'password');
      expect(good?.targetOrigin).toBe('https://shop.test');
      expect(await details({ threeDSResult: good?.threeDSResult }, expected, challenge.action?.['paymentData'])).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'visa' });
      const bad = subject.pages.answerChallenge(session, 'guess');
      expect(await details({ threeDSResult: bad?.threeDSResult }, expected)).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
      const forged = await submit({ threeDSResult: 'eyJ9.forged' }, expected);
      expect(forged).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
    });

    test('fingerprint then challenge', async () => {
      const { outcome: identify, expected } = await start(testCard('5000550000000029'));
      expect(identify.action).toMatchObject({ subtype: 'fingerprint' });
      const challenge = await details({ threeDSResult: fingerprintResultOf(identify.action!) }, expected);
      expect(challenge).toMatchObject({ resultCode: 'ChallengeShopper', action: { subtype: 'challenge' }, pspReference: identify.pspReference });
      const answer = subject.pages.answerChallenge(sessionOf(challenge.action?.['url']), 'password');
      // 50… is Maestro by the domain's card rules.
      expect(await details({ threeDSResult: answer?.threeDSResult }, expected)).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'maestro' });
    });

    test('redirect round trip through the bank page: iDEAL approved and cancelled, EPS with a bank, Dotpay by its old name', async () => {
      const { outcome: ideal, expected } = await start({ type: 'ideal' });
      expect(ideal).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', paymentMethodType: 'ideal' } });
      const session = sessionOf(ideal.action?.['url']);
      expect(subject.pages.bankPage(session)?.issuers.length).toBeGreaterThan(1);
      expect(subject.pages.decideBank(session, 'approve', null)).toBeNull();
      const approved = subject.pages.decideBank(session, 'approve', 'ing');
      const back = new URL(approved!.redirectTo);
      expect(back.origin + back.pathname).toBe('https://shop.test/Checkout/PaymentComponent/Return');
      expect(back.searchParams.get('encryptedOrderId')).toBe('abc');
      expect(await details({ redirectResult: back.searchParams.get('redirectResult') }, expected)).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'ideal' });
      const cancelled = new URL(subject.pages.decideBank(session, 'cancel', null)!.redirectTo);
      expect(await details({ redirectResult: cancelled.searchParams.get('redirectResult') }, expected)).toMatchObject({ resultCode: 'Cancelled' });
      const eps = await start({ type: 'eps', issuer: 'erste' }, { countryCode: 'AT' });
      const epsBack = new URL(subject.pages.decideBank(sessionOf(eps.outcome.action?.['url']), 'approve', null)!.redirectTo);
      expect(await details({ redirectResult: epsBack.searchParams.get('redirectResult') }, eps.expected)).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'eps' });
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
      const listed = await subject.gateway.paymentMethods({ site: 'yours-clothing', countryCode: 'NL', amount: { amountMinor: 1000, currency: 'EUR' }, shopperReference });
      if (!listed.ok) throw new Error('paymentMethods failed');
      expect(listed.value.storedPaymentMethods).toEqual([{ id: expect.any(String), brand: 'visa', lastFour: '1111', expiryMonth: '03', expiryYear: '2030', holderName: 'Jane Doe' }]);
      expect(JSON.stringify(listed.value)).not.toContain('4111111111111111');
      const id = listed.value.storedPaymentMethods[0]!.id;
      expect(await pay({ type: 'scheme', storedPaymentMethodId: id, encryptedSecurityCode: 'test_737' }, { shopperReference })).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'visa' });
      const stranger = await subject.gateway.pay(paymentRequest({ type: 'scheme', storedPaymentMethodId: id }, { shopperReference: 'someone-else' }));
      expect(stranger).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED' } });
      const guest = await subject.gateway.paymentMethods({ site: 'yours-clothing', countryCode: 'NL', amount: { amountMinor: 1000, currency: 'EUR' }, shopperReference: null });
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

    test('3-D Secure details of one order sent for another answer PAYMENT_DETAILS_MISMATCH; its own order then completes them', async () => {
      const a = await start(testCard('5201281505129736'));
      const b = await start(testCard('5201281505129736'), { amount: { amountMinor: 100, currency: 'EUR' } });
      const fingerprint = { threeDSResult: fingerprintResultOf(a.outcome.action!) };
      expect(await submit(fingerprint, b.expected)).toEqual({ ok: false, error: { code: 'PAYMENT_DETAILS_MISMATCH' } });
      expect(await details(fingerprint, a.expected)).toMatchObject({ resultCode: 'Authorised', pspReference: a.outcome.pspReference });

      const challenged = await start(testCard('4212345678910006'));
      const other = await start(testCard('4212345678910006'));
      const answer = subject.pages.answerChallenge(sessionOf(challenged.outcome.action?.['url']), 'password');
      const challenge = { threeDSResult: answer?.threeDSResult };
      expect(await submit(challenge, other.expected)).toEqual({ ok: false, error: { code: 'PAYMENT_DETAILS_MISMATCH' } });
      expect(await details(challenge, challenged.expected)).toMatchObject({ resultCode: 'Authorised', pspReference: challenged.outcome.pspReference });
    });

    test('a bank result of one order sent for another answers PAYMENT_DETAILS_MISMATCH; its own order then completes it', async () => {
      const a = await start({ type: 'ideal' });
      const b = await start({ type: 'ideal' });
      const back = new URL(subject.pages.decideBank(sessionOf(a.outcome.action?.['url']), 'approve', 'ing')!.redirectTo);
      const redirect = { redirectResult: back.searchParams.get('redirectResult') };
      expect(await submit(redirect, b.expected)).toEqual({ ok: false, error: { code: 'PAYMENT_DETAILS_MISMATCH' } });
      expect(await details(redirect, a.expected)).toMatchObject({ resultCode: 'Authorised', paymentMethodType: 'ideal', pspReference: a.outcome.pspReference });
    });

    test('details must match the order\'s total and, when known, the PSP reference of the attempt that asked for them', async () => {
      const { outcome: identify, expected } = await start(testCard('5201281505129736'));
      const fingerprint = { threeDSResult: fingerprintResultOf(identify.action!) };
      const mismatch = { ok: false, error: { code: 'PAYMENT_DETAILS_MISMATCH' } };
      expect(await submit(fingerprint, { ...expected, amount: { amountMinor: expected.amount.amountMinor + 1, currency: 'EUR' } })).toEqual(mismatch);
      expect(await submit(fingerprint, { ...expected, amount: { amountMinor: expected.amount.amountMinor, currency: 'GBP' } })).toEqual(mismatch);
      expect(await submit(fingerprint, { ...expected, pspReference: 'EARLIERATTEMPT01' })).toEqual(mismatch);
      expect(await details(fingerprint, { ...expected, pspReference: null })).toMatchObject({ resultCode: 'Authorised', pspReference: identify.pspReference });
    });

    test('reverses an authorised payment: one reversal per key, the same answer again, then a signed CANCEL_OR_REFUND webhook', async () => {
      const request = paymentRequest(testCard('4111111111111111'), { amount: { amountMinor: 1999, currency: 'EUR' } });
      const paid = await subject.gateway.pay(request);
      const pspReference = paid.ok ? paid.value.pspReference! : '';
      const before = subject.reversals();
      const reversal = { site: 'yours-clothing', pspReference, reference: request.reference, amount: request.amount, idempotencyKey: randomUUID() };
      const first = await subject.gateway.reverse(reversal);
      expect(first).toEqual({ ok: true, value: { pspReference: expect.any(String) } });
      const reversalPsp = first.ok ? first.value.pspReference : '';
      expect(reversalPsp).not.toBe(pspReference);
      expect(await subject.gateway.reverse(reversal)).toEqual(first);
      expect(subject.reversals()).toBe(before + 1);
      const body = await subject.nextWebhook() as { notificationItems: { NotificationRequestItem: { originalReference?: string } }[] };
      expect(body.notificationItems[0]?.NotificationRequestItem.originalReference).toBe(pspReference);
      expect(subject.gateway.verifyNotifications(body)).toEqual([{
        eventCode: 'CANCEL_OR_REFUND', success: true, pspReference: reversalPsp, merchantReference: request.reference, amount: request.amount, reason: null,
        originalReference: pspReference,
      }]);
    });

    test('reverses a payment authorised after 3-D Secure, once for concurrent calls with one key', async () => {
      const { outcome: identify, expected } = await start(testCard('5201281505129736'));
      await details({ threeDSResult: fingerprintResultOf(identify.action!) }, expected);
      const before = subject.reversals();
      const reversal = { site: 'yours-clothing', pspReference: identify.pspReference!, reference: expected.reference, amount: expected.amount, idempotencyKey: randomUUID() };
      const answers = await Promise.all([1, 2, 3].map(() => subject.gateway.reverse(reversal)));
      expect(answers[0]).toMatchObject({ ok: true });
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(subject.reversals()).toBe(before + 1);
      expect(subject.gateway.verifyNotifications(await subject.nextWebhook())?.[0]).toMatchObject({ eventCode: 'CANCEL_OR_REFUND', merchantReference: expected.reference });
    });

    test("Google Pay and Apple Pay: a wallet's token is paid by its card; a forged, changed or other wallet's token refuses the request", async () => {
      const google = subject.walletToken('googlepay', 'visa-authorised');
      const googlePay = (token: string, network: string) => ({ type: 'googlepay', googlePayToken: token, googlePayCardNetwork: network });
      const browserInfo = { acceptHeader: 'text/html', colorDepth: 24, language: 'en-GB', javaEnabled: false, screenHeight: 900, screenWidth: 1280, userAgent: 'Chrome', timeZoneOffset: 0 };
      expect(await pay(googlePay(google.token, google.network), { browserInfo })).toMatchObject({ resultCode: 'Authorised', refusalReason: null });
      const refused = subject.walletToken('googlepay', 'visa-refused');
      expect(await pay(googlePay(refused.token, refused.network))).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance' });
      const apple = subject.walletToken('applepay', 'mastercard-authorised');
      expect(await pay({ type: 'applepay', applePayToken: apple.token })).toMatchObject({ resultCode: 'Authorised' });
      const refusedRequest = { ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.any(String) } };
      for (const method of [
        googlePay('eyJrIjoid2FsbGV0LXRva2VuIn0.forged', 'VISA'),
        googlePay(`${google.token.slice(0, -3)}abc`, google.network),
        googlePay(google.token, 'MASTERCARD'),
        { type: 'googlepay' },
        { type: 'applepay', applePayToken: google.token },
      ]) {
        expect(await subject.gateway.pay(paymentRequest(method))).toEqual(refusedRequest);
      }
    });

    test('refuses to reverse a payment it does not know', async () => {
      const unknown = await subject.gateway.reverse({ site: 'yours-clothing', pspReference: 'ZZ00000000000000', reference: 'ORD-unknown', amount: { amountMinor: 100, currency: 'EUR' }, idempotencyKey: randomUUID() });
      expect(unknown).toMatchObject({ ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.stringContaining('Original pspReference required') } });
    });
    /** A card payment authorised (captured at once, or only authorised with manual capture): its PSP reference and request. */
    const authorised = async (amountMinor: number, manualCapture: boolean) => {
      const request = paymentRequest(testCard('4111111111111111'), { amount: { amountMinor, currency: 'EUR' }, manualCapture });
      const paid = await subject.gateway.pay(request);
      if (!paid.ok || paid.value.resultCode !== 'Authorised' || paid.value.pspReference === null) throw new Error(`pay failed: ${JSON.stringify(paid)}`);
      return { pspReference: paid.value.pspReference, request };
    };
    const modification = (pspReference: string, reference: string) => ({ site: 'yours-clothing', pspReference, reference, idempotencyKey: randomUUID() });
    const amounted = (pspReference: string, reference: string, amountMinor: number) => ({ ...modification(pspReference, reference), amount: { amountMinor, currency: 'EUR' } });
    /** The next webhook, verified: its one item and the payment it names as originalReference. */
    const nextResult = async () => {
      const items = subject.gateway.verifyNotifications(await subject.nextWebhook());
      expect(items).toHaveLength(1);
      return items![0]!;
    };

    test('captures a manually captured payment in parts: each taken at once, its result a signed CAPTURE naming the payment; beyond what is authorised, CAPTURE success=false', async () => {
      const { pspReference } = await authorised(5000, true);
      const before = subject.modifications();
      const first = await subject.gateway.capture(amounted(pspReference, 'CAP-1', 3000));
      expect(first).toEqual({ ok: true, value: { pspReference: expect.any(String) } });
      expect(first.ok && first.value.pspReference).not.toBe(pspReference);
      expect(await nextResult()).toEqual({
        eventCode: 'CAPTURE', success: true, pspReference: first.ok ? first.value.pspReference : '', originalReference: pspReference,
        merchantReference: 'CAP-1', amount: { amountMinor: 3000, currency: 'EUR' }, reason: null,
      });
      expect(await subject.gateway.capture(amounted(pspReference, 'CAP-2', 2000))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'CAPTURE', success: true, merchantReference: 'CAP-2' });
      expect(await subject.gateway.capture(amounted(pspReference, 'CAP-3', 1))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'CAPTURE', success: false, merchantReference: 'CAP-3', reason: expect.any(String) });
      expect(subject.modifications()).toBe(before + 3);
    });

    test('a capture of a test amount ending in 13 minor units is taken, then fails by CAPTURE_FAILED', async () => {
      const { pspReference } = await authorised(5000, true);
      expect(await subject.gateway.capture(amounted(pspReference, 'CAP-13', 1013))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'CAPTURE_FAILED', success: true, originalReference: pspReference, amount: { amountMinor: 1013, currency: 'EUR' } });
    });

    test('cancels an authorised payment nothing of which is captured (CANCELLATION); a captured one answers CANCELLATION success=false; nothing captures after a cancel', async () => {
      const { pspReference } = await authorised(2500, true);
      expect(await subject.gateway.cancel(modification(pspReference, 'CAN-1'))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'CANCELLATION', success: true, originalReference: pspReference, merchantReference: 'CAN-1' });
      expect(await subject.gateway.capture(amounted(pspReference, 'CAP-after-cancel', 100))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'CAPTURE', success: false });
      const captured = await authorised(2500, false);
      expect(await subject.gateway.cancel(modification(captured.pspReference, 'CAN-2'))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'CANCELLATION', success: false, originalReference: captured.pspReference, reason: expect.any(String) });
    });

    test('refunds a captured payment in parts up to what was captured (REFUND); beyond it REFUND success=false; a test amount ending in 13 fails by REFUND_FAILED', async () => {
      const { pspReference } = await authorised(4000, false);
      const refund = await subject.gateway.refund(amounted(pspReference, 'REF-1', 1500));
      expect(refund).toEqual({ ok: true, value: { pspReference: expect.any(String) } });
      expect(await nextResult()).toEqual({
        eventCode: 'REFUND', success: true, pspReference: refund.ok ? refund.value.pspReference : '', originalReference: pspReference,
        merchantReference: 'REF-1', amount: { amountMinor: 1500, currency: 'EUR' }, reason: null,
      });
      expect(await subject.gateway.refund(amounted(pspReference, 'REF-13', 1013))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'REFUND_FAILED', success: true, merchantReference: 'REF-13' });
      expect(await subject.gateway.refund(amounted(pspReference, 'REF-2', 2500))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'REFUND', success: true, merchantReference: 'REF-2' });
      expect(await subject.gateway.refund(amounted(pspReference, 'REF-3', 1))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'REFUND', success: false, merchantReference: 'REF-3', reason: expect.any(String) });
      const uncaptured = await authorised(4000, true);
      expect(await subject.gateway.refund(amounted(uncaptured.pspReference, 'REF-uncaptured', 100))).toMatchObject({ ok: true });
      expect(await nextResult()).toMatchObject({ eventCode: 'REFUND', success: false });
    });

    test('one modification per idempotency key: repeated or concurrent, the first answer and one webhook', async () => {
      const { pspReference } = await authorised(3000, false);
      const before = subject.modifications();
      const request = amounted(pspReference, 'REF-once', 700);
      const answers = await Promise.all([1, 2, 3].map(() => subject.gateway.refund(request)));
      expect(answers[0]).toMatchObject({ ok: true });
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(await subject.gateway.refund(request)).toEqual(answers[0]);
      expect(subject.modifications()).toBe(before + 1);
      expect(await nextResult()).toMatchObject({ eventCode: 'REFUND', success: true, merchantReference: 'REF-once' });
    });

    test('refuses outright a modification of a payment it does not know, or in another currency', async () => {
      const refused = { ok: false, error: { code: 'PAYMENT_REQUEST_REFUSED', reason: expect.any(String) } };
      expect(await subject.gateway.capture(amounted('ZZ00000000000000', 'CAP-unknown', 100))).toEqual(refused);
      expect(await subject.gateway.cancel(modification('ZZ00000000000000', 'CAN-unknown'))).toEqual(refused);
      expect(await subject.gateway.refund(amounted('ZZ00000000000000', 'REF-unknown', 100))).toEqual(refused);
      const { pspReference } = await authorised(3000, false);
      expect(await subject.gateway.refund({ ...amounted(pspReference, 'REF-gbp', 100), amount: { amountMinor: 100, currency: 'GBP' } })).toEqual(refused);
    });
  });
}
