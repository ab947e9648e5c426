import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  currentPaymentMethodType, filterPaymentMethods, isAlwaysValidMethod, PAYMENT_METHOD_SUCCESSORS, SHOWN_PAYMENT_METHOD_TYPES, specPaymentMethodOf,
} from '../../../src/domain/checkout/payment-methods.js';

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
