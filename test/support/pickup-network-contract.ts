import { fc, test as propTest } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance } from 'geokdbush';
import { POSTCODE_AREAS } from '../../src/adapters/providers/pickup/sandbox/postcode-areas.js';
import type { PickupNetwork } from '../../src/domain/delivery/pickup-network.js';
import type { PickupNetworkDirectory, PickupPoint } from '../../src/ports/pickup-network.port.js';

export interface PickupNetworkSubject {
  directory: PickupNetworkDirectory;
  close(): Promise<void>;
}

export type PickupFault = 'status-500' | 'garbage' | 'wrong-shape' | 'hang';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const metresFrom = (latitude: number, longitude: number, point: PickupPoint): number =>
  distance(longitude, latitude, point.longitude, point.latitude) * 1000;

/** A postcode built from the areas table: area, district, space, sector digit, two unit letters. */
const ukPostcodeArb = fc.record({
  area: fc.constantFrom(...POSTCODE_AREAS.map((area) => area.code)),
  district: fc.integer({ min: 1, max: 20 }),
  sector: fc.integer({ min: 0, max: 9 }),
  unit: fc.tuple(fc.constantFrom(...'ABDEFGHJLNPQRSTUWXYZ'), fc.constantFrom(...'ABDEFGHJLNPQRSTUWXYZ')).map(([a, b]) => a + b),
}).map(({ area, district, sector, unit }) => `${area}${district} ${sector}${unit}`);

/**
 * What every pick-up network directory does, sandbox or HTTP adapter against its stand-in:
 * finds points by postcode (any spacing or case), outward code, town and coordinates, nearest
 * first, at most `limit`; finds a listed point again by id; seven days of hours; an unknown term
 * finds nothing. With `faulty`, a network that answers 500, garbage, the wrong shape or nothing
 * gives PROVIDER_UNAVAILABLE.
 */
export function describePickupNetworkContract(
  label: string,
  network: PickupNetwork,
  open: () => Promise<PickupNetworkSubject>,
  faulty?: (fault: PickupFault) => Promise<PickupNetworkSubject>,
): void {
  describe(`${label}: pick-up network contract`, () => {
    let subject: PickupNetworkSubject;
    beforeAll(async () => {
      subject = await open();
    }, 60_000);
    afterAll(async () => {
      await subject.close();
    });
    const byTerm = async (term: string, limit = 10) => {
      const result = await subject.directory.search({ kind: 'term', term, limit });
      if (!result.ok) throw new Error(`search for ${term} failed: ${result.error.code}`);
      return result.value;
    };

    test('names its network', () => {
      expect(subject.directory.network).toBe(network);
    });

    test('finds the same points by a postcode in any spacing or case, nearest first, at most 10 by default', async () => {
      const spaced = await byTerm('SW1A 1AA');
      expect(spaced.length).toBeGreaterThan(0);
      expect(spaced.length).toBeLessThanOrEqual(10);
      expect((await byTerm('sw1a1aa')).map((p) => p.id)).toEqual(spaced.map((p) => p.id));
      expect((await byTerm('  Sw1A 1aA ')).map((p) => p.id)).toEqual(spaced.map((p) => p.id));
      for (const point of spaced) expect(point.town).toBe('London');
    });

    test.each([['LS1', 'Leeds'], ['EH3', 'Edinburgh'], ['Leeds', 'Leeds'], ['leeds', 'Leeds'], ['Stoke-on-Trent', 'Stoke-on-Trent'], ['stoke on trent', 'Stoke-on-Trent']])(
      'finds points by %s, the first in %s', async (term, town) => {
        const points = await byTerm(term);
        expect(points.length).toBeGreaterThan(0);
        expect(points[0]!.town).toBe(town);
      });

    test('finds points near coordinates, nearest first, with at most the asked number', async () => {
      const [latitude, longitude] = [51.4816, -3.1791]; // Cardiff
      const result = await subject.directory.search({ kind: 'near', latitude, longitude, limit: 4 });
      if (!result.ok) throw new Error('search failed');
      expect(result.value).toHaveLength(4);
      const metres = result.value.map((point) => metresFrom(latitude, longitude, point));
      expect(metres).toEqual([...metres].sort((a, b) => a - b));
      expect(metres[0]).toBeLessThan(10_000);
    });

    test('a limit of 1 gives one point; a reported distance grows down the list', async () => {
      expect(await byTerm('Manchester', 1)).toHaveLength(1);
      const distances = (await byTerm('M1 1AE', 10)).map((p) => p.distanceMetres).filter((d): d is number => d !== null);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    test('every point has an address, a UK postcode and seven days of hours, Monday first', async () => {
      for (const point of await byTerm('BT1 1AA')) {
        expect(point.network).toBe(network);
        expect(point.id).not.toBe('');
        expect(point.name).not.toBe('');
        expect(point.addressLines.length).toBeGreaterThan(0);
        expect(point.postcode).toMatch(/^BT\d+ \d[A-Z]{2}$/);
        expect(point.openingHours).toHaveLength(7);
        for (const day of point.openingHours) {
          if (day === null) continue;
          expect(day.opens).toMatch(HH_MM);
          expect(day.closes).toMatch(HH_MM);
          expect(day.opens < day.closes).toBe(true);
        }
      }
    });

    test('finds a listed point again by its id, and nothing for an id it does not have', async () => {
      const [point] = await byTerm('NE1 4ST', 1);
      const found = await subject.directory.pointById(point!.id);
      expect(found.ok && found.value && { ...found.value, distanceMetres: null }).toEqual({ ...point, distanceMetres: null });
      expect(await subject.directory.pointById('NO-SUCH-POINT-0')).toEqual({ ok: true, value: null });
    });

    test.each(['zzzz', '75001 Paris', '10115', 'D02 X285', 'XX'])('finds nothing for %s, without an error', async (term) => {
      expect(await byTerm(term)).toEqual([]);
    });

    propTest.prop([ukPostcodeArb], { numRuns: 25 })('any postcode of a UK postcode area finds a point', async (postcode) => {
      expect((await byTerm(postcode, 3)).length).toBeGreaterThan(0);
    });

    propTest.prop([fc.double({ min: 50.2, max: 58.5, noNaN: true }), fc.double({ min: -5.5, max: 1.5, noNaN: true })], { numRuns: 25 })(
      'points near any place in Great Britain come nearest first', async (latitude, longitude) => {
        const result = await subject.directory.search({ kind: 'near', latitude, longitude, limit: 5 });
        if (!result.ok) throw new Error('search failed');
        const metres = result.value.map((point) => metresFrom(latitude, longitude, point));
        expect(metres).toEqual([...metres].sort((a, b) => a - b));
      });

    if (faulty === undefined) return;
    test.each<PickupFault>(['status-500', 'garbage', 'wrong-shape', 'hang'])('a network that answers %s is PROVIDER_UNAVAILABLE', async (fault) => {
      const broken = await faulty(fault);
      try {
        expect(await broken.directory.search({ kind: 'term', term: 'Leeds', limit: 10 })).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
        expect(await broken.directory.pointById('ANY1')).toEqual({ ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } });
      } finally {
        await broken.close();
      }
    });
  });
}
