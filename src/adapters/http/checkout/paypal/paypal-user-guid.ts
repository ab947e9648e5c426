import { createHmac } from 'node:crypto';
import { ownerKeyOf, type BasketOwner } from '../../../../domain/accounts/basket-owner.js';

/** Names a basket owner as the spec's PayPal calls do (`UserGuid`). */
export type PayPalUserGuidOf = (owner: BasketOwner) => string;

/**
 * The spec's `UserGuid` ("a user guid is sent to PayPal calls"): the page's shopper (guest session
 * or account, on this site) as a GUID, an HMAC of the owner with a server key, so it names the
 * shopper without revealing the session id and cannot be made up for someone else.
 */
export const payPalUserGuidOf = (key: string): PayPalUserGuidOf => (owner) => {
  const h = createHmac('sha256', key).update(ownerKeyOf(owner)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};
