import type { CollectPlusStore } from './collect-plus-store.js';
import type { HandOverPointResult } from './hand-over-point.js';
import type { HermesParcelShop } from './hermes-parcel-shop.js';
import type { InpostLocker } from './inpost-locker.js';

/**
 * What each pick-up search route answers (spec sections 3 and 7): the spec's entity per network,
 * plus the coordinates the map needs where the entity has none. Nearest first.
 *
 *   GET /DeliveryAccordion/GetColl8PudoLocations?searchTerm=   -> { data: Coll8Location[] | null } (coll8-location.ts)
 *   GET /DeliveryAccordion/getcollectplusstores?searchTerm=    -> LocatedCollectPlusStore[]
 *   GET /DeliveryAccordion/GetInpostLockerLocations?searchTerm= -> LocatedInpostLocker[]
 *   GET /DeliveryAccordion/GetHermesParcelShops?searchTerm=    -> LocatedHermesParcelShop[]
 *   GET /DeliveryAccordion/GetHandOverPoints?searchTerm=       -> LocatedHandOverPoint[]
 */
interface Coordinates {
  latitude: number;
  longitude: number;
}

export type LocatedCollectPlusStore = CollectPlusStore & Coordinates;

/** InPost's own API carries coordinates as `location` (docs/providers.md). */
export type LocatedInpostLocker = InpostLocker & { location: Coordinates };

export type LocatedHermesParcelShop = HermesParcelShop & Coordinates & {
  /** Seven display lines, Monday to Sunday ('09:00 - 17:30' or 'Closed'). */
  openingHours: string[];
};

export type LocatedHandOverPoint = HandOverPointResult & Coordinates & {
  /** Seven display lines, Monday to Sunday. */
  openingHours: string[];
};

