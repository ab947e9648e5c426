/**
 * Evri (Hermes) in the browser (spec sections 3, 4 and 9): its events on `document`
 * (`hermes:visible` hides the pay-now button, an element with `data-pay-now`, and shows the
 * element after it; `hermes:hidden` puts them back; `hermes:selected` reads the `HermesOptions`
 * cookie back and saves the choice), the cookie itself (30 days, commas in the address as pipes,
 * see the domain's `hermesCookie`), its info and route panes, and the loading overlay over its
 * map, whose closing waits for the end of its transition, or 500 ms at most.
 */
import { decodeHermesCookie, HERMES_COOKIE_NAME, hermesSavedFields, type HermesCookie } from '../../../../../../domain/delivery/hermes-parcel-shop.js';
import { cookieExpiresAt } from '../../../../rules/delivery/cookie-expiry.js';
import { elementNotFoundMessage } from '../../../../rules/messages.js';
import { OVERLAY_CLOSE_FALLBACK_MS } from '../../../../rules/timings.js';
import type { TranslatableStrings } from '../../../../../i18n/catalogue.js';
import type { PickupPointView } from './pickup-points.js';
import { hermesInfo, hermesRoute } from './pickup-results-dom.client.js';
import { savePickupChoice } from './save-pickup-choice.client.js';

const HERMES_EVENTS = { visible: 'hermes:visible', hidden: 'hermes:hidden', selected: 'hermes:selected' } as const;

/** Writes the cookie for its lifetime in days (the cookie helper's rule: days must be a number, else nothing is written). */
export function storeHermesCookie(cookie: HermesCookie, nowMs: number = Date.now()): void {
  const expiresAt = cookieExpiresAt(cookie.lifetimeDays, nowMs);
  if (!expiresAt.ok) {
    console.error(expiresAt.error);
    return;
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; expires=${new Date(expiresAt.value).toUTCString()}; path=/; SameSite=Lax${secure}`;
}

/** The cookie's raw (URI-decoded) value, or null when there is none. */
export function hermesCookieValue(cookies: string = document.cookie): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== HERMES_COOKIE_NAME) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

function payNow(): { button: HTMLElement; next: HTMLElement | null } | null {
  const button = document.querySelector<HTMLElement>('[data-pay-now]');
  if (!button) return null;
  const next = button.nextElementSibling;
  return { button, next: next instanceof HTMLElement ? next : null };
}

let listening = false;

/** Starts the page's Evri listeners (once). */
export function listenForHermesEvents(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(HERMES_EVENTS.visible, () => {
    const pay = payNow();
    if (!pay) return;
    pay.button.hidden = true;
    if (pay.next) pay.next.hidden = false;
  });
  document.addEventListener(HERMES_EVENTS.hidden, () => {
    const pay = payNow();
    if (!pay) return;
    pay.button.hidden = false;
    if (pay.next) pay.next.hidden = true;
  });
  document.addEventListener(HERMES_EVENTS.selected, () => {
    const value = hermesCookieValue();
    const shop = value === null ? null : decodeHermesCookie(value);
    if (shop === null || !shop.ok) {
      console.error(shop?.error.message ?? `Cookie ${HERMES_COOKIE_NAME} is not set`);
      return;
    }
    void savePickupChoice('hermes', shop.value.externalId, hermesSavedFields(shop.value), shop.value.description);
  });
}

function overlayOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.querySelector<HTMLElement>('[data-hermes-overlay]');
  if (!overlay) throw new Error(elementNotFoundMessage('[data-hermes-overlay]'));
  return overlay;
}

export function openHermesOverlay(dialog: HTMLElement): void {
  const overlay = overlayOf(dialog);
  overlay.hidden = false;
  // Applied after a frame's style so the fade-in runs.
  void overlay.offsetWidth;
  overlay.classList.add('is-visible');
}

/** Fades the overlay out; it is hidden once its transition ends, or after 500 ms at most. */
export function closeHermesOverlay(dialog: HTMLElement): Promise<void> {
  const overlay = overlayOf(dialog);
  if (overlay.hidden) return Promise.resolve();
  overlay.classList.remove('is-visible');
  return new Promise((resolve) => {
    let settled = false;
    const done = (): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      overlay.removeEventListener('transitionend', done);
      // Opened again meanwhile: it stays.
      if (!overlay.classList.contains('is-visible')) overlay.hidden = true;
      resolve();
    };
    const timer = setTimeout(done, OVERLAY_CLOSE_FALLBACK_MS);
    overlay.addEventListener('transitionend', done);
  });
}

/** Evri's info pane (the shop in focus) and route pane (the way there). */
export function hermesPanes(dialog: HTMLElement): { info: HTMLElement; show(point: PickupPointView, t: TranslatableStrings): void } {
  const info = dialog.querySelector<HTMLElement>('[data-hermes-info]');
  const infoBody = dialog.querySelector<HTMLElement>('[data-hermes-info-body]');
  const routeBody = dialog.querySelector<HTMLElement>('[data-hermes-route-body]');
  if (!info || !infoBody || !routeBody) throw new Error(elementNotFoundMessage('[data-hermes-info]'));
  return {
    info,
    show(point, t) {
      infoBody.replaceChildren(hermesInfo(point, t));
      routeBody.replaceChildren(hermesRoute(point, t));
      info.hidden = false;
    },
  };
}
