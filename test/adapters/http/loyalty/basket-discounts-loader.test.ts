import { describe, expect, it } from 'vitest';
import { outcomeNotice } from '../../../../src/adapters/http/loyalty/basket-discounts.loader.js';
import { toBasketDiscountsView } from '../../../../src/adapters/ui-react/screens/basket/loyalty/loyalty.view.js';
import { money } from '../../../../src/domain/pricing/money.js';
import { findSiteVariant } from '../../../../src/domain/site/site-variants.js';

describe('the outcome a plain form post comes back with', () => {
  it('is worded from a fixed set of codes, in the site language', () => {
    expect(outcomeNotice('applied', 'en-GB')).toEqual({ kind: 'success', text: 'Your gift voucher was applied.' });
    expect(outcomeNotice('VOUCHER_CODE_REQUIRED', 'en-GB')).toEqual({ kind: 'error', text: 'Please enter a voucher code' });
    expect(outcomeNotice('VOUCHER_CODE_REQUIRED', 'de-DE')).toEqual({ kind: 'error', text: 'Bitte geben Sie einen Gutscheincode ein' });
    expect(outcomeNotice('created', 'en-GB')).toEqual({ kind: 'success', text: 'Your loyalty voucher was created.' });
  });

  it('shows nothing for anything else: raw text, markup, object keys', () => {
    for (const odd of ['<script>alert(1)</script>', 'Payment failed', 'constructor', '__proto__', 'toString', '', undefined, 42, ['applied']]) {
      expect(outcomeNotice(odd, 'en-GB')).toBeNull();
    }
  });
});

describe('the basket page view of loyalty and vouchers', () => {
  it("formats amounts in the site's way and prints codes in groups of four", () => {
    const site = findSiteVariant('yours-clothing-de')!;
    const view = toBasketDiscountsView({
      loyalty: {
        points: 320, pointsToNextVoucher: 180, pointsPerVoucher: 500, voucherValue: money(585, 'EUR'),
        coupons: [{ couponId: 'c1', label: 'LV-ABC', value: money(585, 'EUR'), applied: true }],
      },
      vouchers: [{ code: 'DEMOEU250004', balance: money(2500, 'EUR') }],
    }, site.price, { token: 't', notice: null, signInUrl: '/account/signin' });
    expect(view).toEqual({
      loyalty: {
        signedIn: true, notice: null, points: 320, pointsToNextVoucher: 180, pointsPerVoucher: 500, voucherValue: '5,85 €', canCreateVoucher: false,
        coupons: [{ couponId: 'c1', label: 'LV-ABC', value: '5,85 €', applied: true }],
      },
      giftVouchers: { vouchers: [{ code: 'DEMOEU250004', display: 'DEMO-EU25-0004', balance: '25 €' }], token: 't', notice: null },
    });
  });
});
