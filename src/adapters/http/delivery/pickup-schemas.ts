import { Type } from 'typebox';
import {
  Coll8SearchSchema, CollectPlusStoreSchema, HandOverPointSchema, HermesParcelShopSchema, InpostLockerSchema,
} from '../../providers/pickup/wire/pickup-wire-schemas.js';

/** Longest search term a shopper can send: a town or a postcode fits with room to spare. */
const MAX_SEARCH_TERM_LENGTH = 100;
export const DEFAULT_PICKUP_RESULTS = 10;
const MAX_PICKUP_RESULTS = 50;

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

export const Coll8Response = Coll8SearchSchema;
export const CollectPlusResponse = Type.Array(CollectPlusStoreSchema);
export const InpostResponse = Type.Array(InpostLockerSchema);
export const HermesResponse = Type.Array(HermesParcelShopSchema);
export const HandOverResponse = Type.Array(HandOverPointSchema);
