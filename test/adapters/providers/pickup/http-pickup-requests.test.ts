import { afterEach, describe, expect, test } from 'vitest';
import { coll8PickupDirectory } from '../../../../src/adapters/providers/pickup/coll8/coll8-pickup-directory.js';
import { inpostPickupDirectory } from '../../../../src/adapters/providers/pickup/inpost/inpost-pickup-directory.js';
import { inpostWeek, minutesToClock } from '../../../../src/adapters/providers/pickup/inpost/inpost-points-wire.js';
import { startPickupStandIn, type PickupStandIn } from '../../../support/stand-ins/pickup-network-stand-in.js';

let standIn: PickupStandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});
const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('what the HTTP adapters send', () => {
  test('InPost: a postcode, normalised, as relative_post_code with the locker filters and the bearer token', async () => {
    standIn = await startPickupStandIn('inpost', { token: 'abc' });
    const inpost = inpostPickupDirectory({ baseUrl: standIn.baseUrl, timeoutMs: 3_000, token: 'abc' });
    expect((await inpost.search({ kind: 'term', term: 'ls14ap', limit: 5 })).ok).toBe(true);
    await inpost.search({ kind: 'term', term: 'eh3', limit: 5 });
    await inpost.search({ kind: 'term', term: 'Leeds', limit: 5 });
    await inpost.search({ kind: 'near', latitude: 53.8, longitude: -1.55, limit: 5 });
    const [postcode, outcode, town, near] = standIn.requests;
    expect(postcode!.pathname).toBe('/v1/points');
    expect(query(postcode!)).toEqual({
      relative_post_code: 'LS1 4AP', max_distance: '60000', type: 'parcel_locker', status: 'Operating', per_page: '5',
    });
    expect(query(outcode!).relative_post_code).toBe('EH3');
    expect(query(town!).city).toBe('Leeds');
    expect(query(near!).relative_point).toBe('53.8,-1.55');
  });

  test('InPost: a host that refuses the token is PROVIDER_UNAVAILABLE', async () => {
    standIn = await startPickupStandIn('inpost', { token: 'abc' });
    const inpost = inpostPickupDirectory({ baseUrl: standIn.baseUrl, timeoutMs: 3_000, token: 'wrong' });
    expect(await inpost.search({ kind: 'term', term: 'Leeds', limit: 5 })).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
  });

  test('REST networks keep a base URL\'s own path and escape the id', async () => {
    standIn = await startPickupStandIn('coll8');
    const coll8 = coll8PickupDirectory({ baseUrl: `${standIn.baseUrl}/`, timeoutMs: 3_000 });
    await coll8.pointById('C8/../x');
    await coll8.search({ kind: 'near', latitude: 51.5, longitude: -0.12, limit: 2 });
    expect(standIn.requests.map((url) => url.pathname + url.search)).toEqual([
      '/locations/C8%2F..%2Fx', '/locations?latitude=51.5&longitude=-0.12&limit=2',
    ]);
  });

  test('a refused connection is PROVIDER_UNAVAILABLE', async () => {
    const coll8 = coll8PickupDirectory({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000 });
    expect(await coll8.search({ kind: 'term', term: 'Leeds', limit: 5 })).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
  });
});

describe('InPost hours', () => {
  const base = { name: 'LDS01M', location: { latitude: 0, longitude: 0 }, address: { line1: '', line2: '' } };
  test('customer hours by day; a day without a range is closed; 24/7 without them is always open', () => {
    const customer = { monday: [{ start: 420, end: 1320 }], tuesday: [{ start: 0, end: 1440 }], sunday: [] };
    expect(inpostWeek({ ...base, operating_hours_extended: { customer } })).toEqual([
      { opens: '07:00', closes: '22:00' }, { opens: '00:00', closes: '23:59' }, null, null, null, null, null,
    ]);
    expect(inpostWeek({ ...base, opening_hours: '24/7' })).toEqual(Array(7).fill({ opens: '00:00', closes: '23:59' }));
    expect(inpostWeek({ ...base, opening_hours: 'Mon-Fri' })).toEqual(Array(7).fill(null));
    expect(minutesToClock(1440)).toBe('23:59');
  });
});
