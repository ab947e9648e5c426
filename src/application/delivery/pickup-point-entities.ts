import { coll8SavedFields } from '../../domain/delivery/coll8-location.js';
import { collectPlusSavedFields } from '../../domain/delivery/collect-plus-store.js';
import type { ChosenPickupPoint } from '../../domain/delivery/delivery-choice.js';
import { handOverPointSavedFields } from '../../domain/delivery/hand-over-point.js';
import { hermesSavedFields } from '../../domain/delivery/hermes-parcel-shop.js';
import { inpostSavedFields } from '../../domain/delivery/inpost-locker.js';
import { assertNever } from '../../domain/shared/result.js';
import type { Coll8Location } from '../../domain/delivery/coll8-location.js';
import type { CollectPlusDay } from '../../domain/delivery/collect-plus-store.js';
import type { InpostDay, InpostDayHours } from '../../domain/delivery/inpost-locker.js';
import { CLOSED_TEXT, hoursText } from '../../domain/delivery/opening-hours.js';
import type {
  LocatedCollectPlusStore, LocatedHandOverPoint, LocatedHermesParcelShop, LocatedInpostLocker,
} from '../../domain/delivery/pickup-search-results.js';
import type { PickupDayHours, PickupPoint } from '../../ports/pickup-network.port.js';

/**
 * PickupPoint to each network's wire shape (spec section 3 plus coordinates). The search routes
 * answer these, and the Coll8, Collect+, Evri and hand-over HTTP adapters read the same shapes from
 * their networks (and the stand-in servers serve them), so one mapping serves both directions'
 * tests. Opening hours: Monday first; a closed day is '' (Coll8, Collect+), absent (InPost) or
 * 'Closed' (Evri, hand-over).
 */
export const COLLECT_PLUS_DAYS: readonly CollectPlusDay[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
export const INPOST_DAYS: readonly InpostDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const weekLines = (point: PickupPoint): string[] => point.openingHours.map((day) => hoursText(day?.opens, day?.closes));
const street = (point: PickupPoint): string => point.addressLines.join(', ');

/** Plain text for the map's info window: the UI escapes it; a network's HTML is never passed on. */
const infoWindowText = (point: PickupPoint): string => [point.name, ...point.addressLines, `${point.town} ${point.postcode}`].join(', ');

export function toColl8Location(point: PickupPoint): Coll8Location {
  return {
    locationCode: point.id,
    companyName: point.name,
    address1: point.addressLines[0] ?? '',
    address2: point.addressLines.slice(1).join(', '),
    cityTown: point.town,
    postCode: point.postcode,
    latitude: point.latitude,
    longitude: point.longitude,
    locationOperatingHours: point.openingHours.map((day) => ({ openFrom: day?.opens ?? '', openTo: day?.closes ?? '' })),
    infoWindowContent: infoWindowText(point),
  };
}

export function toCollectPlusStore(point: PickupPoint): LocatedCollectPlusStore {
  const lines = weekLines(point);
  const hours = Object.fromEntries(COLLECT_PLUS_DAYS.map((day, i) => [day, lines[i] === CLOSED_TEXT ? '' : lines[i]!])) as Record<CollectPlusDay, string>;
  return {
    siteName: point.name,
    siteNumber: point.id,
    address: street(point),
    city: point.town,
    county: point.county,
    postCode: point.postcode,
    hdnCode: point.routingCode,
    hours,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}

export function toInpostLocker(point: PickupPoint): LocatedInpostLocker {
  const openingHours: Partial<Record<InpostDay, InpostDayHours>> = {};
  point.openingHours.forEach((day, i) => {
    if (day !== null) openingHours[INPOST_DAYS[i]!] = { openingHour: day.opens, closingHour: day.closes };
  });
  return {
    id: point.id,
    buildingNumber: /^\d+[A-Za-z]?\b/.exec(point.addressLines[0] ?? '')?.[0] ?? '',
    address: { line1: street(point), line2: `${point.town} ${point.postcode}` },
    openingHours,
    location: { latitude: point.latitude, longitude: point.longitude },
  };
}

export function toHermesParcelShop(point: PickupPoint): LocatedHermesParcelShop {
  return {
    externalId: point.id,
    description: point.name,
    address: { street: street(point), city: point.town, postCode: point.postcode },
    latitude: point.latitude,
    longitude: point.longitude,
    openingHours: weekLines(point),
  };
}

export function toHandOverPoint(point: PickupPoint): LocatedHandOverPoint {
  return {
    facilityId: point.id,
    facilityName: point.name,
    address: street(point),
    city: point.town,
    county: point.county,
    postCode: point.postcode,
    countryCode: point.countryCode,
    latitude: point.latitude,
    longitude: point.longitude,
    openingHours: weekLines(point),
  };
}

/** '09:00 - 17:30' to its hours; 'Closed', '' or anything unreadable to a closed day. */
export function dayHoursOf(text: string): PickupDayHours | null {
  const match = /^\s*(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*$/.exec(text);
  return match ? { opens: match[1]!, closes: match[2]! } : null;
}

/** The fields the chosen point's network needs with the order (spec section 3), built from the network's data. */
function savedFieldsOf(point: PickupPoint): object {
  switch (point.network) {
    case 'coll8':
      return coll8SavedFields(toColl8Location(point));
    case 'collect-plus':
      return collectPlusSavedFields(toCollectPlusStore(point));
    case 'inpost':
      return inpostSavedFields(toInpostLocker(point));
    case 'hermes':
      return hermesSavedFields(toHermesParcelShop(point));
    case 'hand-over':
      return handOverPointSavedFields(toHandOverPoint(point));
    default:
      return assertNever(point.network);
  }
}

/** The point as a basket keeps it once chosen. */
export function chosenPickupPointOf(point: PickupPoint): ChosenPickupPoint {
  return {
    network: point.network,
    storeId: point.id,
    name: point.name,
    addressLines: [...point.addressLines, point.town, point.postcode].filter((line) => line !== ''),
    savedFields: { ...savedFieldsOf(point) } as Record<string, unknown>,
  };
}
