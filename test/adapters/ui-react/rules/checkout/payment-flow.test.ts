import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  challengeResultOf,
  confirmationUrl,
  encryptedOrderIdAfter,
  initiatePaymentUrl,
  missingDetailsFieldIds,
  nextPaymentStep,
  OUT_OF_STOCK_URL,
  paymentFailure,
  readPaymentError,
  submitAdditionalDetailsUrl,
} from '../../../../../src/adapters/ui-react/rules/checkout/payment-flow.js';

const response = (resultCode: string, extra: Record<string, unknown> = {}) => ({
  action: null,
  additionalData: { orderId: 'enc-1', paymentMethod: 'visa' },
  merchantReference: 'SF-1',
  resultCode,
  refusalReason: null,
  ...extra,
});

describe('payment result handling on the basket page (spec section 4)', () => {
  it('Authorised goes to CompleteOrder with status 3, Pending and Received with status 9', () => {
    expect(nextPaymentStep(response('Authorised'), 'enc-1')).toEqual({
      kind: 'navigate',
      url: '/Checkout/PaymentComponent/CompleteOrder?encryptedOrderId=enc-1&paymentMethod=visa&status=3&merchRef=SF-1&isBasket=true',
    });
    for (const code of ['Pending', 'Received']) {
      const step = nextPaymentStep(response(code), 'enc-1');
      expect(step.kind === 'navigate' && new URL(step.url, 'http://shop').searchParams.get('status')).toBe('9');
    }
  });

  it('Refused shows the reason and stays (basket page); any other code goes to the confirmation page with the order', () => {
    expect(nextPaymentStep(response('Refused', { refusalReason: 'Not enough balance' }), 'enc-1')).toEqual({ kind: 'refused', refusalReason: 'Not enough balance' });
    for (const code of ['Error', 'Cancelled', 'Unknown', '']) {
      expect(nextPaymentStep(response(code), 'enc-1')).toEqual({ kind: 'navigate', url: '/Checkout/Confirmation?encryptedOrderId=enc-1' });
    }
  });

  it('a sandbox challenge is its page in the challenge container; a fingerprint sends its token at once', () => {
    const challenge = { type: 'threeDS2', subtype: 'challenge', token: 't', paymentData: 'pd', paymentMethodType: 'scheme', url: '/payment-sandbox/challenge?x=1' };
    expect(nextPaymentStep(response('ChallengeShopper', { action: challenge }), 'enc-1')).toEqual({ kind: 'challenge', url: '/payment-sandbox/challenge?x=1', paymentData: 'pd' });
    // The fingerprint's token is base64 JSON (as the sandbox gateway makes it): its threeDSResult goes back.
    const token = btoa(JSON.stringify({ threeDSServerTransID: 'T1', threeDSMethodUrl: '', threeDSResult: 'fp-result' }));
    const fingerprint = { type: 'threeDS2', subtype: 'fingerprint', token, paymentData: 'pd', paymentMethodType: 'scheme' };
    expect(nextPaymentStep(response('IdentifyShopper', { action: fingerprint }), 'enc-1')).toEqual({ kind: 'submitDetails', details: { threeDSResult: 'fp-result' }, paymentData: 'pd' });
    // A token that carries no result is an action the sandbox cannot carry out: the confirmation page.
    for (const bad of ['fp-token', btoa('{}'), btoa('[1]'), btoa(JSON.stringify({ threeDSResult: 7 })), '']) {
      expect(nextPaymentStep(response('IdentifyShopper', { action: { ...fingerprint, token: bad } }), 'enc-1'), bad)
        .toEqual({ kind: 'navigate', url: '/Checkout/Confirmation?encryptedOrderId=enc-1' });
    }
    // With Adyen's components (client key set) they carry every action out.
    expect(nextPaymentStep(response('ChallengeShopper', { action: challenge }), 'enc-1', true)).toEqual({ kind: 'providerAction', action: challenge });
  });

  it('a redirect goes to its url, by GET or as a POST form with its data', () => {
    const get = { type: 'redirect', url: 'https://bank.example/pay?p=1', method: 'GET', paymentMethodType: 'ideal' };
    expect(nextPaymentStep(response('RedirectShopper', { action: get }), 'enc-1')).toEqual({ kind: 'redirect', url: 'https://bank.example/pay?p=1', method: 'GET', data: {} });
    const post = { type: 'redirect', url: 'https://acs.example/', method: 'POST', data: { PaReq: 'x', MD: 'y', n: 3 }, paymentMethodType: 'scheme' };
    expect(nextPaymentStep(response('RedirectShopper', { action: post }), 'enc-1')).toEqual({ kind: 'redirect', url: 'https://acs.example/', method: 'POST', data: { PaReq: 'x', MD: 'y' } });
    // An action the sandbox cannot show: the confirmation page says where the order stands.
    expect(nextPaymentStep(response('PresentToShopper', { action: { type: 'voucher' } }), 'enc-1')).toEqual({ kind: 'navigate', url: '/Checkout/Confirmation?encryptedOrderId=enc-1' });
  });

  test.prop([fc.anything()])('never throws on any answer', (answer) => {
    const safe = typeof answer === 'object' && answer !== null ? answer : {};
    nextPaymentStep(safe as Parameters<typeof nextPaymentStep>[0], 'enc');
    paymentFailure(500, answer);
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })])('Authorised always completes the order it names, every value escaped', (orderId, method, ref) => {
    const step = nextPaymentStep({ resultCode: 'Authorised', additionalData: { orderId, paymentMethod: method }, merchantReference: ref }, orderId);
    expect(step.kind).toBe('navigate');
    if (step.kind !== 'navigate') return;
    const url = new URL(step.url, 'http://shop');
    expect(url.pathname).toBe('/Checkout/PaymentComponent/CompleteOrder');
    expect(url.searchParams.get('status')).toBe('3');
    expect(url.searchParams.get('isBasket')).toBe('true');
    expect(url.searchParams.get('encryptedOrderId')).toBe(orderId);
    expect(url.searchParams.get('paymentMethod')).toBe(method);
    expect(url.searchParams.get('merchRef')).toBe(ref);
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })])('the order id follows each answer that names one', (current, next) => {
    const after = encryptedOrderIdAfter(current, { additionalData: { orderId: next ?? null } });
    expect(after).toBe(next === undefined || next === '' ? current : next);
  });
});

describe('failed calls and the challenge page', () => {
  it('409 OUT_OF_STOCK goes to the basket stock message, 409 PAYMENT_IN_PROGRESS waits to ask again; the same codes with another status are shown', () => {
    expect(paymentFailure(409, { code: 'OUT_OF_STOCK', message: 'x' })).toEqual({ kind: 'navigate', url: OUT_OF_STOCK_URL });
    expect(OUT_OF_STOCK_URL).toBe('/basket?error=stock');
    expect(paymentFailure(409, { code: 'BASKET_EMPTY', message: 'Your basket is empty.' })).toEqual({ kind: 'alert', message: 'Your basket is empty.' });
    expect(paymentFailure(409, { code: 'PAYMENT_IN_PROGRESS' })).toEqual({ kind: 'wait', message: '' });
    expect(paymentFailure(503, { code: 'PAYMENT_IN_PROGRESS', message: 'm' })).toEqual({ kind: 'alert', message: 'm' });
    expect(paymentFailure(503, { code: 'OUT_OF_STOCK', message: 'm' })).toEqual({ kind: 'alert', message: 'm' });
    expect(paymentFailure(null, null)).toEqual({ kind: 'silent' });
  });

  it('the challenge result is taken only from the shop origin, in the sandbox page shape', () => {
    const message = { type: 'payment-sandbox:challenge', threeDSResult: 'r1' };
    expect(challengeResultOf('http://shop', 'http://shop', message)).toBe('r1');
    expect(challengeResultOf('http://evil', 'http://shop', message)).toBeNull();
    expect(challengeResultOf('http://shop', 'http://shop', { type: 'other', threeDSResult: 'r1' })).toBeNull();
    expect(challengeResultOf('http://shop', 'http://shop', { type: 'payment-sandbox:challenge', threeDSResult: 3 })).toBeNull();
    expect(challengeResultOf('http://shop', 'http://shop', 'payment-sandbox:challenge')).toBeNull();
  });

  it('the calls carry the encrypted order id, isBasket and a wallet type', () => {
    expect(initiatePaymentUrl('')).toBe('/Checkout/PaymentComponent/InitiatePayment?encryptedOrderId=&isBasket=true');
    expect(initiatePaymentUrl('a+b/c', 'applepay')).toBe('/Checkout/PaymentComponent/InitiatePayment?encryptedOrderId=a%2Bb%2Fc&isBasket=true&type=applepay');
    expect(submitAdditionalDetailsUrl('e1')).toBe('/Checkout/PaymentComponent/SubmitAdditionalDetails?encryptedOrderId=e1&isBasket=true');
    expect(confirmationUrl('e 1')).toBe('/Checkout/Confirmation?encryptedOrderId=e+1');
  });
});

describe('a failed payment call (spec 4: only a call that got no answer re-enables the buttons silently)', () => {
  const coded = (code: string, message: string, extra: Record<string, unknown> = {}) => ({ code, message, ...extra });
  const fieldMessages = (...fields: string[]) => fields.map((field) => ({ field, message: 'Fill in this field.' }));

  it('out of stock goes to the basket\'s stock message; a payment in progress is asked again', () => {
    expect(paymentFailure(409, coded('OUT_OF_STOCK', 'This item is out of stock.'))).toEqual({ kind: 'navigate', url: OUT_OF_STOCK_URL });
    expect(paymentFailure(409, coded('PAYMENT_IN_PROGRESS', 'Your payment is being processed.'))).toEqual({ kind: 'wait', message: 'Your payment is being processed.' });
  });

  it('shopper details not saved: the server\'s message and the fields it names', () => {
    expect(paymentFailure(409, coded('SHOPPER_DETAILS_MISSING', 'Please enter your details before you pay.', { fields: [...fieldMessages('email', 'delivery.firstName'), { field: 7, message: 'not a field' }, 'email'] }))).toEqual({
      kind: 'details', message: 'Please enter your details before you pay.', fields: ['email', 'delivery.firstName'],
    });
    expect(paymentFailure(409, coded('SHOPPER_DETAILS_MISSING', 'Please enter your details before you pay.'))).toEqual({
      kind: 'details', message: 'Please enter your details before you pay.', fields: [],
    });
  });

  it('every other coded answer shows its message: provider unavailable, too many attempts, wallet shipping country, an order not found...', () => {
    const cases: Array<[number, string, string]> = [
      [503, 'PROVIDER_UNAVAILABLE', 'This service is not available just now. Please try again later.'],
      [503, 'DATABASE_UNAVAILABLE', 'The shop is briefly unavailable. Please try again in a few seconds.'],
      [409, 'TOO_MANY_PAYMENT_ATTEMPTS', 'This order has had too many payment attempts. Please contact us.'],
      [429, 'TOO_MANY_REQUESTS', 'Too many requests.'],
      [400, 'WALLET_SHIPPING_COUNTRY', 'Invalid shipping postal address: Apple Pay orders from the basket are delivered in Great Britain only.'],
      [404, 'ORDER_NOT_FOUND', 'We could not find this order.'],
      [409, 'DISCOUNT_UNAVAILABLE', 'A gift voucher or coupon on your basket can no longer be used.'],
      [400, 'PAYMENT_REQUEST_REFUSED', 'Your payment could not be taken.'],
      [409, 'BASKET_EMPTY', 'Your basket is empty.'],
      [500, 'INTERNAL', 'Something went wrong, please refresh and try again'],
    ];
    for (const [status, code, message] of cases) expect(paymentFailure(status, coded(code, message)), code).toEqual({ kind: 'alert', message });
    // The edge's own shape (answered before the route: a body too large, a URL too long).
    expect(paymentFailure(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Too large.' })).toEqual({ kind: 'alert', message: 'Too large.' });
    // A coded answer without a message still says something (the runner words it).
    expect(paymentFailure(409, { code: 'CONFLICT' })).toEqual({ kind: 'alert', message: '' });
  });

  it('silent only when there was no answer, or none that can be read', () => {
    for (const [status, body] of [[null, null], [502, null], [500, '<html>Bad gateway</html>'], [500, {}], [400, { message: 'no code' }], [503, { error: 'down' }], [500, []]] as const) {
      expect(paymentFailure(status, body), JSON.stringify([status, body])).toEqual({ kind: 'silent' });
    }
  });

  test.prop([fc.option(fc.integer({ min: 100, max: 599 }), { nil: null }), fc.anything()])('always one of the five outcomes, and silent without an answer', (status, body) => {
    const failure = paymentFailure(status, body);
    expect(['navigate', 'wait', 'details', 'alert', 'silent']).toContain(failure.kind);
    if (status === null || readPaymentError(body) === null) expect(failure).toEqual({ kind: 'silent' });
  });

  it('the fields named become the details form\'s element ids, in the form\'s order, unknown names dropped', () => {
    expect(missingDetailsFieldIds(['delivery.postcode', 'billing.city', 'email', 'delivery.firstName', 'password', '__proto__'])).toEqual([
      'sd-email', 'sd-delivery-firstName', 'sd-delivery-postcode', 'sd-billing-city',
    ]);
    expect(missingDetailsFieldIds([])).toEqual([]);
  });
});
