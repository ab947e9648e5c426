/** Apple Pay defaults (spec 9): versions tried from 11 down, and the networks offered. */
export const APPLE_PAY_DEFAULTS = {
  highestVersion: 11,
  supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
} as const;

/** The highest Apple Pay JS version the browser supports, from 11 down (1 where it says none). */
export function applePayVersion(supportsVersion: (version: number) => boolean): number {
  for (let version = APPLE_PAY_DEFAULTS.highestVersion; version > 1; version -= 1) {
    try {
      if (supportsVersion(version)) return version;
    } catch {
      // An old Safari throws for a version it has never heard of: try the next one down.
    }
  }
  return 1;
}
