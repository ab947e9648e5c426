import { Type, type TSchema } from 'typebox';
import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { PickupNetworkDirectory, PickupNetworkError, PickupPoint, PickupSearch } from '../../../../ports/pickup-network.port.js';
import { getWireJson, searchParams, urlOf, type PickupHttpOptions } from './pickup-http-client.js';

/** What a network's item says of a point; the network and the distance (none reported) are the directory's. */
type PointOfItem = Omit<PickupPoint, 'network' | 'distanceMetres'>;

/** How one plain REST network (Coll8, Collect+, Evri, hand-over) lays out its two calls. */
export interface RestNetworkWire<Item, List> {
  network: PickupNetwork;
  /** e.g. '/locations': searched with `?searchTerm=` or `?latitude=&longitude=`, one item at `/locations/{id}`. */
  collectionPath: string;
  itemSchema: TSchema;
  /** A search's answer when it is not a bare array of items. */
  list?: { schema: TSchema; itemsOf(list: List): Item[] };
  toPoint(item: Item): PointOfItem;
}

/** The address and position of an item that names them as Collect+ stores and hand-over points do. */
export const flatAddressOf = (item: { address: string; city: string; county: string; postCode: string; latitude: number; longitude: number }) =>
  ({ addressLines: [item.address], town: item.city, county: item.county, postcode: item.postCode, latitude: item.latitude, longitude: item.longitude });

const UNAVAILABLE: PickupNetworkError = { code: 'PROVIDER_UNAVAILABLE' };

/** A PickupNetworkDirectory over a REST network whose items are in the spec's entity shape. */
export function restPickupDirectory<Item, List = Item[]>(wire: RestNetworkWire<Item, List>, options: PickupHttpOptions): PickupNetworkDirectory {
  const list = wire.list ?? { schema: Type.Array(wire.itemSchema), itemsOf: (items: List) => items as Item[] };
  const toPoint = (item: Item): PickupPoint => ({ network: wire.network, ...wire.toPoint(item), distanceMetres: null });
  return {
    network: wire.network,
    async search(query: PickupSearch): Promise<Result<PickupPoint[], PickupNetworkError>> {
      const answer = await getWireJson<List>(options, urlOf(options.baseUrl, wire.collectionPath, searchParams(query)), list.schema);
      if (answer.kind !== 'found') return err(UNAVAILABLE);
      return ok(list.itemsOf(answer.body).slice(0, query.limit).map(toPoint));
    },
    async pointById(id: string): Promise<Result<PickupPoint | null, PickupNetworkError>> {
      const url = urlOf(options.baseUrl, `${wire.collectionPath}/${encodeURIComponent(id)}`);
      const answer = await getWireJson<Item>(options, url, wire.itemSchema);
      if (answer.kind === 'not-found') return ok(null);
      return answer.kind === 'found' ? ok(toPoint(answer.body)) : err(UNAVAILABLE);
    },
  };
}
