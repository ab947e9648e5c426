import { describe, expect, it } from 'vitest';
import { WISHLIST_TOAST_MS } from '../../../../src/adapters/ui-react/rules/timings.js';
import { toast } from '../../../../src/adapters/ui-react/rules/toast.js';

describe('toast', () => {
  it('is red, rounded, centred at the bottom for 3000 ms by default', () => {
    expect(toast('server error')).toEqual({
      message: 'server error',
      tone: 'error',
      durationMs: 3000,
      colour: 'red',
      shape: 'rounded',
      position: 'bottom-centre',
    });
  });
  it('takes a tone and a duration, e.g. 1500 ms for wishlist toasts', () => {
    expect(toast('Added', { tone: 'success', durationMs: WISHLIST_TOAST_MS })).toMatchObject({ tone: 'success', durationMs: 1500 });
  });
});
