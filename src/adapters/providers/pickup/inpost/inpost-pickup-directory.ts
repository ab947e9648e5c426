import { toNormalised, validOutcode } from 'postcode';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { PickupNetworkDirectory, PickupNetworkError, PickupPoint, PickupSearch } from '../../../../ports/pickup-network.port.js';
import { getWireJson, urlOf, type PickupHttpOptions } from '../http/pickup-http-client.js';
import { inpostWeek, InpostPointSchema, InpostPointsPageSchema, type InpostPoint, type InpostPointsPage } from './inpost-points-wire.js';

/** How far from the searched place a locker may be (metres), as InPost's `max_distance`. */
const INPOST_MAX_DISTANCE_METRES = 60_000;

const UNAVAILABLE: PickupNetworkError = { code: 'PROVIDER_UNAVAILABLE' };

/** A postcode or outward code goes to `relative_post_code` (normalised: 'ls14ap' -> 'LS1 4AP'); anything else is a town (`city`). */
function placeParams(query: PickupSearch): Record<string, string> {
  if (query.kind === 'near') return { relative_point: `${query.latitude},${query.longitude}` };
  const normalised = toNormalised(query.term);
  if (normalised !== null) return { relative_post_code: normalised };
  const compact = query.term.replace(/\s+/g, '').toUpperCase();
  return validOutcode(compact) ? { relative_post_code: compact } : { city: query.term };
}

function toPoint(point: InpostPoint): PickupPoint {
  const details = point.address_details;
  return {
    network: 'inpost',
    id: point.name,
    name: point.location_description?.trim() || `InPost Locker ${point.name}`,
    addressLines: [point.address.line1].filter((line) => line.trim() !== ''),
    town: details?.city ?? '',
    county: details?.province ?? '',
    postcode: details?.post_code ?? '',
    countryCode: 'GB',
    latitude: point.location.latitude,
    longitude: point.location.longitude,
    openingHours: inpostWeek(point),
    distanceMetres: typeof point.distance === 'number' ? Math.round(point.distance) : null,
    routingCode: '',
  };
}

/**
 * InPost's parcel lockers over its points API (INPOST_BASE_URL, optional INPOST_TOKEN):
 *   GET {base}/v1/points?relative_post_code=|relative_point=lat,lng|city=&max_distance=60000
 *       &type=parcel_locker&status=Operating&per_page={limit}   (nearest first)
 *   GET {base}/v1/points/{name}   one point | 404
 * Wire shape in inpost-points-wire.ts.
 */
export function inpostPickupDirectory(options: PickupHttpOptions): PickupNetworkDirectory {
  return {
    network: 'inpost',
    async search(query: PickupSearch): Promise<Result<PickupPoint[], PickupNetworkError>> {
      const params = {
        ...placeParams(query),
        max_distance: String(INPOST_MAX_DISTANCE_METRES),
        type: 'parcel_locker',
        status: 'Operating',
        per_page: String(query.limit),
      };
      const answer = await getWireJson<InpostPointsPage>(options, urlOf(options.baseUrl, '/v1/points', params), InpostPointsPageSchema);
      if (answer.kind !== 'found') return err(UNAVAILABLE);
      return ok(answer.body.items.slice(0, query.limit).map(toPoint));
    },
    async pointById(id: string): Promise<Result<PickupPoint | null, PickupNetworkError>> {
      const answer = await getWireJson<InpostPoint>(options, urlOf(options.baseUrl, `/v1/points/${encodeURIComponent(id)}`), InpostPointSchema);
      if (answer.kind === 'not-found') return ok(null);
      return answer.kind === 'found' ? ok(toPoint(answer.body)) : err(UNAVAILABLE);
    },
  };
}
