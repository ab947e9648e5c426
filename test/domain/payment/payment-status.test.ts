import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  mapProviderStatus,
  SUCCESS_STATUSES,
  nextStatusPoll,
  statusCheckRequest,
  SWISH_PENDING_MS,
  PAYMENT_COUNTDOWN_MS,
} from '../../../src/domain/payment/payment-status.js';
import { isFinalResultCode, isResultCode, RESULT_CODES, resultCodeStage } from '../../../src/domain/payment/payment-result-code.js';

describe('mapProviderStatus', () => {
  it.each([
    ['refused', 'error'],
    ['error', 'error'],
    ['cancelled', 'error'],
    ['unknown', 'unknownError'],
    ['pending', 'pending'],
    ['received', 'pending'],
    ['authorised', 'success'],
    ['Refused', 'error'],
    ['Completed', 'success'],
    ['', 'unknownError'],
    ['teapot', 'unknownError'],
  ] as const)('maps %s to %s', (status, kind) => {
    expect(mapProviderStatus(status)).toBe(kind);
  });

  test.prop([fc.string()])('never maps an unlisted status to pending', (status) => {
    fc.pre(!['pending', 'received'].includes(status.trim().toLowerCase()));
    expect(mapProviderStatus(status)).not.toBe('pending');
  });

  test.prop([fc.string()])('only a recognised success status is a success', (status) => {
    fc.pre(!SUCCESS_STATUSES.includes(status.trim().toLowerCase() as (typeof SUCCESS_STATUSES)[number]));
    expect(mapProviderStatus(status)).not.toBe('success');
  });
});

describe('result codes', () => {
  it('lists the ten provider result codes and which are final', () => {
    expect(RESULT_CODES).toHaveLength(10);
    expect(RESULT_CODES.filter(isFinalResultCode)).toEqual(['Authorised', 'Refused', 'Error', 'Cancelled']);
    expect(resultCodeStage('Pending')).toBe('awaitingWebhook');
    expect(resultCodeStage('Received')).toBe('awaitingWebhook');
    expect(['RedirectShopper', 'IdentifyShopper', 'ChallengeShopper', 'PresentToShopper'].map((c) => isResultCode(c) && resultCodeStage(c))).toEqual(
      Array(4).fill('actionRequired'),
    );
    expect(isResultCode('Approved')).toBe(false);
  });
});

describe('status polling', () => {
  it('polls every 2 s, every 10 s after 60 s, and stops when complete or expired', () => {
    expect(nextStatusPoll({ elapsedMs: 0, status: 'pending' })).toEqual({ kind: 'wait', delayMs: 2000 });
    expect(nextStatusPoll({ elapsedMs: 59_999, status: 'pending' })).toEqual({ kind: 'wait', delayMs: 2000 });
    expect(nextStatusPoll({ elapsedMs: 60_000, status: 'pending' })).toEqual({ kind: 'wait', delayMs: 10000 });
    expect(nextStatusPoll({ elapsedMs: 1000, status: 'success' })).toEqual({ kind: 'stop', reason: 'complete' });
    expect(nextStatusPoll({ elapsedMs: 1000, status: 'error' })).toEqual({ kind: 'stop', reason: 'complete' });
    expect(nextStatusPoll({ elapsedMs: PAYMENT_COUNTDOWN_MS, status: 'pending' })).toEqual({ kind: 'stop', reason: 'expired' });
    expect(nextStatusPoll({ elapsedMs: SWISH_PENDING_MS, status: 'pending', expiresAfterMs: SWISH_PENDING_MS })).toEqual({
      kind: 'stop',
      reason: 'expired',
    });
    expect(PAYMENT_COUNTDOWN_MS).toBe(900_000);
    expect(SWISH_PENDING_MS).toBe(600_000);
  });

  it('needs paymentData and a client key to check the status', () => {
    expect(statusCheckRequest({ paymentData: 'pd', clientKey: 'test_KEY' })).toEqual({
      ok: true,
      value: { paymentData: 'pd', clientKey: 'test_KEY' },
    });
    expect(statusCheckRequest({ paymentData: '', clientKey: 'k' })).toEqual({ ok: false, error: 'Could not check the payment status' });
    expect(statusCheckRequest({ paymentData: 'pd' })).toEqual({ ok: false, error: 'Could not check the payment status' });
  });
});
