import { describe, expect, it } from 'vitest';
import { SECURED_FIELDS_READY_TIMEOUT_MS, startSecuredFields, stepSecuredFields } from '../../../../../src/adapters/ui-react/rules/checkout/component-readiness.js';

describe('secured fields readiness', () => {
  it('becomes ready on configuration, or originKeyError after 15 s', () => {
    const loading = startSecuredFields(3, 1000);
    expect(loading).toEqual({ kind: 'loading', deadline: 16000 });
    expect(SECURED_FIELDS_READY_TIMEOUT_MS).toBe(15000);
    expect(stepSecuredFields(loading, { type: 'configured' })).toEqual({ kind: 'ready' });
    expect(stepSecuredFields(loading, { type: 'tick', now: 15999 })).toBe(loading);
    const failed = stepSecuredFields(loading, { type: 'tick', now: 16000 });
    expect(failed).toEqual({ kind: 'failed', error: 'originKeyError' });
    expect(stepSecuredFields(failed, { type: 'configured' })).toBe(failed);
  });

  it('is ready at once without encrypted fields', () => {
    expect(startSecuredFields(0, 0)).toEqual({ kind: 'ready' });
  });
});
