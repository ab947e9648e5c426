import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  nextStatusPollStep,
  paymentStatusUrlOf,
  shownPaymentState,
} from '../../../../../src/adapters/ui-react/rules/checkout/payment-status-polling.js';
import { paymentStatusPollInterval as statusPollDelay } from '../../../../../src/adapters/ui-react/rules/polling.js';

describe('provider status mapping (spec section 4)', () => {
  it('refused, cancelled and expired become error; pending stays pending; paid is the success', () => {
    expect(shownPaymentState('refused')).toBe('error');
    expect(shownPaymentState('cancelled')).toBe('error');
    expect(shownPaymentState('expired')).toBe('error');
    expect(shownPaymentState('pending')).toBe('pending');
    expect(shownPaymentState('paid')).toBe('success');
  });

  it('unknown, and anything else this page does not know, is an unknown error, never a success', () => {
    for (const status of ['unknown', 'authorised', 'PAID', '', null, undefined, 3, {}]) {
      expect(shownPaymentState(status)).toBe('unknownError');
    }
  });

  test.prop([fc.anything()])('only "paid" ever maps to success', (status) => {
    expect(shownPaymentState(status) === 'success').toBe(status === 'paid');
  });
});

describe('payment status polling (spec section 9)', () => {
  it('asks PaymentStatus with the encrypted order id', () => {
    expect(paymentStatusUrlOf('a+b')).toBe('/Checkout/PaymentComponent/PaymentStatus?encryptedOrderId=a%2Bb');
  });

  it('every 2000 ms, then every 10000 ms after 60000 ms', () => {
    expect(statusPollDelay(0)).toBe(2000);
    expect(statusPollDelay(59_999)).toBe(2000);
    expect(statusPollDelay(60_000)).toBe(10_000);
  });

  it('stops on success, error or unknown error; pending or a failed call waits', () => {
    for (const state of ['success', 'error', 'unknownError'] as const) {
      expect(nextStatusPollStep(4000, state)).toEqual({ kind: 'stop', state });
    }
    expect(nextStatusPollStep(4000, 'pending')).toEqual({ kind: 'wait', delayMs: 2000 });
    expect(nextStatusPollStep(61_000, null)).toEqual({ kind: 'wait', delayMs: 10_000 });
  });

  test.prop([fc.nat({ max: 10_000_000 })])('the delay is 2000 before 60000 ms and 10000 from then on', (elapsed) => {
    expect(statusPollDelay(elapsed)).toBe(elapsed < 60_000 ? 2000 : 10_000);
  });
});
