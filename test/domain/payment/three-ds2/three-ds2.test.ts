import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { INITIAL_FINGERPRINT, stepFingerprint, type FingerprintEvent } from '../../../../src/domain/payment/three-ds2/fingerprint-machine.js';
import { startChallenge, stepChallenge, type ChallengeEvent } from '../../../../src/domain/payment/three-ds2/challenge-machine.js';
import {
  CHALLENGE_TIMEOUT_MS,
  challengeInput,
  FINGERPRINT_TIMEOUT_MS,
  fingerprintInput,
  IFRAME_LOADER_TIMEOUT_MS,
  THREE_DS2_ERROR_CODES,
} from '../../../../src/domain/payment/three-ds2/three-ds2-constants.js';

const errorCode = fc.constantFrom(...THREE_DS2_ERROR_CODES);

describe('3DS2 constants and inputs', () => {
  it('has the spec timeouts and error codes', () => {
    expect([FINGERPRINT_TIMEOUT_MS, IFRAME_LOADER_TIMEOUT_MS, CHALLENGE_TIMEOUT_MS]).toEqual([10000, 20000, 600000]);
    expect(THREE_DS2_ERROR_CODES).toEqual(['timeout', 'wrongOrigin', 'HTMLElementError', 'wrongDataType', 'missingProperty', 'unknownError']);
  });

  it('names the missing token or payment data', () => {
    expect(fingerprintInput({ paymentData: 'pd' })).toEqual({ ok: false, error: { code: 'missingProperty', message: 'Missing fingerprintToken parameter' } });
    expect(fingerprintInput({ token: 't' })).toEqual({
      ok: false,
      error: { code: 'missingProperty', message: 'No paymentData received. Fingerprinting cannot proceed' },
    });
    expect(challengeInput({ token: '', paymentData: 'pd' })).toEqual({ ok: false, error: { code: 'missingProperty', message: 'Missing challengeToken parameter' } });
    expect(challengeInput({ token: 't', paymentData: null })).toEqual({
      ok: false,
      error: { code: 'missingProperty', message: 'No paymentData received. Challenge cannot proceed' },
    });
    expect(challengeInput({ token: 't', paymentData: 'pd' })).toEqual({ ok: true, value: { token: 't', paymentData: 'pd' } });
  });
});

describe('fingerprint machine', () => {
  it('completes with U when there is no method url', () => {
    expect(stepFingerprint(INITIAL_FINGERPRINT, { type: 'start', now: 0 })).toEqual({ kind: 'complete', threeDSCompInd: 'U' });
  });

  it('retrieves the fingerprint, then completes with Y', () => {
    const retrieving = stepFingerprint(INITIAL_FINGERPRINT, { type: 'start', methodUrl: 'https://acs.example/method', now: 1000 });
    expect(retrieving).toEqual({ kind: 'retrievingFingerPrint', deadline: 11000 });
    expect(stepFingerprint(retrieving, { type: 'tick', now: 10999 })).toBe(retrieving);
    expect(stepFingerprint(retrieving, { type: 'methodCompleted' })).toEqual({ kind: 'complete', threeDSCompInd: 'Y' });
  });

  it('completes with N on a timeout or an error', () => {
    const retrieving = stepFingerprint(INITIAL_FINGERPRINT, { type: 'start', methodUrl: 'https://acs.example/method', now: 0 });
    expect(stepFingerprint(retrieving, { type: 'tick', now: 10000 })).toEqual({ kind: 'complete', threeDSCompInd: 'N', errorCode: 'timeout' });
    expect(stepFingerprint(retrieving, { type: 'error', code: 'wrongOrigin' })).toEqual({ kind: 'complete', threeDSCompInd: 'N', errorCode: 'wrongOrigin' });
    expect(stepFingerprint(INITIAL_FINGERPRINT, { type: 'error', code: 'missingProperty' })).toEqual({
      kind: 'complete',
      threeDSCompInd: 'N',
      errorCode: 'missingProperty',
    });
    expect(stepFingerprint(INITIAL_FINGERPRINT, { type: 'tick', now: 99999 })).toBe(INITIAL_FINGERPRINT);
  });

  const event: fc.Arbitrary<FingerprintEvent> = fc.oneof(
    fc.record({ type: fc.constant('start' as const), methodUrl: fc.option(fc.webUrl()), now: fc.nat(1_000_000) }),
    fc.constant({ type: 'methodCompleted' as const }),
    fc.record({ type: fc.constant('error' as const), code: errorCode }),
    fc.record({ type: fc.constant('tick' as const), now: fc.nat(1_000_000) }),
  );

  test.prop([fc.option(fc.webUrl()), fc.nat(1_000_000), fc.array(event, { maxLength: 20 })])(
    'always ends complete with indicator Y, U or N',
    (methodUrl, now, events) => {
      const started = stepFingerprint(INITIAL_FINGERPRINT, { type: 'start', methodUrl, now });
      const end = [...events, { type: 'tick' as const, now: now + FINGERPRINT_TIMEOUT_MS }].reduce(stepFingerprint, started);
      expect(end.kind).toBe('complete');
      expect(['Y', 'U', 'N']).toContain(end.kind === 'complete' ? end.threeDSCompInd : '');
    },
  );

  test.prop([fc.array(event, { maxLength: 20 })])('never leaves complete once reached', (events) => {
    const complete = stepFingerprint(INITIAL_FINGERPRINT, { type: 'start', now: 0 });
    expect(events.reduce(stepFingerprint, complete)).toBe(complete);
  });
});

describe('challenge machine', () => {
  it('completes with the issuer result, or U on a timeout or an error', () => {
    const started = startChallenge(5000);
    expect(started).toEqual({ kind: 'retrievingChallengeToken', deadline: 605000 });
    expect(stepChallenge(started, { type: 'challengeResult', transStatus: 'Y' })).toEqual({ kind: 'complete', transStatus: 'Y' });
    expect(stepChallenge(started, { type: 'challengeResult', transStatus: 'N' })).toEqual({ kind: 'complete', transStatus: 'N' });
    expect(stepChallenge(started, { type: 'tick', now: 604999 })).toBe(started);
    expect(stepChallenge(started, { type: 'tick', now: 605000 })).toEqual({ kind: 'complete', transStatus: 'U', errorCode: 'timeout' });
    expect(stepChallenge(started, { type: 'error', code: 'HTMLElementError' })).toEqual({ kind: 'complete', transStatus: 'U', errorCode: 'HTMLElementError' });
  });

  const event: fc.Arbitrary<ChallengeEvent> = fc.oneof(
    fc.record({ type: fc.constant('challengeResult' as const), transStatus: fc.constantFrom('Y' as const, 'N' as const) }),
    fc.record({ type: fc.constant('error' as const), code: errorCode }),
    fc.record({ type: fc.constant('tick' as const), now: fc.nat(2_000_000) }),
  );

  test.prop([fc.nat(1_000_000), fc.array(event, { maxLength: 20 })])('always ends complete with Y, N or U and keeps its first outcome', (now, events) => {
    const all = [...events, { type: 'tick' as const, now: now + CHALLENGE_TIMEOUT_MS }];
    const end = all.reduce(stepChallenge, startChallenge(now));
    expect(end.kind).toBe('complete');
    const firstComplete = all.map((_, i) => all.slice(0, i + 1).reduce(stepChallenge, startChallenge(now))).find((s) => s.kind === 'complete');
    expect(end).toEqual(firstComplete);
  });
});
