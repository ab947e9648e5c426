import { describe, expect, it } from 'vitest';
import { payPalShippingErrorOf, readPayPalReturn } from '../../../../../../src/adapters/ui-react/behaviour/payment/buttons/paypal-shipping.js';

describe('PayPal shipping change answers (spec 8)', () => {
  it('COUNTRY_ERROR is the country error, METHOD_UNAVAILABLE the zip error, anything else the address error', () => {
    expect(payPalShippingErrorOf('COUNTRY_ERROR')).toBe('COUNTRY_ERROR');
    expect(payPalShippingErrorOf('METHOD_UNAVAILABLE')).toBe('ZIP_ERROR');
    for (const other of ['ADDRESS_ERROR', '', 'An error has occured.', 'country_error']) expect(payPalShippingErrorOf(other)).toBe('ADDRESS_ERROR');
  });
});

describe('the way back from PayPal to the basket page', () => {
  it('reads an approval and a cancellation with our reference and PayPal\'s token', () => {
    expect(readPayPalReturn('?paypal=approved&reference=EV-1000123&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ'))
      .toEqual({ outcome: 'approved', reference: 'EV-1000123', token: '5O190127TN364715T' });
    expect(readPayPalReturn('paypal=cancelled&reference=EV-1&token=ABC')).toEqual({ outcome: 'cancelled', reference: 'EV-1', token: 'ABC' });
  });

  it('is null on an ordinary basket page or with values that are not ids', () => {
    for (const search of ['', '?error=paypal', '?paypal=approved&reference=EV-1', '?paypal=maybe&reference=EV-1&token=ABC', '?paypal=approved&reference=EV-1&token=<script>', '?paypal=approved&reference=a%20b&token=ABC']) {
      expect(readPayPalReturn(search)).toBeNull();
    }
  });
});
