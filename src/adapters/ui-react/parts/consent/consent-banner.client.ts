/**
 * The consent banner's behaviour, loaded only when it is shown: on a first visit and from
 * "Cookie settings". A choice is kept in the consent cookie, applied at once (Consent Mode update,
 * the tag manager if allowed), and the banner closes, giving focus back where it was.
 */
import { ACCEPT_ALL, consentCookieAssignment, consentCookieIn, parseConsentCookie, REJECT_ALL, type ConsentChoice } from '../../../../domain/site/consent.js';
import { CONSENT_BANNER_ID } from './consent-ids.js';
import { applyConsent } from './tag-manager.client.js';

const wired = new WeakSet<Element>();
let returnFocusTo: HTMLElement | null = null;

function close(banner: HTMLElement): void {
  banner.hidden = true;
  returnFocusTo?.focus();
  returnFocusTo = null;
}

function choose(doc: Document, banner: HTMLElement, choice: ConsentChoice): void {
  doc.cookie = consentCookieAssignment(choice, location.protocol === 'https:');
  applyConsent(doc, choice);
  close(banner);
}

function showChoices(banner: HTMLElement, form: HTMLFormElement, show: boolean): void {
  form.hidden = !show;
  banner.querySelector('[data-consent="choose"]')?.setAttribute('aria-expanded', String(show));
}

function wire(doc: Document, banner: HTMLElement, form: HTMLFormElement): void {
  if (wired.has(banner)) return;
  wired.add(banner);
  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest('[data-consent]')?.getAttribute('data-consent');
    if (action === 'accept') choose(doc, banner, ACCEPT_ALL);
    else if (action === 'reject') choose(doc, banner, REJECT_ALL);
    else if (action === 'choose') {
      showChoices(banner, form, form.hidden);
      if (!form.hidden) form.querySelector<HTMLInputElement>('input[name="analytics"]')?.focus();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const checked = (name: string): boolean => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;
    choose(doc, banner, { analytics: checked('analytics'), marketing: checked('marketing') });
  });
}

/** Shows the banner with the stored choice ticked; `focus` moves focus into it (opened from "Cookie settings"). */
export function openConsentBanner(doc: Document, focus: boolean): void {
  const banner = doc.getElementById(CONSENT_BANNER_ID);
  const form = banner?.querySelector<HTMLFormElement>('form[data-consent-form]');
  if (banner == null || form == null) return;
  wire(doc, banner, form);
  const stored = parseConsentCookie(consentCookieIn(doc.cookie));
  for (const name of ['analytics', 'marketing'] as const) {
    const box = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (box !== null) box.checked = stored?.[name] === true;
  }
  showChoices(banner, form, stored !== null);
  banner.hidden = false;
  if (focus) {
    returnFocusTo = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    banner.querySelector<HTMLElement>('#consent-banner-title')?.focus();
  }
}
