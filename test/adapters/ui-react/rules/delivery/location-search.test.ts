import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { searchResults, searchTerm, selectLocation } from '../../../../../src/adapters/ui-react/rules/delivery/location-search.js';

interface Locker {
  id: string;
}
const isLocker = (value: unknown): value is Locker =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
const lockers: Locker[] = [{ id: 'A1' }, { id: 'B2' }];

describe('searchTerm', () => {
  it('does nothing for an empty term', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('   ')).toBeNull();
    expect(searchTerm(null)).toBeNull();
    expect(searchTerm(' LS1 ')).toBe('LS1');
  });
});

describe('searchResults', () => {
  it('treats a failed search or an odd body as empty', () => {
    expect(searchResults({ ok: false }, isLocker)).toEqual([]);
    expect(searchResults({ ok: true, body: null }, isLocker)).toEqual([]);
    expect(searchResults({ ok: true, body: [{ id: 'A1' }, { nope: 1 }] }, isLocker)).toEqual([{ id: 'A1' }]);
  });
});

describe('selectLocation', () => {
  it('needs a data-id matching a loaded result', () => {
    expect(selectLocation(lockers, 'B2', (locker) => locker.id)).toEqual({ ok: true, value: { id: 'B2' } });
    expect(selectLocation(lockers, '', (locker) => locker.id)).toEqual({
      ok: false,
      error: { code: 'MISSING_DATA_ID', message: 'The chosen location has no data-id' },
    });
    expect(selectLocation(lockers, undefined, (locker) => locker.id).ok).toBe(false);
    expect(selectLocation(lockers, 'Z9', (locker) => locker.id)).toEqual({
      ok: false,
      error: { code: 'UNKNOWN_LOCATION', message: 'No loaded location has data-id Z9' },
    });
  });
});

test.prop([fc.uniqueArray(fc.string({ minLength: 1 }).filter((id) => id.trim() === id && id !== ''), { maxLength: 8 }), fc.string()])(
  'a selection is only ever a loaded result with that id',
  (ids, dataId) => {
    const results = ids.map((id) => ({ id }));
    const selected = selectLocation(results, dataId, (result) => result.id);
    expect(selected.ok).toBe(ids.includes(dataId.trim()) && dataId.trim() !== '');
    if (selected.ok) expect(results).toContain(selected.value);
  },
);
