import type { LocatedHandOverPoint } from '../../../../domain/delivery/pickup-search-results.js';
import type { PickupNetworkDirectory } from '../../../../ports/pickup-network.port.js';
import type { PickupHttpOptions } from '../http/pickup-http-client.js';
import { flatAddressOf, restPickupDirectory } from '../http/rest-pickup-directory.js';
import { HandOverPointSchema } from '../wire/pickup-wire-schemas.js';
import { dayHoursOf } from '../../../../application/delivery/pickup-point-entities.js';

/**
 * Hand-over points (the location picker's network) over HTTP (HANDOVER_BASE_URL). Wire, in the
 * spec's hand-over point result:
 *   GET {base}/points?searchTerm={postcode or town}&limit=10
 *   GET {base}/points?latitude={lat}&longitude={lng}&limit=10
 *     200 [ { facilityId, facilityName, address, city, county, postCode, countryCode, latitude,
 *             longitude, openingHours: [7 lines, Monday first: '07:00 - 22:00' or 'Closed'] } ], nearest first
 *   GET {base}/points/{facilityId}   200 one point | 404 none
 */
export function handOverPickupDirectory(options: PickupHttpOptions): PickupNetworkDirectory {
  return restPickupDirectory<LocatedHandOverPoint>({
    network: 'hand-over',
    collectionPath: '/points',
    itemSchema: HandOverPointSchema,
    toPoint: (point) => ({
      id: point.facilityId, name: point.facilityName, ...flatAddressOf(point), countryCode: point.countryCode,
      openingHours: point.openingHours.map(dayHoursOf), routingCode: '',
    }),
  }, options);
}
