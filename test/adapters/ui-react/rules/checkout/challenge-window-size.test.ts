import { describe, expect, it } from 'vitest';
import {
  challengeWindowSize, CHALLENGE_WINDOW_SIZES, isMobilePaymentPage, paymentPageChallengeSize,
} from '../../../../../src/adapters/ui-react/rules/checkout/challenge-window-size.js';

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

describe('the payment page on a phone (spec 9: width up to 768 plus Android, iPhone or iPod)', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
  const ipod = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X)';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

  it('is mobile up to 768 px wide on Android, iPhone and iPod only', () => {
    expect([iphone, android, ipod].map((userAgent) => isMobilePaymentPage({ width: 768, userAgent }))).toEqual([true, true, true]);
    expect(isMobilePaymentPage({ width: 769, userAgent: iphone })).toBe(false);
    expect(isMobilePaymentPage({ width: 375, userAgent: desktop })).toBe(false);
  });

  it('opens the challenge full screen (05) on a mobile payment page, at the default size (02) otherwise', () => {
    expect(paymentPageChallengeSize({ width: 390, userAgent: iphone })).toEqual({ code: '05', width: '100%', height: '100%' });
    expect(paymentPageChallengeSize({ width: 1280, userAgent: desktop })).toEqual({ code: '02', width: 390, height: 400 });
    expect(paymentPageChallengeSize({ width: 1024, userAgent: android })).toEqual({ code: '02', width: 390, height: 400 });
  });
});
