import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isFinalPaymentStatus,
  nextStatusPollStep,
  ORDER_PAYMENT_STATUSES,
  paymentStatusUrlOf,
  statusPollSchedule,
} from '../../../../../src/adapters/ui-react/behaviour/payment/payment-status-polling.js';
import { paymentStatusPollInterval as statusPollDelay } from '../../../../../src/adapters/ui-react/behaviour/polling.js';

describe('payment status polling (spec section 9)', () => {
  it('every 2000 ms, then every 10000 ms after 60000 ms', () => {
    expect(statusPollDelay(0)).toBe(2000);
    expect(statusPollDelay(59_999)).toBe(2000);
    expect(statusPollDelay(60_000)).toBe(10_000);
    expect(statusPollSchedule(80_000)).toEqual([
      ...Array.from({ length: 31 }, (_, i) => i * 2000),
      70_000,
      80_000,
    ]);
    expect(paymentStatusUrlOf('a+b')).toBe('/Checkout/PaymentComponent/PaymentStatus?encryptedOrderId=a%2Bb');
  });

  it('stops on a final status; pending, an unreadable answer or a failed call wait', () => {
    for (const status of ['paid', 'refused', 'cancelled', 'expired'] as const) {
      expect(nextStatusPollStep(4000, status)).toEqual({ kind: 'stop', status });
    }
    expect(nextStatusPollStep(4000, 'pending')).toEqual({ kind: 'wait', delayMs: 2000 });
    expect(nextStatusPollStep(61_000, null)).toEqual({ kind: 'wait', delayMs: 10_000 });
  });

  test.prop([fc.nat({ max: 10_000_000 })])('the delay is 2000 before 60000 ms and 10000 from then on', (elapsed) => {
    expect(statusPollDelay(elapsed)).toBe(elapsed < 60_000 ? 2000 : 10_000);
  });

  test.prop([fc.nat({ max: 3_600_000 })])('the schedule starts at once, never waits less than 2000 ms, and 10000 ms from 60000 ms on', (horizon) => {
    const times = statusPollSchedule(horizon);
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length; i += 1) {
      const gap = times[i]! - times[i - 1]!;
      expect(gap).toBe(times[i - 1]! >= 60_000 ? 10_000 : 2000);
    }
    expect(times[times.length - 1]! + statusPollDelay(times[times.length - 1]!)).toBeGreaterThan(horizon);
  });

  test.prop([fc.nat(), fc.constantFrom(...ORDER_PAYMENT_STATUSES)])('only pending keeps polling', (elapsed, status) => {
    expect(nextStatusPollStep(elapsed, status).kind).toBe(isFinalPaymentStatus(status) ? 'stop' : 'wait');
  });
});
