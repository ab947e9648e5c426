import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL, allowsTags, CONSENT_MAX_AGE_S, consentCookieAssignment, consentCookieIn, consentCookieValue, consentModeOf,
  parseConsentCookie, REJECT_ALL,
} from '../../../src/domain/site/consent.js';

describe('consent cookie', () => {
  it('keeps each choice and reads it back', () => {
    for (const choice of [ACCEPT_ALL, REJECT_ALL, { analytics: true, marketing: false }, { analytics: false, marketing: true }]) {
      expect(parseConsentCookie(consentCookieValue(choice))).toEqual(choice);
    }
    expect(consentCookieValue({ analytics: true, marketing: false })).toBe('v1.a1.m0');
  });

  it('is no choice when absent, malformed or of another version', () => {
    for (const value of [undefined, '', 'yes', 'v1.a2.m0', 'v2.a1.m1', 'v1.a1.m1.x', ' v1.a1.m1']) {
      expect(parseConsentCookie(value)).toBeNull();
    }
  });

  it('lasts six months on the whole site, Secure over https only', () => {
    expect(CONSENT_MAX_AGE_S).toBe(15_811_200);
    expect(consentCookieAssignment(REJECT_ALL, false)).toBe('consent=v1.a0.m0; Max-Age=15811200; Path=/; SameSite=Lax');
    expect(consentCookieAssignment(ACCEPT_ALL, true)).toBe('consent=v1.a1.m1; Max-Age=15811200; Path=/; SameSite=Lax; Secure');
  });

  it('is found among the page cookies by its exact name', () => {
    expect(consentCookieIn('sid=abc; consent=v1.a1.m0; _csrf=x')).toBe('v1.a1.m0');
    expect(consentCookieIn('noconsent=v1.a1.m1')).toBeUndefined();
    expect(consentCookieIn('')).toBeUndefined();
  });
});

describe('Consent Mode v2', () => {
  it('denies every key until the shopper chooses', () => {
    expect(consentModeOf(null)).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(allowsTags(null)).toBe(false);
  });

  it('grants analytics storage for analytics and the advertising keys for marketing', () => {
    expect(consentModeOf({ analytics: true, marketing: false })).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' });
    expect(consentModeOf({ analytics: false, marketing: true })).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' });
  });

  it('loads tags only after analytics or marketing consent', () => {
    expect(allowsTags(REJECT_ALL)).toBe(false);
    expect(allowsTags({ analytics: true, marketing: false })).toBe(true);
    expect(allowsTags({ analytics: false, marketing: true })).toBe(true);
  });
});
