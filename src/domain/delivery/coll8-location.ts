import type { Result } from '../shared/result.js';
import { hoursText, openingWeek, type OpeningHoursError, type OpeningHoursLine } from './opening-hours.js';

/** Coll8 pick-up point (spec section 3); field names are the wire names. */
interface Coll8OperatingHours {
  openFrom: string;
  openTo: string;
}

export interface Coll8Location {
  locationCode: string;
  companyName: string;
  address1: string;
  address2: string;
  cityTown: string;
  postCode: string;
  latitude: number;
  longitude: number;
  /** Seven entries, Monday to Sunday. */
  locationOperatingHours: Coll8OperatingHours[];
  infoWindowContent: string;
}

/** GET /DeliveryAccordion/GetColl8PudoLocations answers { data: [...] }; a null data (or body) means none. */
export interface Coll8SearchResponse {
  data: Coll8Location[] | null;
}

export function coll8Results(body: Coll8SearchResponse | null): Coll8Location[] {
  return body?.data ?? [];
}

/** A Coll8 selection is saved as the location itself. */
export function coll8SavedFields(location: Coll8Location): Coll8Location {
  return location;
}

export function coll8LocationId(location: Coll8Location): string {
  return location.locationCode;
}

export function coll8OpeningWeek(location: Coll8Location): Result<OpeningHoursLine[], OpeningHoursError> {
  return openingWeek(location.locationOperatingHours.map((hours) => hoursText(hours.openFrom, hours.openTo)));
}
