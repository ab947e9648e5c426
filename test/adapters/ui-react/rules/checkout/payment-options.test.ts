import { describe, expect, it } from 'vitest';
import { paymentOptions, readPaymentMethodsAnswer } from '../../../../../src/adapters/ui-react/rules/checkout/payment-options.js';
import { showsWallet } from '../../../../../src/adapters/ui-react/rules/checkout/wallet-availability.js';

const answer = readPaymentMethodsAnswer({
  paymentMethods: [
    { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
    { type: 'card', name: 'Cards again' },
    { type: 'ideal', name: 'iDEAL' },
    { type: 'directEbanking', name: 'Sofort' },
    { type: 'onlineBanking_PL', name: 'Online banking Poland' },
    { type: 'applepay', name: 'Apple Pay' },
    { type: 'paywithgoogle', name: 'Google Pay' },
    { type: 'klarna', name: 'Klarna' },
    { name: 'no type' },
    'junk',
  ],
  storedPaymentMethods: [{ id: 's1', brand: 'visa', lastFour: '1111', expiryMonth: '03', expiryYear: 2030, holderName: 'Jo' }, { brand: 'x' }],
});

describe('the methods the basket page offers', () => {
  it('stored cards first, then the listed methods in the gateway order, one card form, each in its container', () => {
    const options = paymentOptions(answer, { applePay: false, paymentRequest: true });
    expect(options.map((o) => [o.key, o.type, o.container, o.form])).toEqual([
      ['stored:s1', 'scheme', 'storedCard', 'storedCard'],
      ['scheme', 'scheme', 'card', 'card'],
      ['ideal', 'ideal', 'ideal', 'redirect'],
      ['directEbanking', 'directEbanking', 'sofort', 'redirect'],
      ['onlineBanking_PL', 'onlineBanking_PL', 'dotpay', 'redirect'],
      ['paywithgoogle', 'paywithgoogle', 'googlePay', 'wallet'],
    ]);
    expect(options[0]!.storedCard).toMatchObject({ id: 's1', expiryYear: '2030' });
  });

  it('wallets only where the browser offers them', () => {
    expect(paymentOptions(answer, { applePay: true, paymentRequest: false }).map((o) => o.key)).toContain('applepay');
    expect(paymentOptions(answer, { applePay: true, paymentRequest: false }).map((o) => o.key)).not.toContain('paywithgoogle');
    expect(showsWallet('googlepay', { applePay: false, paymentRequest: false })).toBe(false);
    expect(showsWallet('ideal', { applePay: false, paymentRequest: false })).toBe(true);
  });

  it('reads anything without throwing', () => {
    expect(readPaymentMethodsAnswer(null)).toEqual({ paymentMethods: [], storedPaymentMethods: [] });
    expect(readPaymentMethodsAnswer({ paymentMethods: 'x', storedPaymentMethods: {} })).toEqual({ paymentMethods: [], storedPaymentMethods: [] });
  });

  it("keeps a wallet's provider settings (text values only) for its component", () => {
    const read = readPaymentMethodsAnswer({ paymentMethods: [
      { type: 'applepay', name: 'Apple Pay', configuration: { merchantId: 'merchant.com.adyen.shop', merchantName: 'Shop', weight: 3 } },
      { type: 'ideal', name: 'iDEAL', configuration: 'none' },
    ] });
    expect(read.paymentMethods).toEqual([
      { type: 'applepay', name: 'Apple Pay', brands: [], configuration: { merchantId: 'merchant.com.adyen.shop', merchantName: 'Shop' } },
      { type: 'ideal', name: 'iDEAL', brands: [] },
    ]);
  });
});
