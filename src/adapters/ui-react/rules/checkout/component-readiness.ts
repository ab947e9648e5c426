import { ORIGIN_KEY_ERROR } from './provider-messages.js';

/** Secured fields that have not configured within 15 s report originKeyError. */
export const SECURED_FIELDS_READY_TIMEOUT_MS = 15_000;

export type SecuredFieldsReadiness =
  | { kind: 'loading'; deadline: number }
  | { kind: 'ready' }
  | { kind: 'failed'; error: typeof ORIGIN_KEY_ERROR };

export type ReadinessEvent = { type: 'configured' } | { type: 'tick'; now: number };

/** Loading until configured; a form without encrypted fields is ready (and valid) at once. */
export function startSecuredFields(encryptedFieldCount: number, now: number): SecuredFieldsReadiness {
  return encryptedFieldCount === 0 ? { kind: 'ready' } : { kind: 'loading', deadline: now + SECURED_FIELDS_READY_TIMEOUT_MS };
}

export function stepSecuredFields(state: SecuredFieldsReadiness, event: ReadinessEvent): SecuredFieldsReadiness {
  if (state.kind !== 'loading') return state;
  if (event.type === 'configured') return { kind: 'ready' };
  return event.now >= state.deadline ? { kind: 'failed', error: ORIGIN_KEY_ERROR } : state;
}
