import type { LocatedHermesParcelShop } from '../../../../domain/delivery/pickup-search-results.js';
import type { PickupNetworkDirectory } from '../../../../ports/pickup-network.port.js';
import type { PickupHttpOptions } from '../http/pickup-http-client.js';
import { restPickupDirectory } from '../http/rest-pickup-directory.js';
import { HermesParcelShopSchema } from '../wire/pickup-wire-schemas.js';
import { dayHoursOf } from '../../../../application/delivery/pickup-point-entities.js';

/**
 * Evri (Hermes) ParcelShops over HTTP (EVRI_BASE_URL). Wire, in the spec's Hermes entity:
 *   GET {base}/parcelshops?searchTerm={postcode or town}&limit=10
 *   GET {base}/parcelshops?latitude={lat}&longitude={lng}&limit=10
 *     200 [ { externalId, description, address: { street, city, postCode }, latitude, longitude,
 *             openingHours: [7 lines, Monday first: '08:00 - 20:00' or 'Closed'] } ], nearest first
 *   GET {base}/parcelshops/{externalId}   200 one shop | 404 none
 */
export function hermesPickupDirectory(options: PickupHttpOptions): PickupNetworkDirectory {
  return restPickupDirectory<LocatedHermesParcelShop>({
    network: 'hermes',
    collectionPath: '/parcelshops',
    itemSchema: HermesParcelShopSchema,
    toPoint: ({ externalId, description, address, latitude, longitude, openingHours }) => ({
      id: externalId, name: description, addressLines: [address.street], town: address.city, county: '', postcode: address.postCode,
      countryCode: 'GB', latitude, longitude, openingHours: openingHours.map(dayHoursOf), routingCode: '',
    }),
  }, options);
}
