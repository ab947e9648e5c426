import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { SearchPickupPoints } from '../../../application/delivery/search-pickup-points.use-case.js';
import type { PickupNetwork } from '../../../domain/delivery/pickup-network.js';
import type { PickupPoint, PickupSearch } from '../../../ports/pickup-network.port.js';
import {
  toCollectPlusStore, toColl8Location, toHandOverPoint, toHermesParcelShop, toInpostLocker,
} from '../../../application/delivery/pickup-point-entities.js';
import {
  Coll8Response, CollectPlusResponse, DEFAULT_PICKUP_RESULTS, HandOverResponse, HermesResponse, InpostResponse, PickupSearchQuery,
} from './pickup-schemas.js';

export interface PickupRoutesOptions {
  searchPickupPoints: SearchPickupPoints;
}

/** The networks' points are public and change rarely: browsers and shared caches may keep an answer 5 minutes (the spec's cache TTL). */
export const PICKUP_CACHE_CONTROL = 'public, max-age=300';

type SearchQuery = Static<typeof PickupSearchQuery>;

function searchOf(query: SearchQuery): PickupSearch {
  const limit = query.limit ?? DEFAULT_PICKUP_RESULTS;
  return 'searchTerm' in query
    ? { kind: 'term', term: query.searchTerm, limit }
    : { kind: 'near', latitude: query.latitude, longitude: query.longitude, limit };
}

/**
 * The five pick-up searches of the delivery accordion (pickup-search-results.ts). A network that
 * fails is logged and answered as no results: the spec treats a failed search as empty.
 */
export const pickupRoutes: FastifyPluginAsync<PickupRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function nearest(request: FastifyRequest, network: PickupNetwork, query: SearchQuery): Promise<PickupPoint[] | null> {
    const result = await opts.searchPickupPoints.execute({ network, search: searchOf(query) });
    if (result.ok) return result.value;
    request.log.warn({ network, error: result.error }, 'pick-up search failed; answered as no results');
    return null;
  }

  const route = <R>(url: string, network: PickupNetwork, response: object, answer: (points: PickupPoint[] | null) => R) =>
    app.get(url, { schema: { querystring: PickupSearchQuery, response: { 200: response } } }, async (request, reply) => {
      reply.header('cache-control', PICKUP_CACHE_CONTROL);
      return answer(await nearest(request, network, request.query));
    });

  // Coll8's answer wraps the list; a failed search is `data: null`, which the page reads as none.
  route('/DeliveryAccordion/GetColl8PudoLocations', 'coll8', Coll8Response, (points) => ({ data: points === null ? null : points.map(toColl8Location) }));
  route('/DeliveryAccordion/getcollectplusstores', 'collect-plus', CollectPlusResponse, (points) => (points ?? []).map(toCollectPlusStore));
  route('/DeliveryAccordion/GetInpostLockerLocations', 'inpost', InpostResponse, (points) => (points ?? []).map(toInpostLocker));
  route('/DeliveryAccordion/GetHermesParcelShops', 'hermes', HermesResponse, (points) => (points ?? []).map(toHermesParcelShop));
  route('/DeliveryAccordion/GetHandOverPoints', 'hand-over', HandOverResponse, (points) => (points ?? []).map(toHandOverPoint));
};
