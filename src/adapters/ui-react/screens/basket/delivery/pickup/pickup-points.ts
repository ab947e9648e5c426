/**
 * What the pick-up modals do with each network's search answer (spec sections 3, 5 and 7), as
 * pure rules: the search route, reading the answer (a body of another shape counts as no
 * results), the list entry a point becomes, its id (the `data-id` of its Select button) and the
 * fields its selection saves. The browser code (`pickup-modals.client.ts`) does the rest.
 */
import { coll8LocationId, coll8OpeningWeek, coll8SavedFields, type Coll8Location } from '../../../../../../domain/delivery/coll8-location.js';
import { collectPlusOpeningWeek, collectPlusSavedFields, collectPlusStoreId } from '../../../../../../domain/delivery/collect-plus-store.js';
import { handOverPointSavedFields } from '../../../../../../domain/delivery/hand-over-point.js';
import { hermesSavedFields, type HermesParcelShop } from '../../../../../../domain/delivery/hermes-parcel-shop.js';
import { inpostLockerId, inpostOpeningWeek, inpostSavedFields } from '../../../../../../domain/delivery/inpost-locker.js';
import { openingWeek, type OpeningHoursLine } from '../../../../../../domain/delivery/opening-hours.js';
import type { PickupNetwork } from '../../../../../../domain/delivery/pickup-network.js';
import type {
  LocatedCollectPlusStore, LocatedHandOverPoint, LocatedHermesParcelShop, LocatedInpostLocker,
} from '../../../../../../domain/delivery/pickup-search-results.js';
import { assertNever } from '../../../../../../domain/shared/result.js';

/** One entry of a modal's results list and its map marker. */
export interface PickupPointView {
  id: string;
  name: string;
  addressLines: string[];
  /** Seven lines, Monday to Sunday; empty when the network sent an unusable week. */
  openingWeek: OpeningHoursLine[];
  lat: number;
  lng: number;
  /** Metres from the searched place, when the route reports it (`distanceMetres`). */
  distanceMetres: number | null;
  /** A maps service with the address as the destination. */
  directionsUrl: string;
}

/** A network's search answer and its rules. */
export interface PickupNetworkRules<T, S extends object = object> {
  network: PickupNetwork;
  searchPath: string;
  /** The answer's points; any other body (or a malformed point) is left out. */
  results(body: unknown): T[];
  idOf(point: T): string;
  view(point: T): PickupPointView;
  savedFields(point: T): S;
}

const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1&destination=';

export function directionsUrl(addressLines: readonly string[]): string {
  return `${DIRECTIONS_BASE}${encodeURIComponent(addressLines.join(', '))}`;
}

/** Distance as a UK shopper reads it: miles to one decimal ('0.4 miles', '1 mile'). */
export function distanceInMiles(metres: number): string {
  const miles = Math.round((metres / 1609.344) * 10) / 10;
  return miles === 1 ? '1 mile' : `${miles} miles`;
}

const record = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string => typeof value === 'string';
const coordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const texts = (value: unknown): value is string[] => Array.isArray(value) && value.every(text);
const located = (value: Record<string, unknown>): boolean =>
  coordinate(value.latitude) && coordinate(value.longitude) && Math.abs(value.latitude) <= 90 && Math.abs(value.longitude) <= 180;
const lines = (...parts: string[]): string[] => parts.map((part) => part.trim()).filter((part) => part !== '');
const distanceOf = (point: object): number | null => {
  const distance = (point as { distanceMetres?: unknown }).distanceMetres;
  return coordinate(distance) && distance >= 0 ? distance : null;
};
const arrayOf = <T>(body: unknown, guard: (value: unknown) => value is T): T[] => (Array.isArray(body) ? body.filter(guard) : []);
const weekOr = (week: { ok: true; value: OpeningHoursLine[] } | { ok: false }): OpeningHoursLine[] => (week.ok ? week.value : []);

function isColl8Location(value: unknown): value is Coll8Location {
  return record(value) && text(value.locationCode) && value.locationCode !== '' && text(value.companyName) && text(value.address1)
    && text(value.address2) && text(value.cityTown) && text(value.postCode) && located(value) && Array.isArray(value.locationOperatingHours)
    && value.locationOperatingHours.every((day) => record(day) && text(day.openFrom) && text(day.openTo));
}

function isCollectPlusStore(value: unknown): value is LocatedCollectPlusStore {
  return record(value) && text(value.siteNumber) && value.siteNumber !== '' && text(value.siteName) && text(value.address)
    && text(value.city) && text(value.county) && text(value.postCode) && text(value.hdnCode) && located(value) && record(value.hours)
    && ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].every((day) => text((value.hours as Record<string, unknown>)[day]));
}

function isInpostLocker(value: unknown): value is LocatedInpostLocker {
  return record(value) && text(value.id) && value.id !== '' && text(value.buildingNumber) && record(value.address)
    && text(value.address.line1) && text(value.address.line2) && record(value.openingHours) && record(value.location) && located(value.location);
}

function isHermesParcelShop(value: unknown): value is LocatedHermesParcelShop {
  return record(value) && text(value.externalId) && value.externalId !== '' && text(value.description) && record(value.address)
    && text(value.address.street) && text(value.address.city) && text(value.address.postCode) && located(value) && texts(value.openingHours);
}

function isHandOverPoint(value: unknown): value is LocatedHandOverPoint {
  return record(value) && text(value.facilityId) && value.facilityId !== '' && text(value.facilityName) && text(value.address)
    && text(value.city) && text(value.county) && text(value.postCode) && text(value.countryCode) && located(value) && texts(value.openingHours);
}

export const COLL8_RULES: PickupNetworkRules<Coll8Location> = {
  network: 'coll8',
  searchPath: '/DeliveryAccordion/GetColl8PudoLocations',
  // { data: [...] }; a null data (or body) means none.
  results: (body) => (record(body) ? arrayOf(body.data, isColl8Location) : []),
  idOf: coll8LocationId,
  view: (location) => {
    const addressLines = lines(location.address1, location.address2, location.cityTown, location.postCode);
    return {
      id: coll8LocationId(location), name: location.companyName, addressLines, openingWeek: weekOr(coll8OpeningWeek(location)),
      lat: location.latitude, lng: location.longitude, distanceMetres: distanceOf(location), directionsUrl: directionsUrl(addressLines),
    };
  },
  savedFields: coll8SavedFields,
};

export const COLLECT_PLUS_RULES: PickupNetworkRules<LocatedCollectPlusStore> = {
  network: 'collect-plus',
  searchPath: '/DeliveryAccordion/getcollectplusstores',
  results: (body) => arrayOf(body, isCollectPlusStore),
  idOf: collectPlusStoreId,
  view: (store) => {
    const addressLines = lines(store.address, store.city, store.county, store.postCode);
    return {
      id: collectPlusStoreId(store), name: store.siteName, addressLines, openingWeek: collectPlusOpeningWeek(store),
      lat: store.latitude, lng: store.longitude, distanceMetres: distanceOf(store), directionsUrl: directionsUrl(addressLines),
    };
  },
  savedFields: (store) => collectPlusSavedFields(store),
};

export const INPOST_RULES: PickupNetworkRules<LocatedInpostLocker> = {
  network: 'inpost',
  searchPath: '/DeliveryAccordion/GetInpostLockerLocations',
  results: (body) => arrayOf(body, isInpostLocker),
  idOf: inpostLockerId,
  view: (locker) => {
    const addressLines = lines(locker.address.line1, locker.address.line2);
    return {
      id: inpostLockerId(locker), name: `InPost ${locker.id}`, addressLines, openingWeek: inpostOpeningWeek(locker),
      lat: locker.location.latitude, lng: locker.location.longitude, distanceMetres: distanceOf(locker), directionsUrl: directionsUrl(addressLines),
    };
  },
  savedFields: (locker) => {
    const { id, buildingNumber, address, openingHours } = locker;
    return inpostSavedFields({ id, buildingNumber, address, openingHours });
  },
};

export const HERMES_RULES: PickupNetworkRules<LocatedHermesParcelShop, HermesParcelShop> = {
  network: 'hermes',
  searchPath: '/DeliveryAccordion/GetHermesParcelShops',
  results: (body) => arrayOf(body, isHermesParcelShop),
  idOf: (shop) => shop.externalId,
  view: (shop) => {
    const addressLines = lines(shop.address.street, shop.address.city, shop.address.postCode);
    return {
      id: shop.externalId, name: shop.description, addressLines, openingWeek: weekOr(openingWeek(shop.openingHours)),
      lat: shop.latitude, lng: shop.longitude, distanceMetres: distanceOf(shop), directionsUrl: directionsUrl(addressLines),
    };
  },
  savedFields: (shop) => hermesSavedFields({ externalId: shop.externalId, description: shop.description, address: shop.address }),
};

export const HAND_OVER_RULES: PickupNetworkRules<LocatedHandOverPoint> = {
  network: 'hand-over',
  searchPath: '/DeliveryAccordion/GetHandOverPoints',
  results: (body) => arrayOf(body, isHandOverPoint),
  idOf: (point) => point.facilityId,
  view: (point) => {
    const addressLines = lines(point.address, point.city, point.county, point.postCode);
    return {
      id: point.facilityId, name: point.facilityName, addressLines, openingWeek: weekOr(openingWeek(point.openingHours)),
      lat: point.latitude, lng: point.longitude, distanceMetres: distanceOf(point), directionsUrl: directionsUrl(addressLines),
    };
  },
  savedFields: (point) => handOverPointSavedFields(point),
};

/** A point of a search answer, ready for the list, the map and the save. */
export interface LoadedPickupPoint<S extends object = object> {
  view: PickupPointView;
  savedFields: S;
}

/** A network's search as the modal uses it: where to ask, and the answer's points. */
export interface PickupNetworkSearch<S extends object = object> {
  network: PickupNetwork;
  searchPath: string;
  load(body: unknown): LoadedPickupPoint<S>[];
}

function searchOf<T, S extends object>(rules: PickupNetworkRules<T, S>): PickupNetworkSearch<S> {
  return {
    network: rules.network,
    searchPath: rules.searchPath,
    load: (body) => rules.results(body).map((point) => ({ view: rules.view(point), savedFields: rules.savedFields(point) })),
  };
}

/** Evri's selection also fills its cookie, so its saved fields keep their type (the parcel shop). */
export const HERMES_SEARCH = searchOf(HERMES_RULES);

export function pickupNetworkSearch(network: PickupNetwork): PickupNetworkSearch {
  switch (network) {
    case 'coll8':
      return searchOf(COLL8_RULES);
    case 'collect-plus':
      return searchOf(COLLECT_PLUS_RULES);
    case 'inpost':
      return searchOf(INPOST_RULES);
    case 'hermes':
      return HERMES_SEARCH;
    case 'hand-over':
      return searchOf(HAND_OVER_RULES);
    default:
      return assertNever(network);
  }
}

/** The search URL for a term (already trimmed and non-empty). */
export function pickupSearchUrl(rules: { searchPath: string }, term: string): string {
  return `${rules.searchPath}?${new URLSearchParams({ searchTerm: term }).toString()}`;
}
