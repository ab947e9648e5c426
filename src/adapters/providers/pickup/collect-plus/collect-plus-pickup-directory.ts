import type { LocatedCollectPlusStore } from '../../../../domain/delivery/pickup-search-results.js';
import type { PickupNetworkDirectory } from '../../../../ports/pickup-network.port.js';
import type { PickupHttpOptions } from '../http/pickup-http-client.js';
import { flatAddressOf, restPickupDirectory } from '../http/rest-pickup-directory.js';
import { CollectPlusStoreSchema } from '../wire/pickup-wire-schemas.js';
import { COLLECT_PLUS_DAYS, dayHoursOf } from '../../../../application/delivery/pickup-point-entities.js';

/**
 * Collect+ stores over HTTP (COLLECTPLUS_BASE_URL). Wire, in the spec's Collect Plus entity:
 *   GET {base}/stores?searchTerm={postcode or town}&limit=10
 *   GET {base}/stores?latitude={lat}&longitude={lng}&limit=10
 *     200 [ { siteName, siteNumber, address, city, county, postCode, hdnCode,
 *             hours: { mon..sun: '07:00 - 22:00' or '' when closed }, latitude, longitude } ], nearest first
 *   GET {base}/stores/{siteNumber}   200 one store | 404 none
 */
export function collectPlusPickupDirectory(options: PickupHttpOptions): PickupNetworkDirectory {
  return restPickupDirectory<LocatedCollectPlusStore>({
    network: 'collect-plus',
    collectionPath: '/stores',
    itemSchema: CollectPlusStoreSchema,
    toPoint: (store) => ({
      id: store.siteNumber, name: store.siteName, ...flatAddressOf(store), countryCode: 'GB',
      openingHours: COLLECT_PLUS_DAYS.map((day) => dayHoursOf(store.hours[day])), routingCode: store.hdnCode,
    }),
  }, options);
}
