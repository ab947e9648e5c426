import { DEFAULT_SITE_ID, findSiteVariant } from './site-variants.js';
import type { SiteVariant } from './site-variant.js';

export interface SiteRequest {
  /** Host header, possibly with a port: 'evans.localhost:3000', 'de.yours-clothing.localhost'. */
  host: string | undefined;
  /** Explicit choice from `?site=` or the remembered site cookie, highest priority first. */
  override: string | undefined;
  /** Operator-configured host names, e.g. { 'www.evans.co.uk': 'evans' }. */
  hostTable: Readonly<Record<string, string>>;
}

/**
 * Picks the site variant for a request: an explicit override that names a known site wins, then
 * the operator's host table, then the `<region>.<brand>.<anything>` or `<brand>.<anything>` host
 * convention (an unknown region falls back to the brand's GB site), then the default site.
 */
export function resolveSiteVariant(req: SiteRequest): SiteVariant {
  const fromOverride = req.override ? findSiteVariant(req.override) : undefined;
  if (fromOverride) return fromOverride;
  const hostname = (req.host ?? '').split(':')[0]!.toLowerCase();
  // Own keys only: a Host header of 'constructor' or '__proto__' must not reach Object.prototype.
  const configured = Object.prototype.hasOwnProperty.call(req.hostTable, hostname) ? req.hostTable[hostname] : undefined;
  const fromTable = configured ? findSiteVariant(configured) : undefined;
  if (fromTable) return fromTable;
  const labels = hostname.split('.');
  const [first, second] = labels;
  const candidates = [
    first && second ? `${second}-${first}` : undefined,
    first,
    // a region the brand does not sell in still lands on that brand: 'nl.evans.localhost'
    second,
  ];
  for (const id of candidates) {
    const site = id ? findSiteVariant(id) : undefined;
    if (site) return site;
  }
  return findSiteVariant(DEFAULT_SITE_ID)!;
}
