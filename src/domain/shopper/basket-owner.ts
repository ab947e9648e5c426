/**
 * Who a basket or wishlist belongs to: a guest's browser session, or a signed-in shopper (so it
 * follows them to another device).
 */
export type BasketOwner = { kind: 'guest'; sessionId: string } | { kind: 'shopper'; shopperId: number };

/** A stable string key for storage: 'g:<session id>' or 's:<shopper id>'. */
export const ownerKeyOf = (owner: BasketOwner): string =>
  owner.kind === 'guest' ? `g:${owner.sessionId}` : `s:${owner.shopperId}`;

export const ownerOfSession = (session: { id: string; shopperId: number | null }): BasketOwner =>
  session.shopperId === null ? { kind: 'guest', sessionId: session.id } : { kind: 'shopper', shopperId: session.shopperId };
