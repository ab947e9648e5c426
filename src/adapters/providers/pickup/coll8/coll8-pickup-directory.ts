import type { Coll8Location, Coll8SearchResponse } from '../../../../domain/delivery/coll8-location.js';
import type { PickupNetworkDirectory } from '../../../../ports/pickup-network.port.js';
import type { PickupHttpOptions } from '../http/pickup-http-client.js';
import { restPickupDirectory } from '../http/rest-pickup-directory.js';
import { Coll8LocationSchema, Coll8SearchSchema } from '../wire/pickup-wire-schemas.js';

/**
 * Coll8's pick-up points over HTTP (COLL8_BASE_URL). Wire, in the spec's Coll8 entity:
 *   GET {base}/locations?searchTerm={postcode or town}&limit=10
 *   GET {base}/locations?latitude={lat}&longitude={lng}&limit=10
 *     200 { "data": [ { locationCode, companyName, address1, address2, cityTown, postCode,
 *                       latitude, longitude, locationOperatingHours: [7 x { openFrom, openTo }]
 *                       (Monday first, '' when closed), infoWindowContent } ] | null }, nearest first
 *   GET {base}/locations/{locationCode}   200 one location | 404 none
 */
export function coll8PickupDirectory(options: PickupHttpOptions): PickupNetworkDirectory {
  return restPickupDirectory<Coll8Location, Coll8SearchResponse>({
    network: 'coll8',
    collectionPath: '/locations',
    itemSchema: Coll8LocationSchema,
    list: { schema: Coll8SearchSchema, itemsOf: (list) => list.data ?? [] },
    toPoint: (location) => ({
      id: location.locationCode,
      name: location.companyName,
      addressLines: [location.address1, location.address2].filter((line) => line.trim() !== ''),
      town: location.cityTown,
      county: '',
      postcode: location.postCode,
      countryCode: 'GB',
      latitude: location.latitude,
      longitude: location.longitude,
      openingHours: location.locationOperatingHours.map(({ openFrom, openTo }) =>
        openFrom.trim() === '' || openTo.trim() === '' ? null : { opens: openFrom.trim(), closes: openTo.trim() }),
      routingCode: '',
    }),
  }, options);
}
