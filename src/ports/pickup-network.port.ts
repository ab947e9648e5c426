import type { PickupNetwork } from '../domain/delivery/pickup-network.js';
import type { Result } from '../domain/shared/result.js';

/** Opening hours of one day; null when closed that day. Times as 'HH:MM'. */
export interface PickupDayHours {
  opens: string;
  closes: string;
}

/**
 * A pick-up point as every network's adapter returns it; the routes map it to the network's own
 * wire shape (Coll8 location, Collect+ store, InPost locker, Evri parcel shop, hand-over point).
 */
export interface PickupPoint {
  network: PickupNetwork;
  /** The network's id: Coll8 locationCode, Collect+ siteNumber, InPost name, Evri externalId, hand-over facilityId. */
  id: string;
  name: string;
  /** Street lines, without town and postcode. */
  addressLines: string[];
  town: string;
  county: string;
  postcode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Seven entries, Monday to Sunday. */
  openingHours: readonly (PickupDayHours | null)[];
  /** Distance from the searched place, when the network reports one. */
  distanceMetres: number | null;
  /** Network-specific routing code (Collect+ hdnCode); '' when the network has none. */
  routingCode: string;
}

/** A search by free text (postcode, outward code or town) or by coordinates. */
export type PickupSearch =
  | { kind: 'term'; term: string; limit: number }
  | { kind: 'near'; latitude: number; longitude: number; limit: number };

export type PickupNetworkError =
  /** The network could not be reached or answered something unreadable. */
  | { code: 'PROVIDER_UNAVAILABLE' };

/** One pick-up network (Coll8, Collect+, InPost, Evri, hand-over points). Nearest first. */
export interface PickupNetworkDirectory {
  readonly network: PickupNetwork;
  search(query: PickupSearch): Promise<Result<PickupPoint[], PickupNetworkError>>;
  /** The point with this id, or null when the network has none. */
  pointById(id: string): Promise<Result<PickupPoint | null, PickupNetworkError>>;
}

/** Every network's directory, by network (the composition root builds it from configuration). */
export type PickupDirectories = Readonly<Record<PickupNetwork, PickupNetworkDirectory>>;
