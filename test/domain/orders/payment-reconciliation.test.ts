import { describe, expect, it } from 'vitest';
import { ATTEMPT_UNANSWERED_AFTER_MS, isUnanswered, LATE_REPEAT_WINDOW_MS } from '../../../src/domain/orders/payment-reconciliation.js';

describe('payment reconciliation times', () => {
  const at = new Date('2026-11-27T10:00:00.000Z');
  const plus = (ms: number) => new Date(at.getTime() + ms);

  it('a call counts as unanswered only once ATTEMPT_UNANSWERED_AFTER_MS have passed, and within the minute a shopper may wait', () => {
    expect(isUnanswered(at, plus(15_000))).toBe(false);
    expect(isUnanswered(at, plus(ATTEMPT_UNANSWERED_AFTER_MS))).toBe(false);
    expect(isUnanswered(at, plus(ATTEMPT_UNANSWERED_AFTER_MS + 1))).toBe(true);
    expect(ATTEMPT_UNANSWERED_AFTER_MS).toBeLessThan(60_000);
    expect(LATE_REPEAT_WINDOW_MS).toBeGreaterThan(ATTEMPT_UNANSWERED_AFTER_MS);
  });
});
