import { describe, expect, it } from 'vitest';
import { payPalErrorUrl, payPalOnErrorUrl, payPalShippingErrorOf, readPayPalReturn } from '../../../../../../src/adapters/ui-react/rules/checkout/buttons/paypal-shipping.js';

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

describe('a PayPal error goes back to the basket page with its message (spec 8: onError redirects to /basket?error={message})', () => {
  const errorOf = (url: string) => new URL(url, 'http://shop').searchParams.get('error');

  it('the shop\'s message when it refused the call, before the error PayPal passes', () => {
    expect(payPalOnErrorUrl('Please enter your details before you pay.', new Error('createOrder failed'))).toBe(`/basket?error=${encodeURIComponent('Please enter your details before you pay.')}`);
  });

  it('else the message of the error PayPal passes (an Error or an object with a message), encoded', () => {
    expect(errorOf(payPalOnErrorUrl(null, new Error('Window closed & <b>gone</b>')))).toBe('Window closed & <b>gone</b>');
    expect(errorOf(payPalOnErrorUrl(null, { message: 'Popup blocked' }))).toBe('Popup blocked');
  });

  it('the generic PayPal error (the code `paypal`: "An error has occured.") without a message, or after a call that got no answer', () => {
    for (const error of [{}, null, 'text', { message: 7 }, new Error(''), { message: '   ' }]) expect(payPalOnErrorUrl(null, error)).toBe('/basket?error=paypal');
    expect(payPalOnErrorUrl('', new Error('Request failed: /checkout/paypal/capture - 502 Bad Gateway'))).toBe('/basket?error=paypal');
    expect(payPalErrorUrl()).toBe('/basket?error=paypal');
  });

  it('a long message is cut to the basket page\'s bound before it goes into the URL', () => {
    expect(errorOf(payPalErrorUrl('e'.repeat(3_000)))).toHaveLength(200);
  });
});
