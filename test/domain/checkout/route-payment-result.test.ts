import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  completeOrderUrl,
  routePaymentResult,
  type PageKind,
  type PaymentResponse,
} from '../../../src/domain/checkout/route-payment-result.js';

const ids = { encryptedOrderId: 'enc/Order+1=', isBasket: true };
const base: PaymentResponse = {
  merchantReference: 'MR-100',
  additionalData: { orderId: '100', paymentMethod: 'visa' },
};

describe('routePaymentResult', () => {
  it('mounts a 3-D Secure 2 action in the challenge container', () => {
    const action = { type: 'threeDS2', subtype: 'challenge', token: 't' };
    expect(routePaymentResult({ ...base, action, resultCode: 'ChallengeShopper' }, 'basket', ids)).toEqual({
      kind: 'challenge',
      action,
    });
  });

  it('hands any other action to the drop-in handler', () => {
    const action = { type: 'redirect', url: 'https://bank.example/pay', method: 'GET' };
    expect(routePaymentResult({ ...base, action, resultCode: 'RedirectShopper' }, 'basket', ids)).toEqual({
      kind: 'action',
      action,
    });
  });

  it('sends an authorised payment to CompleteOrder with status 3', () => {
    expect(routePaymentResult({ ...base, resultCode: 'Authorised' }, 'basket', ids)).toEqual({
      kind: 'navigate',
      url: '/Checkout/PaymentComponent/CompleteOrder?encryptedOrderId=enc%2FOrder%2B1%3D&paymentMethod=visa&status=3&merchRef=MR-100&isBasket=true',
    });
  });

  it.each(['Pending', 'Received'])('sends %s to CompleteOrder with status 9', (resultCode) => {
    const route = routePaymentResult({ ...base, resultCode }, 'other', { encryptedOrderId: 'E1', isBasket: false });
    expect(route).toEqual({
      kind: 'navigate',
      url: '/Checkout/PaymentComponent/CompleteOrder?encryptedOrderId=E1&paymentMethod=visa&status=9&merchRef=MR-100&isBasket=false',
    });
  });

  it.each([
    ['one-page-checkout', { kind: 'refreshPayment' }],
    ['basket', { kind: 'stay' }],
    ['other', { kind: 'navigate', url: '/Checkout/Confirmation' }],
  ] as const)('shows the refusal reason and then on a %s page does %o', (pageKind, then) => {
    const route = routePaymentResult({ ...base, resultCode: 'Refused', refusalReason: 'Not enough balance' }, pageKind, ids);
    expect(route).toEqual({ kind: 'refused', refusalReason: 'Not enough balance', then });
  });

  it.each(['Error', 'Cancelled', 'SomethingNew', '', undefined])('sends result code %s to the confirmation page', (resultCode) => {
    expect(routePaymentResult({ ...base, resultCode }, 'basket', ids)).toEqual({
      kind: 'navigate',
      url: '/Checkout/Confirmation',
    });
  });

  it('fills missing response fields with empty values', () => {
    expect(routePaymentResult({ resultCode: 'Authorised' }, 'basket', { encryptedOrderId: 'E', isBasket: false })).toEqual({
      kind: 'navigate',
      url: '/Checkout/PaymentComponent/CompleteOrder?encryptedOrderId=E&paymentMethod=&status=3&merchRef=&isBasket=false',
    });
    expect(routePaymentResult({ resultCode: 'Refused' }, 'basket', ids)).toEqual({
      kind: 'refused',
      refusalReason: '',
      then: { kind: 'stay' },
    });
  });
});

describe('completeOrderUrl', () => {
  test.prop([fc.string({ unit: 'grapheme' }), fc.string(), fc.constantFrom(3 as const, 9 as const), fc.string({ unit: 'grapheme' }), fc.boolean()], { numRuns: 100 })(
    'round-trips every parameter through the query string',
    (encryptedOrderId, paymentMethod, status, merchRef, isBasket) => {
      const url = new URL(completeOrderUrl({ encryptedOrderId, paymentMethod, status, merchRef, isBasket }), 'https://shop.example');
      expect(url.pathname).toBe('/Checkout/PaymentComponent/CompleteOrder');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        encryptedOrderId: encryptedOrderId,
        paymentMethod: paymentMethod,
        status: String(status),
        merchRef: merchRef,
        isBasket: String(isBasket),
      });
    },
  );

  test.prop([fc.string({ unit: 'binary' })])('encodes any string, lone surrogates included, the way URLSearchParams reads it back', (ref) => {
    const url = new URL(completeOrderUrl({ encryptedOrderId: 'E', paymentMethod: 'visa', status: 3, merchRef: ref, isBasket: true }), 'https://shop.example');
    expect(url.searchParams.get('merchRef')).toBe(new URLSearchParams([['r', ref]]).get('r'));
  });

  test.prop([fc.record({ resultCode: fc.string(), refusalReason: fc.string() }), fc.constantFrom<PageKind>('one-page-checkout', 'basket', 'other')])(
    'routes any response without an action to a navigation or a refusal',
    (response, pageKind) => {
      const route = routePaymentResult(response, pageKind, ids);
      expect(['navigate', 'refused']).toContain(route.kind);
    },
  );
});
