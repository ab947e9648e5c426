import { describe, expect, test } from 'vitest';
import { townAbbreviation } from '../../../../src/adapters/providers/pickup/sandbox/network-styles.js';
import { sandboxPickupDirectories } from '../../../../src/adapters/providers/pickup/sandbox/sandbox-pickup-directory.js';
import { sandboxPoints } from '../../../../src/adapters/providers/pickup/sandbox/sandbox-points.js';
import { UkGazetteer } from '../../../../src/adapters/providers/pickup/sandbox/uk-gazetteer.js';
import type { PickupPoint } from '../../../../src/ports/pickup-network.port.js';

const gazetteer = new UkGazetteer();
const near = async (network: keyof ReturnType<typeof sandboxPickupDirectories>, term: string, limit = 50): Promise<PickupPoint[]> => {
  const result = await sandboxPickupDirectories()[network].search({ kind: 'term', term, limit });
  if (!result.ok) throw new Error('sandbox search failed');
  return result.value;
};

describe('the sandbox UK', () => {
  test('is the same on every start', () => {
    expect(sandboxPoints('inpost', new UkGazetteer())).toEqual(sandboxPoints('inpost', gazetteer));
  });

  test('places every postcode area at its post town', () => {
    expect(gazetteer.areas.size).toBe(124);
    expect(gazetteer.locate('LS')).toMatchObject({ latitude: 53.79648, longitude: -1.54785 });
    expect(gazetteer.locate('HU1 1AA')).toMatchObject({ name: 'Kingston upon Hull' });
    expect(gazetteer.locate('Hull')).toMatchObject({ name: 'Kingston upon Hull' });
    expect(gazetteer.locate('st albans')).toMatchObject({ name: 'St Albans' });
    expect(gazetteer.locate('Stoke-on')).toMatchObject({ name: 'Stoke-on-Trent' });
  });

  test('gives an area\'s own town the first districts and the other towns the next ones', () => {
    const leeds = gazetteer.places.find((place) => place.name === 'Leeds')!;
    expect(leeds.outcodes[0]).toBe('LS1');
    expect(leeds.outcodes.length).toBeGreaterThan(5);
    const belfastArea = gazetteer.places.filter((place) => place.nation === 'NIR').map((place) => place.area.code);
    expect(new Set(belfastArea)).toEqual(new Set(['BT']));
  });

  test('covers England, Scotland, Wales and Northern Ireland, and the Crown dependencies', async () => {
    for (const [term, country] of [['Truro', 'GB'], ['Inverness', 'GB'], ['Aberystwyth', 'GB'], ['Derry', 'GB'], ['GY1 1AA', 'GG'], ['IM1 1AA', 'IM']] as const) {
      const [first] = await near('hermes', term, 1);
      expect(first, term).toBeDefined();
      expect(first!.countryCode).toBe(country);
      expect(first!.distanceMetres).toBeLessThan(15_000);
    }
  });
});

describe('each network looks like itself', () => {
  test('InPost: lockers with InPost-style names, open 24 hours every day', async () => {
    for (const locker of await near('inpost', 'Leeds', 20)) {
      expect(locker.id).toMatch(/^[A-Z]{3}\d{2,}M$/);
      expect(locker.openingHours).toEqual(Array(7).fill({ opens: '00:00', closes: '23:59' }));
    }
    expect(townAbbreviation('Leeds')).toBe('LDS');
    expect(townAbbreviation('Ayr')).toBe('AYR');
  });

  test('Collect+: convenience stores with a site number and an HDN code of their postcode area', async () => {
    for (const store of await near('collect-plus', 'M1 1AE', 20)) {
      expect(store.id).toMatch(/^\d{5,}$/);
      expect(store.routingCode).toMatch(/^[A-Z]{1,2}\d{3}$/);
      expect(store.routingCode.replace(/\d+$/, '')).toBe(/^[A-Z]+/.exec(store.postcode)![0]);
    }
  });

  test('Coll8 shops keep shop hours and some close on Sundays', async () => {
    const shops = await near('coll8', 'Birmingham', 50);
    expect(shops.some((shop) => shop.openingHours[6] === null)).toBe(true);
    expect(shops.every((shop) => shop.openingHours.slice(0, 6).every((day) => day !== null))).toBe(true);
  });

  test('Evri ParcelShops have external ids; hand-over points are Asda toyou kiosks', async () => {
    expect((await near('hermes', 'York', 5)).every((shop) => /^EV\d{7}$/.test(shop.id))).toBe(true);
    expect((await near('hand-over', 'York', 5)).every((point) => /^Asda .* toyou$/.test(point.name))).toBe(true);
  });

  test('an address has a street number, and London addresses the district before the post town', async () => {
    const [point] = await near('coll8', 'SE15 4ST', 1);
    expect(point!.addressLines[0]).toMatch(/^\d+ [A-Z]/);
    expect(point!.town).toBe('London');
    expect(point!.postcode).toMatch(/^SE\d+ \d[A-Z]{2}$/);
  });
});
