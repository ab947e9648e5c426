import { describe, expect, it } from 'vitest';
import * as messages from '../../../../../src/adapters/ui-react/behaviour/payment/provider-messages.js';

describe('provider messages', () => {
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
