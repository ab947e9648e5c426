/**
 * Consent on every page: the Consent Mode defaults first, then the shopper's stored choice applied
 * (and the tag manager loaded if it allows), or, with no choice yet, the banner shown. The banner's
 * code is loaded only then and when the footer's "Cookie settings" is used.
 */
import { consentCookieIn, parseConsentCookie } from '../../../../domain/site/consent.js';
import { COOKIE_SETTINGS_ATTRIBUTE } from './consent-ids.js';
import { applyConsent, pushConsentDefaults } from './tag-manager.client.js';

const openBanner = async (doc: Document, focus: boolean): Promise<void> => {
  const { openConsentBanner } = await import('./consent-banner.client.js');
  openConsentBanner(doc, focus);
};

export function startConsent(doc: Document): void {
  pushConsentDefaults();
  const choice = parseConsentCookie(consentCookieIn(doc.cookie));
  if (choice === null) void openBanner(doc, false);
  else applyConsent(doc, choice);
  doc.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.(`[${COOKIE_SETTINGS_ATTRIBUTE}]`);
    if (control == null) return;
    event.preventDefault();
    void openBanner(doc, true);
  });
}
