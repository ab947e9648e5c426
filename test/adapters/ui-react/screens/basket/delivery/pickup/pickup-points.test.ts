import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  COLL8_RULES, COLLECT_PLUS_RULES, directionsUrl, distanceInMiles, HAND_OVER_RULES, HERMES_RULES, HERMES_SEARCH, INPOST_RULES,
  pickupNetworkSearch, pickupSearchUrl,
} from '../../../../../../../src/adapters/ui-react/screens/basket/delivery/pickup/pickup-points.js';
import {
  toColl8Location, toCollectPlusStore, toHandOverPoint, toHermesParcelShop, toInpostLocker,
} from '../../../../../../../src/application/delivery/pickup-point-entities.js';
import type { PickupNetwork } from '../../../../../../../src/domain/delivery/pickup-network.js';
import type { PickupPoint } from '../../../../../../../src/ports/pickup-network.port.js';

const WEEK = [
  { opens: '09:00', closes: '17:30' }, { opens: '09:00', closes: '17:30' }, { opens: '09:00', closes: '17:30' },
  { opens: '09:00', closes: '17:30' }, { opens: '09:00', closes: '20:00' }, { opens: '10:00', closes: '16:00' }, null,
];

const point = (network: PickupNetwork, overrides: Partial<PickupPoint> = {}): PickupPoint => ({
  network,
  id: 'P-1001',
  name: 'Corner Shop, Leeds',
  addressLines: ['12 Briggate'],
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 6HD',
  countryCode: 'GB',
  latitude: 53.7974,
  longitude: -1.5438,
  openingHours: WEEK,
  distanceMetres: 420,
  routingCode: 'HDN-7',
  ...overrides,
});

const MONDAY_TO_SUNDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('each network: the route answer to list entries, ids and saved fields', () => {
  test('Coll8: { data: [...] }, null data is none; the location itself is saved', () => {
    const location = toColl8Location(point('coll8'));
    const [loaded] = pickupNetworkSearch('coll8').load({ data: [location] });
    expect(loaded?.view).toMatchObject({
      id: 'P-1001', name: 'Corner Shop, Leeds', addressLines: ['12 Briggate', 'Leeds', 'LS1 6HD'], lat: 53.7974, lng: -1.5438,
    });
    expect(loaded?.view.openingWeek.map((line) => line.day)).toEqual(MONDAY_TO_SUNDAY);
    expect(loaded?.view.openingWeek.map((line) => line.text)).toEqual([
      '09:00 - 17:30', '09:00 - 17:30', '09:00 - 17:30', '09:00 - 17:30', '09:00 - 20:00', '10:00 - 16:00', 'Closed',
    ]);
    expect(loaded?.savedFields).toEqual(location);
    expect(COLL8_RULES.results({ data: null })).toEqual([]);
    expect(COLL8_RULES.results(null)).toEqual([]);
    expect(COLL8_RULES.results([location])).toEqual([]);
  });

  test('Collect+: an array; saves site_name, Address, City, County, Postcode, hdn_code', () => {
    const store = toCollectPlusStore(point('collect-plus'));
    const [loaded] = pickupNetworkSearch('collect-plus').load([store]);
    expect(loaded?.view).toMatchObject({ id: 'P-1001', name: 'Corner Shop, Leeds', addressLines: ['12 Briggate', 'Leeds', 'West Yorkshire', 'LS1 6HD'] });
    expect(loaded?.view.openingWeek.at(-1)).toEqual({ day: 'Sunday', text: 'Closed' });
    expect(loaded?.savedFields).toEqual({
      site_name: 'Corner Shop, Leeds', Address: '12 Briggate', City: 'Leeds', County: 'West Yorkshire', Postcode: 'LS1 6HD', hdn_code: 'HDN-7',
    });
    expect(COLLECT_PLUS_RULES.idOf(store)).toBe('P-1001');
  });

  test('InPost: an array with location; the locker is saved without its coordinates', () => {
    const locker = toInpostLocker(point('inpost', { id: 'LDS01M' }));
    const [loaded] = pickupNetworkSearch('inpost').load([locker]);
    expect(loaded?.view).toMatchObject({ id: 'LDS01M', name: 'InPost LDS01M', addressLines: ['12 Briggate', 'Leeds LS1 6HD'], lat: 53.7974 });
    expect(loaded?.view.openingWeek.at(-1)).toEqual({ day: 'Sunday', text: 'Closed' });
    expect(loaded?.savedFields).toEqual({ id: 'LDS01M', buildingNumber: '12', address: locker.address, openingHours: locker.openingHours });
    expect(INPOST_RULES.idOf(locker)).toBe('LDS01M');
  });

  test('Evri: an array; the parcel shop (externalId, description, address) is saved', () => {
    const shop = toHermesParcelShop(point('hermes'));
    const [loaded] = HERMES_SEARCH.load([shop]);
    expect(loaded?.view).toMatchObject({ id: 'P-1001', name: 'Corner Shop, Leeds', addressLines: ['12 Briggate', 'Leeds', 'LS1 6HD'] });
    expect(loaded?.savedFields).toEqual({ externalId: 'P-1001', description: 'Corner Shop, Leeds', address: shop.address });
    expect(HERMES_RULES.searchPath).toBe('/DeliveryAccordion/GetHermesParcelShops');
  });

  test('hand-over point: saved as FacilityID, FacilityName, CompanyName, AddressLine1..3, Town, County, Postcode, CountryCode', () => {
    const facility = toHandOverPoint(point('hand-over'));
    const [loaded] = pickupNetworkSearch('hand-over').load([facility]);
    expect(loaded?.savedFields).toEqual({
      FacilityID: 'P-1001', FacilityName: 'Corner Shop, Leeds', CompanyName: 'Corner Shop, Leeds', AddressLine1: '12 Briggate',
      AddressLine2: null, AddressLine3: null, Town: 'Leeds', County: 'West Yorkshire', Postcode: 'LS1 6HD', CountryCode: 'GB',
    });
    expect(HAND_OVER_RULES.idOf(facility)).toBe('P-1001');
  });

  test('a distance in metres shows when the answer carries distanceMetres', () => {
    const [loaded] = HERMES_SEARCH.load([{ ...toHermesParcelShop(point('hermes')), distanceMetres: 1609.344 }]);
    expect(loaded?.view.distanceMetres).toBe(1609.344);
    const [without] = HERMES_SEARCH.load([toHermesParcelShop(point('hermes'))]);
    expect(without?.view.distanceMetres).toBeNull();
  });
});

describe('answers that are not what the route promises', () => {
  test('malformed points are left out, well-formed ones kept', () => {
    const good = toCollectPlusStore(point('collect-plus'));
    const body = [good, { ...good, siteNumber: '' }, { ...good, latitude: 'north' }, { ...good, longitude: 500 }, null, 'shop', { ...good, hours: {} }];
    expect(COLLECT_PLUS_RULES.results(body)).toEqual([good]);
  });

  const networks: PickupNetwork[] = ['coll8', 'collect-plus', 'inpost', 'hermes', 'hand-over'];
  test.prop([fc.constantFrom(...networks), fc.anything()])('any body reads as a list, never throws', (network, body) => {
    expect(Array.isArray(pickupNetworkSearch(network).load(body))).toBe(true);
    expect(Array.isArray(pickupNetworkSearch(network).load({ data: body }))).toBe(true);
  });
});

describe('search URL, directions, distance', () => {
  test('the term is sent as searchTerm, encoded', () => {
    expect(pickupSearchUrl(COLL8_RULES, 'SW1A 1AA')).toBe('/DeliveryAccordion/GetColl8PudoLocations?searchTerm=SW1A+1AA');
    expect(pickupSearchUrl(INPOST_RULES, 'St Albans & Co')).toBe('/DeliveryAccordion/GetInpostLockerLocations?searchTerm=St+Albans+%26+Co');
    expect(pickupSearchUrl(COLLECT_PLUS_RULES, 'Leeds')).toBe('/DeliveryAccordion/getcollectplusstores?searchTerm=Leeds');
  });

  test('directions go to a maps service with the address as the destination', () => {
    expect(directionsUrl(['12 Briggate', 'Leeds', 'LS1 6HD'])).toBe('https://www.google.com/maps/dir/?api=1&destination=12%20Briggate%2C%20Leeds%2C%20LS1%206HD');
  });

  test('miles to one decimal', () => {
    expect(distanceInMiles(420)).toBe('0.3 miles');
    expect(distanceInMiles(1609.344)).toBe('1 mile');
    expect(distanceInMiles(0)).toBe('0 miles');
    expect(distanceInMiles(16093.44)).toBe('10 miles');
  });
});
