import { assertNever } from '../shared/result.js';

/** The pick-up networks of the basket page (spec sections 2 and 3). */
export type PickupNetwork = 'hand-over' | 'coll8' | 'collect-plus' | 'inpost' | 'hermes';

/** Delivery-option flags read from the page's hidden fields. */
export interface DeliveryOptionFlags {
  asda: boolean;
  hermes: boolean;
  collectPlus: boolean;
  pickupNetwork: boolean;
  inpost: boolean;
}

/** The networks whose panels the page sets up (asda is the hand-over point, the pick-up network is Coll8). */
export function enabledPickupNetworks(flags: DeliveryOptionFlags): PickupNetwork[] {
  const enabled: [boolean, PickupNetwork][] = [
    [flags.asda, 'hand-over'],
    [flags.pickupNetwork, 'coll8'],
    [flags.collectPlus, 'collect-plus'],
    [flags.inpost, 'inpost'],
    [flags.hermes, 'hermes'],
  ];
  return enabled.filter(([on]) => on).map(([, network]) => network);
}

/** What a search with no results does to the modal (spec section 5). */
export interface NoResultsDisplay {
  clearList: boolean;
  clearMarkers: boolean;
  /** The failure to show (the page's strings name its text), or null to show nothing. */
  failure: 'noLocationsInArea' | null;
}

export type SearchableNetwork = 'coll8' | 'collect-plus' | 'inpost';

export function noResultsDisplay(network: SearchableNetwork): NoResultsDisplay {
  switch (network) {
    case 'coll8':
      return { clearList: true, clearMarkers: false, failure: 'noLocationsInArea' };
    case 'collect-plus':
      return { clearList: false, clearMarkers: true, failure: 'noLocationsInArea' };
    case 'inpost':
      return { clearList: false, clearMarkers: false, failure: null };
    default:
      return assertNever(network);
  }
}
