import { assertNever } from '../../shared/result.js';
import { FINGERPRINT_TIMEOUT_MS, type ThreeDS2ErrorCode } from './three-ds2-constants.js';

/** threeDSCompInd: Y the method ran, U there was no method url, N it failed or timed out. */
export type CompletionIndicator = 'Y' | 'U' | 'N';

export type FingerprintState =
  | { kind: 'init' }
  | { kind: 'retrievingFingerPrint'; deadline: number }
  | { kind: 'complete'; threeDSCompInd: CompletionIndicator; errorCode?: ThreeDS2ErrorCode };

export type FingerprintEvent =
  | { type: 'start'; methodUrl?: string | null; now: number }
  | { type: 'methodCompleted' }
  | { type: 'error'; code: ThreeDS2ErrorCode }
  | { type: 'tick'; now: number };

export const INITIAL_FINGERPRINT: FingerprintState = { kind: 'init' };

const failed = (code: ThreeDS2ErrorCode): FingerprintState => ({ kind: 'complete', threeDSCompInd: 'N', errorCode: code });

/**
 * Spec 4: init, then retrievingFingerPrint when the issuer has a method url (else complete with
 * indicator U), then complete with Y; a timeout (10 s) or an error completes with N.
 * Complete is final: later events change nothing.
 */
export function stepFingerprint(state: FingerprintState, event: FingerprintEvent): FingerprintState {
  switch (state.kind) {
    case 'complete':
      return state;
    case 'init':
      if (event.type === 'start') {
        return event.methodUrl
          ? { kind: 'retrievingFingerPrint', deadline: event.now + FINGERPRINT_TIMEOUT_MS }
          : { kind: 'complete', threeDSCompInd: 'U' };
      }
      return event.type === 'error' ? failed(event.code) : state;
    case 'retrievingFingerPrint':
      if (event.type === 'methodCompleted') return { kind: 'complete', threeDSCompInd: 'Y' };
      if (event.type === 'error') return failed(event.code);
      if (event.type === 'tick' && event.now >= state.deadline) return failed('timeout');
      return state;
    default:
      return assertNever(state);
  }
}
