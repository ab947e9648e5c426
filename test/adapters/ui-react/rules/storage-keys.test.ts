import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { FETCH_CACHE_KEY_PREFIX, fetchCacheKey, STORAGE_KEYS } from '../../../../src/adapters/ui-react/rules/storage-keys.js';
import {
  DEFAULT_SIZING_REGION,
  SIZING_REGION_STORAGE_KEY,
  sizingRegionChanged,
  sizingRegionFrom,
} from '../../../../src/adapters/ui-react/rules/sizing-region.js';

describe('session storage keys', () => {
  it('uses the spec key names', () => {
    expect(STORAGE_KEYS.sizingRegion).toBe('sizing-region');
    expect(STORAGE_KEYS.quickBasket).toBe('quickbasket');
    expect(STORAGE_KEYS.wishlist).toBe('wishlist');
    expect(SIZING_REGION_STORAGE_KEY).toBe('sizing-region');
    expect(fetchCacheKey('/wishlist/api/get')).toBe(`${FETCH_CACHE_KEY_PREFIX}/wishlist/api/get`);
  });
});

describe('sizing region', () => {
  it('defaults to UK', () => {
    expect(DEFAULT_SIZING_REGION).toBe('UK');
    expect(sizingRegionFrom(null)).toBe('UK');
    expect(sizingRegionFrom(undefined)).toBe('UK');
    expect(sizingRegionFrom(' ')).toBe('UK');
    expect(sizingRegionFrom('EU')).toBe('EU');
  });
  it('reloads grids only on a real change', () => {
    expect(sizingRegionChanged(null, 'UK')).toBe(false);
    expect(sizingRegionChanged('UK', 'US')).toBe(true);
  });
});

test.prop([fc.option(fc.string(), { nil: null })])('the region is never blank', (stored) => {
  expect(sizingRegionFrom(stored).trim()).not.toBe('');
});
