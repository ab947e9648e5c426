import { Type } from 'typebox';
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
  return restPickupDirectory<LocatedHermesParcelShop, LocatedHermesParcelShop[]>({
    network: 'hermes',
    collectionPath: '/parcelshops',
    listSchema: Type.Array(HermesParcelShopSchema),
    itemSchema: HermesParcelShopSchema,
    itemsOf: (list) => list,
    toPoint: (shop) => ({
      network: 'hermes',
      id: shop.externalId,
      name: shop.description,
      addressLines: [shop.address.street],
      town: shop.address.city,
      county: '',
      postcode: shop.address.postCode,
      countryCode: 'GB',
      latitude: shop.latitude,
      longitude: shop.longitude,
      openingHours: shop.openingHours.map(dayHoursOf),
      distanceMetres: null,
      routingCode: '',
    }),
  }, options);
}
