import { assertNever } from '../../shared/result.js';
import { CHALLENGE_TIMEOUT_MS, type ThreeDS2ErrorCode } from './three-ds2-constants.js';

/** transStatus: Y authenticated, N not authenticated, U could not be performed. */
export type TransStatus = 'Y' | 'N' | 'U';

export type ChallengeState =
  | { kind: 'retrievingChallengeToken'; deadline: number }
  | { kind: 'complete'; transStatus: TransStatus; errorCode?: ThreeDS2ErrorCode };

export type ChallengeEvent =
  | { type: 'challengeResult'; transStatus: 'Y' | 'N' }
  | { type: 'error'; code: ThreeDS2ErrorCode }
  | { type: 'tick'; now: number };

/** The challenge starts when its iframe is mounted, at `now`. */
export function startChallenge(now: number): ChallengeState {
  return { kind: 'retrievingChallengeToken', deadline: now + CHALLENGE_TIMEOUT_MS };
}

/**
 * Spec 4: retrievingChallengeToken, then complete with the issuer's transStatus; a timeout
 * (10 minutes) or an error completes with transStatus U. Complete is final.
 */
export function stepChallenge(state: ChallengeState, event: ChallengeEvent): ChallengeState {
  switch (state.kind) {
    case 'complete':
      return state;
    case 'retrievingChallengeToken':
      if (event.type === 'challengeResult') return { kind: 'complete', transStatus: event.transStatus };
      if (event.type === 'error') return { kind: 'complete', transStatus: 'U', errorCode: event.code };
      return event.now >= state.deadline ? { kind: 'complete', transStatus: 'U', errorCode: 'timeout' } : state;
    default:
      return assertNever(state);
  }
}
