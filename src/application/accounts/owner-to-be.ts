import type { BasketOwner } from '../../domain/accounts/basket-owner.js';

/**
 * The owner of what an add stores: known already, or to be made (a new guest session) only once
 * the add is known to pass, so a refused add stores nothing, not even a session.
 */
export type OwnerToBe = BasketOwner | (() => Promise<BasketOwner>);

/** The owner, made now when it was still to be made. */
export const ownerNow = async (owner: OwnerToBe): Promise<BasketOwner> => (typeof owner === 'function' ? owner() : owner);

/** Whether the owner is still to be made (a browser without a session: its basket and wishlist are empty). */
export const isNewOwner = (owner: OwnerToBe): boolean => typeof owner === 'function';
