import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { CACHE_TTL_MS, isCacheable, isCacheFresh, usableCachedBody } from '../../../../src/adapters/ui-react/rules/cached-fetch.js';

const t0 = 1_700_000_000_000;

describe('cached fetch', () => {
  it('keeps responses for 300 s', () => {
    expect(CACHE_TTL_MS).toBe(300_000);
    expect(isCacheFresh(t0, t0)).toBe(true);
    expect(isCacheFresh(t0, t0 + 299_999)).toBe(true);
    expect(isCacheFresh(t0, t0 + 300_000)).toBe(false);
    expect(isCacheFresh(t0, t0 - 1)).toBe(false);
  });
  it('caches only status 200', () => {
    expect(isCacheable(200)).toBe(true);
    for (const status of [201, 202, 204, 304, 404, 500]) expect(isCacheable(status)).toBe(false);
  });
  it('uses a fresh body unless bypassed with noCache', () => {
    const entry = { storedAtMs: t0, kind: 'json' as const, body: '{"count":2}' };
    expect(usableCachedBody(entry, t0 + 1000)).toBe('{"count":2}');
    expect(usableCachedBody(entry, t0 + 1000, true)).toBeNull();
    expect(usableCachedBody(entry, t0 + 400_000)).toBeNull();
    expect(usableCachedBody(null, t0)).toBeNull();
  });
});

test.prop([fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: -1e6, max: 1e6 })])(
  'fresh exactly when 0 <= age < TTL',
  (storedAtMs, ageMs) => {
    expect(isCacheFresh(storedAtMs, storedAtMs + ageMs)).toBe(ageMs >= 0 && ageMs < CACHE_TTL_MS);
  },
);
