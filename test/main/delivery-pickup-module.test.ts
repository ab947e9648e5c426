import { describe, expect, test } from 'vitest';
import { sandboxPickupDirectories } from '../../src/adapters/providers/pickup/sandbox/sandbox-pickup-directory.js';
import { ConfigError, loadConfig } from '../../src/main/config.js';
import { pickupDirectoriesOf } from '../../src/main/delivery-pickup-module.js';
import { startPickupStandIn } from '../support/stand-ins/pickup-network-stand-in.js';
import { startStorefrontUnderTest } from '../support/storefront-under-test.js';

describe('pick-up configuration', () => {
  test('every network is the sandbox unless its base URL is set', () => {
    const config = loadConfig({});
    expect(config.pickup.timeoutMs).toBe(3_000);
    expect(Object.values(config.pickup.networks)).toEqual([null, null, null, null, null]);
    const directories = pickupDirectoriesOf(config.pickup);
    expect(directories.coll8).toBe(sandboxPickupDirectories().coll8);
  });

  test('reads each base URL, the InPost token and the timeout', () => {
    const config = loadConfig({
      INPOST_BASE_URL: 'https://api-uk-points.example/', INPOST_TOKEN: 'secret', COLL8_BASE_URL: 'http://127.0.0.1:9001',
      COLLECTPLUS_BASE_URL: 'http://127.0.0.1:9002/api', EVRI_BASE_URL: 'http://127.0.0.1:9003', HANDOVER_BASE_URL: 'http://127.0.0.1:9004',
      PICKUP_TIMEOUT_MS: '1500',
    });
    expect(config.pickup).toEqual({
      timeoutMs: 1_500,
      networks: {
        inpost: { baseUrl: 'https://api-uk-points.example/', token: 'secret' },
        coll8: { baseUrl: 'http://127.0.0.1:9001', token: null },
        'collect-plus': { baseUrl: 'http://127.0.0.1:9002/api', token: null },
        hermes: { baseUrl: 'http://127.0.0.1:9003', token: null },
        'hand-over': { baseUrl: 'http://127.0.0.1:9004', token: null },
      },
    });
    expect(pickupDirectoriesOf(config.pickup).coll8).not.toBe(sandboxPickupDirectories().coll8);
  });

  test.each([['COLL8_BASE_URL', 'ftp://coll8'], ['EVRI_BASE_URL', 'not a url'], ['PICKUP_TIMEOUT_MS', '10']])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('a configured network answers the shop\'s search route', () => {
  test('Coll8 searches go to COLL8_BASE_URL; a failing Collect+ is answered as no stores', async () => {
    const standIn = await startPickupStandIn('coll8');
    const broken = await startPickupStandIn('collect-plus', { fault: 'status-500' });
    const sut = await startStorefrontUnderTest({ env: { COLL8_BASE_URL: standIn.baseUrl, COLLECTPLUS_BASE_URL: broken.baseUrl } });
    try {
      const res = await sut.app.inject({ method: 'GET', url: '/DeliveryAccordion/GetColl8PudoLocations?searchTerm=York&limit=3' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { cityTown: string }[] }>().data.map((l) => l.cityTown)).toEqual(['York', 'York', 'York']);
      expect(standIn.requests.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual(['/locations?searchTerm=York&limit=3']);
      const failed = await sut.app.inject({ method: 'GET', url: '/DeliveryAccordion/getcollectplusstores?searchTerm=York' });
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual([]);
    } finally {
      await sut.close();
      await standIn.close();
      await broken.close();
    }
  }, 60_000);
});
