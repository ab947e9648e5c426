import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pickupRoutes, PICKUP_CACHE_CONTROL } from '../../../../src/adapters/http/delivery/pickup-routes.js';
import { SearchPickupPoints } from '../../../../src/application/delivery/search-pickup-points.use-case.js';
import type { PickupNetwork } from '../../../../src/domain/delivery/pickup-network.js';
import { err } from '../../../../src/domain/shared/result.js';
import type { PickupDirectories, PickupNetworkDirectory } from '../../../../src/ports/pickup-network.port.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 60_000);
afterAll(async () => {
  await sut.close();
});

const ROUTES = [
  ['/DeliveryAccordion/GetColl8PudoLocations', 'coll8'],
  ['/DeliveryAccordion/getcollectplusstores', 'collect-plus'],
  ['/DeliveryAccordion/GetInpostLockerLocations', 'inpost'],
  ['/DeliveryAccordion/GetHermesParcelShops', 'hermes'],
  ['/DeliveryAccordion/GetHandOverPoints', 'hand-over'],
] as const;

const get = (url: string) => sut.app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' } });
const listOf = (path: string, body: unknown): Record<string, unknown>[] =>
  (path.includes('Coll8') ? (body as { data: Record<string, unknown>[] | null }).data ?? [] : body) as Record<string, unknown>[];
const latitudeOf = (item: Record<string, unknown>): number =>
  (item.location as { latitude: number } | undefined)?.latitude ?? (item.latitude as number);

describe('pick-up searches', () => {
  test('Coll8 answers { data: [...] } in the spec\'s fields, nearest first', async () => {
    const res = await get('/DeliveryAccordion/GetColl8PudoLocations?searchTerm=LS1%204AP');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Record<string, unknown>[] }>();
    expect(data).toHaveLength(10);
    expect(Object.keys(data[0]!).sort()).toEqual([
      'address1', 'address2', 'cityTown', 'companyName', 'infoWindowContent', 'latitude', 'locationCode', 'locationOperatingHours', 'longitude', 'postCode',
    ]);
    expect(data[0]!.cityTown).toBe('Leeds');
    expect(data[0]!.locationOperatingHours).toHaveLength(7);
  });

  test('Collect+ stores carry siteNumber, hdnCode and hours for mon..sun', async () => {
    const [store] = (await get('/DeliveryAccordion/getcollectplusstores?searchTerm=Manchester&limit=1')).json<Record<string, unknown>[]>();
    expect(store).toMatchObject({ city: 'Manchester', county: 'Greater Manchester' });
    expect(store!.hdnCode).toMatch(/^M\d{3}$/);
    expect(Object.keys(store!.hours as object)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });

  test('InPost lockers are open every day and carry their location', async () => {
    const [locker] = (await get('/DeliveryAccordion/GetInpostLockerLocations?searchTerm=leeds&limit=1')).json<Record<string, unknown>[]>();
    expect(locker!.id).toMatch(/^LDS\d{2,}M$/);
    expect(Object.keys(locker!.openingHours as object)).toHaveLength(7);
    expect(locker!.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  test('Evri and hand-over points carry seven display lines of hours', async () => {
    for (const path of ['/DeliveryAccordion/GetHermesParcelShops', '/DeliveryAccordion/GetHandOverPoints']) {
      const [point] = (await get(`${path}?searchTerm=EH1%201YZ&limit=1`)).json<{ openingHours: string[] }[]>();
      expect(point!.openingHours).toHaveLength(7);
      for (const line of point!.openingHours) expect(line).toMatch(/^(\d{2}:\d{2} - \d{2}:\d{2}|Closed)$/);
    }
  });

  test.each(ROUTES)('%s finds points by coordinates, may be cached, sets no cookie', async (path) => {
    const res = await get(`${path}?latitude=51.5074&longitude=-0.1278&limit=5`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PICKUP_CACHE_CONTROL);
    expect(res.headers['set-cookie']).toBeUndefined();
    const items = listOf(path, res.json());
    expect(items).toHaveLength(5);
    for (const item of items) expect(Math.abs(latitudeOf(item) - 51.5074)).toBeLessThan(0.2);
  });

  test.each(ROUTES)('%s answers no results for a term that is no UK place', async (path) => {
    for (const term of ['zzzz', '75001', '😀🏳️‍🌈', 'ש׳ הרצל', '<script>alert(1)</script>']) {
      const res = await get(`${path}?searchTerm=${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      expect(listOf(path, res.json())).toEqual([]);
    }
  });
});

describe('bad input: 400 INVALID_INPUT in the one error shape', () => {
  const bad: [string, string][] = [
    ['no searchTerm', ''],
    ['a blank searchTerm', 'searchTerm=%20%20%20'],
    ['an empty searchTerm', 'searchTerm='],
    ['a 5000-character searchTerm', `searchTerm=${'a'.repeat(5000)}`],
    ['a NUL in the searchTerm', 'searchTerm=LS1%00'],
    ['a control character in the searchTerm', 'searchTerm=LS%071'],
    ['a latitude without a longitude', 'latitude=53.8'],
    ['a latitude out of range', 'latitude=91&longitude=0'],
    ['a longitude out of range', 'latitude=50&longitude=-181'],
    ['a latitude that is not a number', 'latitude=north&longitude=0'],
    ['an infinite latitude', 'latitude=1e309&longitude=0'],
    ['a limit of 0', 'searchTerm=Leeds&limit=0'],
    ['a limit over 50', 'searchTerm=Leeds&limit=51'],
  ];
  for (const [path] of ROUTES) {
    test.each(bad)(`${path}: %s`, async (_what, query) => {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<{ code: string; message: string }>();
      expect(body.code).toBe('INVALID_INPUT');
      expect(body.message.length).toBeGreaterThan(0);
    });
  }

  test('a missing searchTerm is named in the message', async () => {
    const res = await get('/DeliveryAccordion/GetColl8PudoLocations');
    expect(res.json<{ message: string }>().message).toContain('searchTerm');
  });
});

describe('a network that fails', () => {
  const failing = (network: PickupNetwork): PickupNetworkDirectory => ({
    network,
    search: async () => err({ code: 'PROVIDER_UNAVAILABLE' }),
    pointById: async () => err({ code: 'PROVIDER_UNAVAILABLE' }),
  });
  const directories: PickupDirectories = {
    'hand-over': failing('hand-over'), coll8: failing('coll8'), 'collect-plus': failing('collect-plus'), inpost: failing('inpost'), hermes: failing('hermes'),
  };

  test.each(ROUTES)('%s is logged and answered as no results', async (path, network) => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => { lines.push(String(chunk)); done(); } });
    const app = Fastify({ logger: { level: 'warn', stream } });
    await app.register(pickupRoutes, { searchPickupPoints: new SearchPickupPoints(directories) });
    const res = await app.inject({ method: 'GET', url: `${path}?searchTerm=Leeds` });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(path.includes('Coll8') ? { data: null } : []);
    const logged = lines.map((line) => JSON.parse(line) as { network?: string; msg: string }).find((line) => line.network === network);
    expect(logged?.msg).toContain('pick-up search failed');
  });
});
