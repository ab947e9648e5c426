/**
 * The page's data layer and Google Tag Manager. Consent Mode v2's defaults (everything denied) are
 * the first thing pushed, before any tag can read the data layer; the container is loaded only once
 * the shopper allowed analytics or marketing, and each choice is pushed as a consent `update`.
 */
import { allowsTags, consentModeOf, type ConsentChoice } from '../../../../domain/site/consent.js';
import { TAG_MANAGER_BLOCK_ID } from './consent-ids.js';

type DataLayer = unknown[];

const dataLayer = (): DataLayer => {
  const target = window as unknown as { dataLayer?: DataLayer };
  return (target.dataLayer ??= []);
};

/**
 * gtag's own shape: Tag Manager reads consent commands only as an `arguments` object, not as an
 * array, so this is a function with `arguments`, as Google's snippet is.
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads the arguments object itself
  dataLayer().push(arguments);
}

/** Consent Mode v2's defaults, before any tag: every storage denied until the shopper chooses. */
export function pushConsentDefaults(): void {
  gtag('consent', 'default', consentModeOf(null));
}

/** Pushes an event object (a GA4 event, `{ event, ecommerce }`) onto the data layer. */
export function pushEvent(event: object): void {
  dataLayer().push(event);
}

interface TagManager {
  origin: string;
  containerId: string;
}

function tagManagerOf(doc: Document): TagManager | null {
  const block = doc.getElementById(TAG_MANAGER_BLOCK_ID);
  if (block?.textContent == null) return null;
  try {
    return JSON.parse(block.textContent) as TagManager;
  } catch {
    return null;
  }
}

let loaded = false;

/** Tells Consent Mode the shopper's choice and, if it allows tags and the site has a container, loads it (once). */
export function applyConsent(doc: Document, choice: ConsentChoice): void {
  gtag('consent', 'update', consentModeOf(choice));
  const tagManager = tagManagerOf(doc);
  if (loaded || tagManager === null || !allowsTags(choice)) return;
  loaded = true;
  pushEvent({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${tagManager.origin}/gtm.js?id=${encodeURIComponent(tagManager.containerId)}`;
  doc.head.append(script);
}
