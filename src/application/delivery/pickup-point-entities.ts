import type { Coll8Location } from '../../domain/delivery/coll8-location.js';
import { coll8SavedFields } from '../../domain/delivery/coll8-location.js';
import { collectPlusSavedFields, type CollectPlusDay } from '../../domain/delivery/collect-plus-store.js';
import type { ChosenPickupPoint } from '../../domain/delivery/delivery-choice.js';
import { handOverPointSavedFields } from '../../domain/delivery/hand-over-point.js';
import { hermesSavedFields } from '../../domain/delivery/hermes-parcel-shop.js';
import { inpostSavedFields, type InpostDay, type InpostDayHours } from '../../domain/delivery/inpost-locker.js';
import { hoursText, WEEKDAYS } from '../../domain/delivery/opening-hours.js';
import type {
  LocatedCollectPlusStore, LocatedHandOverPoint, LocatedHermesParcelShop, LocatedInpostLocker,
} from '../../domain/delivery/pickup-search-results.js';
import { assertNever } from '../../domain/shared/result.js';
import type { PickupDayHours, PickupPoint } from '../../ports/pickup-network.port.js';

/** A pick-up point in each network's own shape (spec section 3), as the search routes answer it. */

const dayText = (hours: PickupDayHours | null | undefined): string => hoursText(hours?.opens, hours?.closes);
const weekTexts = (point: PickupPoint): string[] => WEEKDAYS.map((_, i) => dayText(point.openingHours[i]));
const street = (point: PickupPoint): string => point.addressLines.join(', ');

export function coll8LocationOf(point: PickupPoint): Coll8Location {
  return {
    locationCode: point.id,
    companyName: point.name,
    address1: point.addressLines[0] ?? '',
    address2: point.addressLines.slice(1).join(', '),
    cityTown: point.town,
    postCode: point.postcode,
    latitude: point.latitude,
    longitude: point.longitude,
    locationOperatingHours: WEEKDAYS.map((_, i) => ({ openFrom: point.openingHours[i]?.opens ?? '', openTo: point.openingHours[i]?.closes ?? '' })),
    infoWindowContent: `${point.name}, ${[...point.addressLines, point.town, point.postcode].join(', ')}`,
  };
}

const COLLECT_PLUS_DAYS: readonly CollectPlusDay[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export function collectPlusStoreOf(point: PickupPoint): LocatedCollectPlusStore {
  return {
    siteName: point.name,
    siteNumber: point.id,
    address: street(point),
    city: point.town,
    county: point.county,
    postCode: point.postcode,
    hdnCode: point.routingCode,
    hours: Object.fromEntries(COLLECT_PLUS_DAYS.map((day, i) => [day, dayText(point.openingHours[i])])) as Record<CollectPlusDay, string>,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}

export function inpostLockerOf(point: PickupPoint): LocatedInpostLocker {
  const openingHours: Partial<Record<InpostDay, InpostDayHours>> = {};
  WEEKDAYS.forEach((day, i) => {
    const hours = point.openingHours[i];
    if (hours) openingHours[day.toLowerCase() as InpostDay] = { openingHour: hours.opens, closingHour: hours.closes };
  });
  return {
    id: point.id,
    buildingNumber: point.name,
    address: { line1: street(point), line2: `${point.town} ${point.postcode}`.trim() },
    openingHours,
    location: { latitude: point.latitude, longitude: point.longitude },
  };
}

export function hermesParcelShopOf(point: PickupPoint): LocatedHermesParcelShop {
  return {
    externalId: point.id,
    description: point.name,
    address: { street: street(point), city: point.town, postCode: point.postcode },
    latitude: point.latitude,
    longitude: point.longitude,
    openingHours: weekTexts(point),
  };
}

export function handOverPointOf(point: PickupPoint): LocatedHandOverPoint {
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
    openingHours: weekTexts(point),
  };
}

/** The fields the chosen point's network needs with the order (spec section 3), built from the network's data. */
function savedFieldsOf(point: PickupPoint): object {
  switch (point.network) {
    case 'coll8':
      return coll8SavedFields(coll8LocationOf(point));
    case 'collect-plus':
      return collectPlusSavedFields(collectPlusStoreOf(point));
    case 'inpost':
      return inpostSavedFields(inpostLockerOf(point));
    case 'hermes':
      return hermesSavedFields(hermesParcelShopOf(point));
    case 'hand-over':
      return handOverPointSavedFields(handOverPointOf(point));
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
