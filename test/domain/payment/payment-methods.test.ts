import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  currentPaymentMethodType, filterPaymentMethods, isAlwaysValidMethod, PAYMENT_METHOD_SUCCESSORS, SHOWN_PAYMENT_METHOD_TYPES, specPaymentMethodOf,
} from '../../../src/domain/payment/payment-methods.js';
import * as messages from '../../../src/domain/payment/messages.js';

describe('payment method filter', () => {
  it('keeps the spec 7 list in the provider order', () => {
    const methods = [{ type: 'klarna' }, { type: 'scheme' }, { type: 'ideal' }, { type: 'paypal' }, { type: 'googlepay' }];
    expect(filterPaymentMethods(methods)).toEqual([{ type: 'scheme' }, { type: 'ideal' }, { type: 'googlepay' }]);
    expect(SHOWN_PAYMENT_METHOD_TYPES).toEqual(['clearpay', 'ideal', 'applepay', 'card', 'scheme', 'directEbanking', 'eps', 'sepadirectdebit', 'dotpay', 'paywithgoogle', 'googlepay']);
  });

  const successors = Object.values(PAYMENT_METHOD_SUCCESSORS);
  test.prop([fc.array(fc.record({ type: fc.oneof(fc.constantFrom(...SHOWN_PAYMENT_METHOD_TYPES, ...successors), fc.string()) }))])('keeps exactly the listed types and their successors, in order', (methods) => {
    const kept = filterPaymentMethods(methods);
    expect(kept).toEqual(methods.filter((m) => [...SHOWN_PAYMENT_METHOD_TYPES, ...successors].includes(m.type)));
  });

  it('shows Online banking Poland where Dotpay was, and asks the gateway for the successor', () => {
    expect(filterPaymentMethods([{ type: 'onlineBanking_PL' }, { type: 'giropay' }, { type: 'dotpay' }])).toEqual([{ type: 'onlineBanking_PL' }, { type: 'dotpay' }]);
    expect(specPaymentMethodOf('onlineBanking_PL')).toBe('dotpay');
    expect(specPaymentMethodOf('giropay')).toBeNull();
    expect(['dotpay', 'ideal', 'onlineBanking_PL', 'klarna'].map(currentPaymentMethodType)).toEqual(['onlineBanking_PL', 'ideal', 'onlineBanking_PL', 'klarna']);
  });

  test.prop([fc.oneof(fc.constantFrom(...SHOWN_PAYMENT_METHOD_TYPES, ...successors), fc.string())])('a type is kept exactly when it has a spec name, and its current type keeps that spec name', (type) => {
    const spec = specPaymentMethodOf(type);
    expect(filterPaymentMethods([{ type }]).length).toBe(spec === null ? 0 : 1);
    if (spec !== null) expect(specPaymentMethodOf(currentPaymentMethodType(spec))).toBe(spec);
  });

  it('treats redirect and giropay as always valid', () => {
    expect(['redirect', 'giropay', 'ideal'].map(isAlwaysValidMethod)).toEqual([true, true, false]);
  });
});

describe('messages', () => {
  it('spells the spec messages exactly', () => {
    expect(messages.CARD_PAYMENT_PROBLEM).toBe('There was a problem processing your card payment');
    expect(messages.PAYPAL_CALL_FAILED).toBe('An error has occured.');
    expect(messages.SUBMIT_NOT_SUPPORTED).toBe('Calling submit() is not supported for this payment method.');
    expect([messages.PAYMENT_EXPIRED, messages.PAYMENT_FAILED, messages.PAYMENT_REFUSED, messages.REDIRECT_FAILED, messages.UNKNOWN_ERROR]).toEqual([
      'Payment Expired',
      'Payment failed',
      'Payment refused',
      'Redirect failed',
      'An unknown error occurred',
    ]);
    expect([messages.PAYPAL_NO_TOKEN, messages.PAYPAL_INVALID_ACTION, messages.INVALID_PASSWORD]).toEqual(['No token was provided', 'Invalid Action', 'Invalid password']);
    expect([messages.ERROR_SUBTITLE_REFUSED, messages.ERROR_MESSAGE_UNKNOWN, messages.ERROR_SUBTITLE_PAYMENT]).toEqual([
      'error.subtitle.refused',
      'error.message.unknown',
      'error.subtitle.payment',
    ]);
    expect(messages.ORDER_PROCESSING_WARNING).toBe('We are still processing your order. Are you sure you want to exit?');
  });

  it('exports only non-empty, distinct strings', () => {
    const values = Object.values(messages);
    expect(values.every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});
