import { describe, expect, it } from 'vitest';
import { challengeWindowSize, CHALLENGE_WINDOW_SIZES } from '../../../../../src/adapters/ui-react/behaviour/payment/challenge-window-size.js';

describe('challenge window size', () => {
  it.each([
    ['01', 250, 400],
    ['02', 390, 400],
    ['03', 500, 600],
    ['04', 600, 400],
    ['05', '100%', '100%'],
  ])('maps %s to %s by %s', (code, width, height) => {
    expect(challengeWindowSize(code)).toEqual({ code, width, height });
  });

  it.each(['06', '', null, undefined, 'toString'])('falls back to 02 for %s', (code) => {
    expect(challengeWindowSize(code)).toEqual({ code: '02', ...CHALLENGE_WINDOW_SIZES['02'] });
  });
});
