import type { TSchema } from 'typebox';
import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { PickupNetworkDirectory, PickupNetworkError, PickupPoint, PickupSearch } from '../../../../ports/pickup-network.port.js';
import { getWireJson, searchParams, urlOf, type PickupHttpOptions } from './pickup-http-client.js';

/** How one plain REST network (Coll8, Collect+, Evri, hand-over) lays out its two calls. */
export interface RestNetworkWire<Item, List> {
  network: PickupNetwork;
  /** e.g. '/locations': searched with `?searchTerm=` or `?latitude=&longitude=`, one item at `/locations/{id}`. */
  collectionPath: string;
  listSchema: TSchema;
  itemSchema: TSchema;
  itemsOf(list: List): Item[];
  toPoint(item: Item): PickupPoint;
}

const UNAVAILABLE: PickupNetworkError = { code: 'PROVIDER_UNAVAILABLE' };

/** A PickupNetworkDirectory over a REST network whose items are in the spec's entity shape. */
export function restPickupDirectory<Item, List>(wire: RestNetworkWire<Item, List>, options: PickupHttpOptions): PickupNetworkDirectory {
  return {
    network: wire.network,
    async search(query: PickupSearch): Promise<Result<PickupPoint[], PickupNetworkError>> {
      const answer = await getWireJson<List>(options, urlOf(options.baseUrl, wire.collectionPath, searchParams(query)), wire.listSchema);
      if (answer.kind !== 'found') return err(UNAVAILABLE);
      return ok(wire.itemsOf(answer.body).slice(0, query.limit).map(wire.toPoint));
    },
    async pointById(id: string): Promise<Result<PickupPoint | null, PickupNetworkError>> {
      const url = urlOf(options.baseUrl, `${wire.collectionPath}/${encodeURIComponent(id)}`);
      const answer = await getWireJson<Item>(options, url, wire.itemSchema);
      if (answer.kind === 'not-found') return ok(null);
      return answer.kind === 'found' ? ok(wire.toPoint(answer.body)) : err(UNAVAILABLE);
    },
  };
}
