import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import type { PickupNetwork } from '../../../../domain/delivery/pickup-network.js';
import { ok, type Result } from '../../../../domain/shared/result.js';
import type {
  PickupDirectories, PickupNetworkDirectory, PickupNetworkError, PickupPoint, PickupSearch,
} from '../../../../ports/pickup-network.port.js';
import { sandboxPoints } from './sandbox-points.js';
import { UkGazetteer } from './uk-gazetteer.js';

/** Points further than this from the searched place are not "in the area". */
export const SANDBOX_MAX_DISTANCE_KM = 60;

/**
 * A pick-up network simulated over the whole UK (sandbox-points.ts): points are indexed once in a
 * k-d tree, a search locates the term (postcode, outward code, town) with the gazetteer and walks
 * the tree nearest first. An unknown term finds nothing; it is not an error.
 */
export class SandboxPickupDirectory implements PickupNetworkDirectory {
  private readonly points: readonly PickupPoint[];
  private readonly index: KDBush;
  private readonly byId: ReadonlyMap<string, PickupPoint>;

  constructor(readonly network: PickupNetwork, private readonly gazetteer: UkGazetteer) {
    this.points = sandboxPoints(network, gazetteer);
    this.index = new KDBush(this.points.length);
    for (const point of this.points) this.index.add(point.longitude, point.latitude);
    this.index.finish();
    this.byId = new Map(this.points.map((point) => [point.id, point]));
  }

  async search(query: PickupSearch): Promise<Result<PickupPoint[], PickupNetworkError>> {
    const centre = query.kind === 'term' ? this.gazetteer.locate(query.term) : query;
    if (centre === null || query.limit < 1) return ok([]);
    const ids = around(this.index, centre.longitude, centre.latitude, query.limit, SANDBOX_MAX_DISTANCE_KM);
    return ok(ids.map((id) => {
      const point = this.points[id]!;
      const km = distance(centre.longitude, centre.latitude, point.longitude, point.latitude);
      return { ...point, distanceMetres: Math.round(km * 1000) };
    }));
  }

  async pointById(id: string): Promise<Result<PickupPoint | null, PickupNetworkError>> {
    return ok(this.byId.get(id) ?? null);
  }
}

let shared: PickupDirectories | null = null;

/** The five sandbox networks over one gazetteer, built on first use and shared by every app in the process. */
export function sandboxPickupDirectories(): PickupDirectories {
  if (shared === null) {
    const gazetteer = new UkGazetteer();
    const make = (network: PickupNetwork) => new SandboxPickupDirectory(network, gazetteer);
    shared = { 'hand-over': make('hand-over'), coll8: make('coll8'), 'collect-plus': make('collect-plus'), inpost: make('inpost'), hermes: make('hermes') };
  }
  return shared;
}
