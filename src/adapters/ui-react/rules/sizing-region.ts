import { STORAGE_KEYS } from './storage-keys.js';

/** The sizing region used when none is stored (spec section 3). */
export const DEFAULT_SIZING_REGION = 'UK';
export const SIZING_REGION_STORAGE_KEY = STORAGE_KEYS.sizingRegion;

/** The stored sizing region, or the default when nothing (or only blanks) is stored. */
export function sizingRegionFrom(stored: string | null | undefined): string {
  const region = stored?.trim() ?? '';
  return region === '' ? DEFAULT_SIZING_REGION : region;
}

/** A change of sizing region reloads the buy grids only when the region really changed. */
export function sizingRegionChanged(previous: string | null | undefined, next: string): boolean {
  return sizingRegionFrom(previous) !== sizingRegionFrom(next);
}
