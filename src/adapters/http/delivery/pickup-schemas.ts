import { Type } from 'typebox';

/** Longest search term a shopper can send: a town or a postcode fits with room to spare. */
export const MAX_SEARCH_TERM_LENGTH = 100;
export const DEFAULT_PICKUP_RESULTS = 10;
export const MAX_PICKUP_RESULTS = 50;

const limit = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PICKUP_RESULTS }));

/**
 * A pick-up search: `searchTerm` (a postcode, outward code or town; trimmed; at least one
 * character that is not a space) or, instead, `latitude` and `longitude`. Either way an optional
 * `limit` (default 10).
 */
export const PickupSearchQuery = Type.Union([
  Type.Object({
    searchTerm: Type.String({ minLength: 1, maxLength: MAX_SEARCH_TERM_LENGTH, pattern: '\\S' }),
    limit,
  }),
  Type.Object({
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    limit,
  }),
]);

const text = Type.String();
const coordinates = { latitude: Type.Number(), longitude: Type.Number() };
const weekLines = Type.Array(text, { minItems: 7, maxItems: 7 });

const Coll8Location = Type.Object({
  locationCode: text, companyName: text, address1: text, address2: text, cityTown: text, postCode: text, ...coordinates,
  locationOperatingHours: Type.Array(Type.Object({ openFrom: text, openTo: text }), { minItems: 7, maxItems: 7 }),
  infoWindowContent: text,
});
export const Coll8Response = Type.Object({ data: Type.Union([Type.Array(Coll8Location), Type.Null()]) });

const dayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const CollectPlusResponse = Type.Array(Type.Object({
  siteName: text, siteNumber: text, address: text, city: text, county: text, postCode: text, hdnCode: text,
  hours: Type.Object(Object.fromEntries(dayKeys.map((day) => [day, text]))),
  ...coordinates,
}));

const inpostDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const inpostHours = Type.Object({ openingHour: text, closingHour: text });
export const InpostResponse = Type.Array(Type.Object({
  id: text,
  buildingNumber: text,
  address: Type.Object({ line1: text, line2: text }),
  openingHours: Type.Object(Object.fromEntries(inpostDays.map((day) => [day, Type.Optional(inpostHours)]))),
  location: Type.Object(coordinates),
}));

export const HermesResponse = Type.Array(Type.Object({
  externalId: text, description: text, address: Type.Object({ street: text, city: text, postCode: text }), ...coordinates, openingHours: weekLines,
}));

export const HandOverResponse = Type.Array(Type.Object({
  facilityId: text, facilityName: text, address: text, city: text, county: text, postCode: text, countryCode: text, ...coordinates,
  openingHours: weekLines,
}));
