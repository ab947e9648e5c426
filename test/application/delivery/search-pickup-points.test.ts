import { describe, expect, it } from 'vitest';
import { SearchPickupPoints } from '../../../src/application/delivery/search-pickup-points.use-case.js';
import type { PickupNetwork } from '../../../src/domain/delivery/pickup-network.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import type { PickupDirectories, PickupNetworkDirectory, PickupPoint, PickupSearch } from '../../../src/ports/pickup-network.port.js';

const HOURS = { opens: '08:00', closes: '20:00' };
const pointOf = (network: PickupNetwork, id: string): PickupPoint => ({
  network, id, name: `Point ${id}`, addressLines: ['1 High Street'], town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP',
  countryCode: 'GB', latitude: 53.8, longitude: -1.55, openingHours: [HOURS, HOURS, HOURS, HOURS, HOURS, null, null], distanceMetres: 100, routingCode: '',
});

function directories(searches: { network: PickupNetwork; search: PickupSearch }[], failing: PickupNetwork | null = null): PickupDirectories {
  const directory = (network: PickupNetwork): PickupNetworkDirectory => ({
    network,
    search: async (search) => {
      searches.push({ network, search });
      return network === failing ? err({ code: 'PROVIDER_UNAVAILABLE' }) : ok([pointOf(network, `${network}-1`)]);
    },
    pointById: async () => ok(null),
  });
  return { 'hand-over': directory('hand-over'), coll8: directory('coll8'), 'collect-plus': directory('collect-plus'), inpost: directory('inpost'), hermes: directory('hermes') };
}

describe('SearchPickupPoints', () => {
  it('asks only the chosen network, with the term trimmed and the limit kept', async () => {
    const searches: { network: PickupNetwork; search: PickupSearch }[] = [];
    const result = await new SearchPickupPoints(directories(searches)).execute({ network: 'inpost', search: { kind: 'term', term: '  LS1 4AP ', limit: 5 } });
    expect(result).toEqual(ok([pointOf('inpost', 'inpost-1')]));
    expect(searches).toEqual([{ network: 'inpost', search: { kind: 'term', term: 'LS1 4AP', limit: 5 } }]);
  });

  it('passes a search by coordinates through unchanged', async () => {
    const searches: { network: PickupNetwork; search: PickupSearch }[] = [];
    const near: PickupSearch = { kind: 'near', latitude: 51.5, longitude: -0.12, limit: 10 };
    await new SearchPickupPoints(directories(searches)).execute({ network: 'coll8', search: near });
    expect(searches).toEqual([{ network: 'coll8', search: near }]);
  });

  it('answers PROVIDER_UNAVAILABLE when the network cannot be reached', async () => {
    const result = await new SearchPickupPoints(directories([], 'hermes')).execute({ network: 'hermes', search: { kind: 'term', term: 'Leeds', limit: 10 } });
    expect(result).toEqual(err({ code: 'PROVIDER_UNAVAILABLE' }));
  });
});
