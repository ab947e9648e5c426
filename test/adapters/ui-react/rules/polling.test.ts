import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { nextPollDelay, paymentStatusPollInterval } from '../../../../src/adapters/ui-react/rules/polling.js';

describe('the polling delays (spec 7), by which a payment in progress is asked again', () => {
  it('waits 1000 ms first, growing by 1.5', () => {
    expect([0, 1, 2, 3].map(nextPollDelay)).toEqual([1000, 1500, 2250, 3375]);
    expect(nextPollDelay(-3)).toBe(1000);
  });
});

describe('payment status polling', () => {
  it('polls every 2000 ms, then every 10000 ms after 60000 ms', () => {
    expect(paymentStatusPollInterval(0)).toBe(2000);
    expect(paymentStatusPollInterval(59_999)).toBe(2000);
    expect(paymentStatusPollInterval(60_000)).toBe(10_000);
    expect(paymentStatusPollInterval(120_000)).toBe(10_000);
  });
});

test.prop([fc.integer({ min: 0, max: 30 })])('each delay is 1.5 times the previous (within rounding)', (attempt) => {
  expect(Math.abs(nextPollDelay(attempt + 1) - nextPollDelay(attempt) * 1.5)).toBeLessThanOrEqual(1);
});
