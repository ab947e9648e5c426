import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxPickupDirectories } from '../../../src/adapters/providers/pickup/sandbox/sandbox-pickup-directory.js';
import {
  INPOST_DAYS, toCollectPlusStore, toColl8Location, toHandOverPoint, toHermesParcelShop,
} from '../../../src/application/delivery/pickup-point-entities.js';
import { clockToMinutes } from '../../../src/adapters/providers/pickup/inpost/inpost-points-wire.js';
import type { PickupNetwork } from '../../../src/domain/delivery/pickup-network.js';
import type { PickupPoint, PickupSearch } from '../../../src/ports/pickup-network.port.js';

/** How a stand-in misbehaves: a 500, a body that is not JSON, JSON of another shape, or no answer at all. */
export type StandInFault = 'status-500' | 'garbage' | 'wrong-shape' | 'hang';

export interface PickupStandIn {
  baseUrl: string;
  /** Every request the stand-in received (path and query), in order. */
  requests: URL[];
  close(): Promise<void>;
}

const REST_PATHS: Readonly<Record<Exclude<PickupNetwork, 'inpost'>, string>> = {
  coll8: '/locations', 'collect-plus': '/stores', hermes: '/parcelshops', 'hand-over': '/points',
};

/** A sandbox point as InPost's points API lists it (inpost-points-wire.ts). */
function toInpostApiPoint(point: PickupPoint) {
  const alwaysOpen = point.openingHours.every((day) => day?.opens === '00:00' && day.closes === '23:59');
  const customer = Object.fromEntries(INPOST_DAYS.map((day, i) => {
    const hours = point.openingHours[i];
    return [day, hours ? [{ start: clockToMinutes(hours.opens), end: clockToMinutes(hours.closes) }] : []];
  }));
  const [building, ...street] = (point.addressLines[0] ?? '').split(' ');
  return {
    name: point.id,
    type: ['parcel_locker'],
    status: 'Operating',
    location: { latitude: point.latitude, longitude: point.longitude },
    location_description: point.name,
    address: { line1: point.addressLines.join(', '), line2: `${point.postcode} ${point.town}` },
    address_details: { city: point.town, province: point.county, post_code: point.postcode, street: street.join(' '), building_number: building, flat_number: null },
    opening_hours: alwaysOpen ? '24/7' : 'see operating_hours_extended',
    operating_hours_extended: { customer },
    distance: point.distanceMetres,
  };
}

const WIRE: Readonly<Record<Exclude<PickupNetwork, 'inpost'>, (point: PickupPoint) => unknown>> = {
  coll8: toColl8Location, 'collect-plus': toCollectPlusStore, hermes: toHermesParcelShop, 'hand-over': toHandOverPoint,
};

function searchOf(url: URL, network: PickupNetwork): PickupSearch | null {
  const q = url.searchParams;
  const limit = Number(q.get(network === 'inpost' ? 'per_page' : 'limit') ?? '10');
  if (network === 'inpost') {
    const point = q.get('relative_point');
    if (point !== null) {
      const [latitude, longitude] = point.split(',').map(Number);
      return { kind: 'near', latitude: latitude!, longitude: longitude!, limit };
    }
    const term = q.get('relative_post_code') ?? q.get('city');
    return term === null ? null : { kind: 'term', term, limit };
  }
  const term = q.get('searchTerm');
  if (term !== null) return { kind: 'term', term, limit };
  if (q.get('latitude') === null || q.get('longitude') === null) return null;
  return { kind: 'near', latitude: Number(q.get('latitude')), longitude: Number(q.get('longitude')), limit };
}

/**
 * A local server on 127.0.0.1 speaking one pick-up network's wire format over the sandbox's
 * points: the plain REST shape of Coll8, Collect+, Evri and hand-over, or InPost's points API
 * (which wants `type=parcel_locker`, `status=Operating` and, when `token` is set, the bearer token).
 */
export async function startPickupStandIn(network: PickupNetwork, opts: { fault?: StandInFault; token?: string } = {}): Promise<PickupStandIn> {
  const directory = sandboxPickupDirectories()[network];
  const requests: URL[] = [];
  const collection = network === 'inpost' ? '/v1/points' : REST_PATHS[network];
  const toWire = (point: PickupPoint): unknown => (network === 'inpost' ? toInpostApiPoint(point) : WIRE[network](point));
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    if (opts.fault === 'hang') return;
    if (opts.fault === 'status-500') return send(res, 500, { error: 'internal' });
    if (opts.fault === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [ not json');
    if (opts.fault === 'wrong-shape') return send(res, 200, network === 'coll8' ? { data: [{ locationCode: 7 }] } : { items: 'none' });
    if (opts.token !== undefined && req.headers.authorization !== `Bearer ${opts.token}`) return send(res, 401, { error: 'token_invalid' });
    if (url.pathname === collection) {
      const search = searchOf(url, network);
      if (search === null) return send(res, 400, { error: 'no place to search from' });
      if (network === 'inpost' && (url.searchParams.get('type') !== 'parcel_locker' || url.searchParams.get('status') !== 'Operating')) {
        return send(res, 400, { error: 'type and status expected' });
      }
      const found = await directory.search(search);
      const items = found.ok ? found.value.map(toWire) : [];
      if (network === 'inpost') return send(res, 200, { count: items.length, page: 1, per_page: search.limit, items });
      return send(res, 200, network === 'coll8' ? { data: items } : items);
    }
    if (url.pathname.startsWith(`${collection}/`)) {
      const found = await directory.pointById(decodeURIComponent(url.pathname.slice(collection.length + 1)));
      return found.ok && found.value !== null ? send(res, 200, toWire(found.value)) : send(res, 404, { error: 'not found' });
    }
    return send(res, 404, { error: 'no such path' });
  }

  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
