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
const SANDBOX_MAX_DISTANCE_KM = 60;

/** One network's points, indexed in a k-d tree and by id. */
interface IndexedPoints {
  points: readonly PickupPoint[];
  index: KDBush;
  byId: ReadonlyMap<string, PickupPoint>;
}

function indexPoints(points: readonly PickupPoint[]): IndexedPoints {
  const index = new KDBush(points.length);
  for (const point of points) index.add(point.longitude, point.latitude);
  index.finish();
  return { points, index, byId: new Map(points.map((point) => [point.id, point])) };
}

/**
 * A pick-up network simulated over the whole UK (sandbox-points.ts): a search locates the term
 * (postcode, outward code, town) with the gazetteer and walks a k-d tree of the points nearest
 * first. An unknown term finds nothing; it is not an error.
 * The points (about 5,000 per network, 3 MB) are built on the first search of this network, not
 * at start: a node that serves no pick-up search, or uses the network's real API, never holds them.
 */
class SandboxPickupDirectory implements PickupNetworkDirectory {
  private indexed: IndexedPoints | null = null;

  constructor(readonly network: PickupNetwork, private readonly gazetteerOf: () => UkGazetteer) {}

  async search(query: PickupSearch): Promise<Result<PickupPoint[], PickupNetworkError>> {
    const centre = query.kind === 'term' ? this.gazetteerOf().locate(query.term) : query;
    if (centre === null || query.limit < 1) return ok([]);
    const { index, points } = this.built();
    const ids = around(index, centre.longitude, centre.latitude, query.limit, SANDBOX_MAX_DISTANCE_KM);
    return ok(ids.map((id) => {
      const point = points[id]!;
      const km = distance(centre.longitude, centre.latitude, point.longitude, point.latitude);
      return { ...point, distanceMetres: Math.round(km * 1000) };
    }));
  }

  async pointById(id: string): Promise<Result<PickupPoint | null, PickupNetworkError>> {
    return ok(this.built().byId.get(id) ?? null);
  }

  private built(): IndexedPoints {
    this.indexed ??= indexPoints(sandboxPoints(this.network, this.gazetteerOf()));
    return this.indexed;
  }
}

let shared: PickupDirectories | null = null;

/**
 * The five sandbox networks over one gazetteer, shared by every app in the process; the gazetteer
 * and each network's points are built on first use.
 */
export function sandboxPickupDirectories(): PickupDirectories {
  if (shared === null) {
    let gazetteer: UkGazetteer | null = null;
    const gazetteerOf = (): UkGazetteer => (gazetteer ??= new UkGazetteer());
    const make = (network: PickupNetwork) => new SandboxPickupDirectory(network, gazetteerOf);
    shared = { 'hand-over': make('hand-over'), coll8: make('coll8'), 'collect-plus': make('collect-plus'), inpost: make('inpost'), hermes: make('hermes') };
  }
  return shared;
}
