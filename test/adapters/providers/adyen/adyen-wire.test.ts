import { describe, expect, it } from 'vitest';
import { methodsAnswerOf } from '../../../../src/adapters/providers/adyen/adyen-wire.js';

describe("Adyen's /paymentMethods answer", () => {
  it("keeps a wallet's configuration (Apple Pay's and Google Pay's merchant ids), text values only", () => {
    const answer = methodsAnswerOf({
      paymentMethods: [
        { type: 'applepay', name: 'Apple Pay', configuration: { merchantId: 'merchant.com.adyen.shop', merchantName: 'Shop', intent: 1 } },
        { type: 'googlepay', name: 'Google Pay', configuration: { merchantId: 'BCR2DN4T', gatewayMerchantId: 'ShopECOM' } },
        { type: 'scheme', name: 'Cards', brands: ['visa'], configuration: null },
      ],
    });
    expect(answer.paymentMethods).toEqual([
      { type: 'applepay', name: 'Apple Pay', configuration: { merchantId: 'merchant.com.adyen.shop', merchantName: 'Shop' } },
      { type: 'googlepay', name: 'Google Pay', configuration: { merchantId: 'BCR2DN4T', gatewayMerchantId: 'ShopECOM' } },
      { type: 'scheme', name: 'Cards', brands: ['visa'] },
    ]);
  });

  it('refuses an answer with no list of methods', () => {
    expect(() => methodsAnswerOf({})).toThrow(/no paymentMethods list/);
  });
});
