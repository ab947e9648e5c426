import { describe, expect, it } from 'vitest';
import { enabledPickupNetworks, noResultsDisplay, type SearchableNetwork } from '../../../src/domain/delivery/pickup-network.js';

describe('pick-up networks', () => {
  it('enables the networks flagged by the page', () => {
    expect(enabledPickupNetworks({ asda: true, hermes: true, collectPlus: false, pickupNetwork: true, inpost: false })).toEqual([
      'hand-over',
      'coll8',
      'hermes',
    ]);
    expect(enabledPickupNetworks({ asda: false, hermes: false, collectPlus: true, pickupNetwork: false, inpost: true })).toEqual([
      'collect-plus',
      'inpost',
    ]);
  });
  it('shows no results per network', () => {
    expect(noResultsDisplay('coll8')).toEqual({ clearList: true, clearMarkers: false, failure: 'noLocationsInArea' });
    expect(noResultsDisplay('collect-plus')).toEqual({
      clearList: false,
      clearMarkers: true,
      failure: 'noLocationsInArea',
    });
    expect(noResultsDisplay('inpost')).toEqual({ clearList: false, clearMarkers: false, failure: null });
  });
});

describe('impossible input (a bug) throws', () => {
  it('rejects an unknown network', () => {
    expect(() => noResultsDisplay('bogus' as SearchableNetwork)).toThrow('Unexpected value');
  });
});
