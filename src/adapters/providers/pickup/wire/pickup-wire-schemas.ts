import { Type } from 'typebox';

/**
 * The wire shapes of src/application/delivery/pickup-point-entities.ts as TypeBox schemas: the search routes declare them as
 * their responses, and the HTTP adapters check a network's answer against them (anything else is
 * an unreadable answer). Extra fields a network sends are allowed and ignored.
 */
const text = Type.String();
const coordinates = { latitude: Type.Number(), longitude: Type.Number() };
const weekLines = Type.Array(text, { minItems: 7, maxItems: 7 });

export const Coll8LocationSchema = Type.Object({
  locationCode: text, companyName: text, address1: text, address2: text, cityTown: text, postCode: text, ...coordinates,
  locationOperatingHours: Type.Array(Type.Object({ openFrom: text, openTo: text }), { minItems: 7, maxItems: 7 }),
  infoWindowContent: text,
});
export const Coll8SearchSchema = Type.Object({ data: Type.Union([Type.Array(Coll8LocationSchema), Type.Null()]) });

const collectPlusDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const CollectPlusStoreSchema = Type.Object({
  siteName: text, siteNumber: text, address: text, city: text, county: text, postCode: text, hdnCode: text,
  hours: Type.Object(Object.fromEntries(collectPlusDays.map((day) => [day, text]))),
  ...coordinates,
});

const inpostDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const inpostHours = Type.Object({ openingHour: text, closingHour: text });
export const InpostLockerSchema = Type.Object({
  id: text,
  buildingNumber: text,
  address: Type.Object({ line1: text, line2: text }),
  openingHours: Type.Object(Object.fromEntries(inpostDays.map((day) => [day, Type.Optional(inpostHours)]))),
  location: Type.Object(coordinates),
});

export const HermesParcelShopSchema = Type.Object({
  externalId: text, description: text, address: Type.Object({ street: text, city: text, postCode: text }), ...coordinates, openingHours: weekLines,
});

export const HandOverPointSchema = Type.Object({
  facilityId: text, facilityName: text, address: text, city: text, county: text, postCode: text, countryCode: text, ...coordinates,
  openingHours: weekLines,
});
