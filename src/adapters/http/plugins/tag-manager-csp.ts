/**
 * What Google Tag Manager and the GA4 tags it runs need from the Content-Security-Policy, added
 * only when some site has a container: a shop without one keeps the strict policy of
 * security-headers.ts. The hosts are those of Google's CSP guidance for Tag Manager with Google
 * Analytics 4 (gtm.js and gtag.js from googletagmanager.com, hits to google-analytics.com and
 * analytics.google.com); Custom HTML tags, which would need 'unsafe-inline', are not allowed.
 */
import type { CspSources } from './payment-provider-csp.js';

/** The tag manager of the shop: where gtm.js comes from, and each site's container id. */
export interface TagManagerSettings {
  /** `https://www.googletagmanager.com`, or a first-party tagging server. */
  origin: string;
  /** The container of each site that has one, by site id. */
  containers: Readonly<Record<string, string>>;
}

export const NO_TAG_MANAGER: TagManagerSettings = { origin: 'https://www.googletagmanager.com', containers: {} };

const GOOGLE_TAGS = 'https://*.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** The sources the CSP adds for the tag manager; none while no site has a container. */
export function tagManagerCspSources(settings: TagManagerSettings): CspSources {
  if (Object.keys(settings.containers).length === 0) return {};
  // Google's own origin is within the wildcard; a tagging server of the shop's own is named.
  const tags = /^https:\/\/[^/]+\.googletagmanager\.com$/.test(settings.origin) ? [GOOGLE_TAGS] : [GOOGLE_TAGS, settings.origin];
  return {
    scriptSrc: tags,
    imgSrc: [...tags, ...GOOGLE_ANALYTICS],
    connectSrc: [...tags, ...GOOGLE_ANALYTICS],
  };
}

/** The tag manager a site's pages load after consent: its origin and container, or null without one. */
export function tagManagerOfSite(settings: TagManagerSettings, siteId: string): { origin: string; containerId: string } | null {
  const containerId = settings.containers[siteId];
  return containerId === undefined ? null : { origin: settings.origin, containerId };
}
