/**
 * Who a basket or wishlist belongs to: a guest's browser session, or a signed-in shopper (so it
 * follows them to another device), on one site. Each site is its own shop with its own currency
 * and brand, so the same session or shopper has a separate basket, delivery choice, applied gift
 * vouchers and wishlist on each site (ADR 0026).
 */
export type BasketOwner =
  | { kind: 'guest'; sessionId: string; site: string }
  | { kind: 'shopper'; shopperId: number; site: string };

/** The person behind an owner, whatever the site: 'g:<session id>' or 's:<shopper id>' (shopper details). */
export const personKeyOf = (owner: BasketOwner): string =>
  owner.kind === 'guest' ? `g:${owner.sessionId}` : `s:${owner.shopperId}`;

/**
 * A stable string key for storage, qualified by the site: 'g:<session id>@<site id>' or
 * 's:<shopper id>@<site id>'. Session ids and site ids never contain '@'.
 */
export const ownerKeyOf = (owner: BasketOwner): string => `${personKeyOf(owner)}@${owner.site}`;

export const ownerOfSession = (session: { id: string; shopperId: number | null }, site: string): BasketOwner =>
  session.shopperId === null ? { kind: 'guest', sessionId: session.id, site } : { kind: 'shopper', shopperId: session.shopperId, site };
