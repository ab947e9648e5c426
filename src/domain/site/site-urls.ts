import type { SiteVariant } from './site-variant.js';

/**
 * Where each site is reached: the operator's host names (the first host named for a site is its
 * own), and the origin of the request for sites without one, which are then told apart by the
 * `?site=` parameter, as the footer's site switcher links them.
 */
export interface SiteOrigins {
  hostOfSite: ReadonlyMap<string, string>;
  /** `http://localhost:3000`: the origin of the request being answered. */
  requestOrigin: string;
}

/** Each site's own host from the host table `{ host: siteId }`: the first one named. */
export function hostsBySite(hostTable: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  const hosts = new Map<string, string>();
  for (const [host, siteId] of Object.entries(hostTable)) if (!hosts.has(siteId)) hosts.set(siteId, host);
  return hosts;
}

/** The origin a site's pages are on: its own host by HTTPS, else the request's. */
export function siteOrigin(site: SiteVariant, origins: SiteOrigins): string {
  const host = origins.hostOfSite.get(site.id);
  return host === undefined ? origins.requestOrigin : `https://${host}`;
}

/** A site's clean absolute URL for a path: on its own host by HTTPS, else the request's origin with `?site=`. */
export function siteUrl(site: SiteVariant, path: string, origins: SiteOrigins): string {
  if (origins.hostOfSite.has(site.id)) return `${siteOrigin(site, origins)}${path}`;
  return `${origins.requestOrigin}${path}${path.includes('?') ? '&' : '?'}site=${encodeURIComponent(site.id)}`;
}
