/** What the (signed) session cookie says: the session, its shopper, and when the store last confirmed it. */
export interface SessionClaims {
  id: string;
  shopperId: number | null;
  /** Milliseconds since the epoch; 0 for a cookie of the older form, which holds the id alone. */
  checkedAt: number;
}

const SEPARATOR = '|';
const SHOPPER_ID = /^[1-9][0-9]{0,15}$/;
const CHECKED_AT = /^[0-9a-z]{1,12}$/;

/** `<id>|<shopper id or empty>|<checked at, base 36>`; the cookie plugin signs it. */
export function encodeSessionCookie(claims: SessionClaims): string {
  return [claims.id, claims.shopperId === null ? '' : String(claims.shopperId), claims.checkedAt.toString(36)].join(SEPARATOR);
}

/**
 * The claims of a cookie value whose signature held; null when it has the new form's separator
 * but not its shape. A value without the separator is an older cookie holding the session id
 * alone: it claims no shopper and was never checked, so the store is asked.
 */
export function decodeSessionCookie(value: string): SessionClaims | null {
  if (!value.includes(SEPARATOR)) return { id: value, shopperId: null, checkedAt: 0 };
  const parts = value.split(SEPARATOR);
  if (parts.length !== 3) return null;
  const [id, shopper, checked] = parts as [string, string, string];
  if (id === '' || (shopper !== '' && !SHOPPER_ID.test(shopper)) || !CHECKED_AT.test(checked)) return null;
  return { id, shopperId: shopper === '' ? null : Number(shopper), checkedAt: parseInt(checked, 36) };
}
