/**
 * The shopper's cookie consent: what they allowed besides the necessary cookies, how it is kept in
 * a first-party cookie for six months, and what Google Consent Mode v2 is told for it. Pure: the
 * browser code reads and writes the cookie with these rules, and tests hold them.
 */

/** The categories a shopper chooses; necessary cookies need no consent and are always on. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** Consent Mode v2's state of one storage purpose. */
type ConsentState = 'granted' | 'denied';

/** The four Consent Mode v2 keys, as `gtag('consent', 'default' | 'update', ...)` takes them. */
export interface ConsentModeState {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
}

const CONSENT_COOKIE = 'consent';

/** Six months (183 days): how long a choice is kept before the banner asks again. */
export const CONSENT_MAX_AGE_S = 183 * 24 * 60 * 60;

/**
 * The version of the categories the shopper chose among. A cookie of another version (categories
 * added or changed) is no choice, so the banner asks again.
 */
const CONSENT_VERSION = '1';

export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };
export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };

const flag = (on: boolean): string => (on ? '1' : '0');

/** The cookie's value for a choice: `v1.a1.m0` (cookie-safe, no encoding needed). */
export const consentCookieValue = (choice: ConsentChoice): string =>
  `v${CONSENT_VERSION}.a${flag(choice.analytics)}.m${flag(choice.marketing)}`;

const VALUE = /^v(\d+)\.a([01])\.m([01])$/;

/** The choice a cookie value holds, or null when there is none (absent, malformed, another version). */
export function parseConsentCookie(value: string | undefined): ConsentChoice | null {
  const match = value === undefined ? null : VALUE.exec(value);
  if (match === null || match[1] !== CONSENT_VERSION) return null;
  return { analytics: match[2] === '1', marketing: match[3] === '1' };
}

/** The value of the consent cookie among a `document.cookie` string's pairs, if any. */
export function consentCookieIn(cookieHeader: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === CONSENT_COOKIE) return rest.join('=');
  }
  return undefined;
}

const state = (on: boolean): ConsentState => (on ? 'granted' : 'denied');

/**
 * Consent Mode v2 for a choice: analytics grants analytics storage; marketing grants the three
 * advertising keys. No choice yet is everything denied (the default pushed before any tag).
 */
export function consentModeOf(choice: ConsentChoice | null): ConsentModeState {
  const analytics = choice?.analytics === true;
  const marketing = choice?.marketing === true;
  return { ad_storage: state(marketing), ad_user_data: state(marketing), ad_personalization: state(marketing), analytics_storage: state(analytics) };
}

/** The tag manager loads only once the shopper allowed something it serves. */
export const allowsTags = (choice: ConsentChoice | null): boolean => choice !== null && (choice.analytics || choice.marketing);

/** The cookie's whole `document.cookie` assignment: first-party, the whole site, six months. */
export function consentCookieAssignment(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
