import { err, ok, type Result } from '../shared/result.js';

/** Hermes parcel shop (spec section 3). */
export interface HermesParcelShop {
  externalId: string;
  description: string;
  address: { street: string; city: string; postCode: string };
}

export const HERMES_COOKIE_NAME = 'HermesOptions';
/** The Hermes cookie lives this many days (spec section 9). */
const HERMES_COOKIE_DAYS = 30;

/**
 * Cookie value: the shop as JSON with every comma in an address value replaced by '|'
 * (spec section 3). Decoding turns '|' back into ','; so an address value that itself holds
 * '|' comes back with ',' (the format cannot tell them apart). The cookie adapter URI-encodes.
 */
export function encodeHermesCookie(shop: HermesParcelShop): string {
  const pipe = (value: string): string => value.replaceAll(',', '|');
  return JSON.stringify({
    externalId: shop.externalId,
    description: shop.description,
    address: { street: pipe(shop.address.street), city: pipe(shop.address.city), postCode: pipe(shop.address.postCode) },
  });
}

export interface HermesCookieError {
  code: 'MALFORMED_HERMES_COOKIE';
  message: string;
}

function malformed(): { ok: false; error: HermesCookieError } {
  return err({ code: 'MALFORMED_HERMES_COOKIE', message: `Cookie ${HERMES_COOKIE_NAME} does not hold a parcel shop` });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function decodeHermesCookie(value: string): Result<HermesParcelShop, HermesCookieError> {
  const parsed = parseJson(value);
  if (!isRecord(parsed) || !isRecord(parsed.address)) return malformed();
  const { externalId, description } = parsed;
  const { street, city, postCode } = parsed.address;
  if (typeof externalId !== 'string' || typeof description !== 'string') return malformed();
  if (typeof street !== 'string' || typeof city !== 'string' || typeof postCode !== 'string') return malformed();
  const comma = (text: string): string => text.replaceAll('|', ',');
  return ok({ externalId, description, address: { street: comma(street), city: comma(city), postCode: comma(postCode) } });
}

export interface HermesCookie {
  name: typeof HERMES_COOKIE_NAME;
  value: string;
  lifetimeDays: number;
}

/** The cookie stored when a parcel shop is selected; it lives 30 days (the writer turns days into an expiry). */
export function hermesCookie(shop: HermesParcelShop): HermesCookie {
  return { name: HERMES_COOKIE_NAME, value: encodeHermesCookie(shop), lifetimeDays: HERMES_COOKIE_DAYS };
}

/** The saved selection fields for a Hermes parcel shop: the shop itself, ids as StoreID. */
export function hermesSavedFields(shop: HermesParcelShop): HermesParcelShop {
  return shop;
}
