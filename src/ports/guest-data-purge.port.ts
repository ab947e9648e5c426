/**
 * Something guests own (basket lines, wishlist items) that is removed once the guest's session is
 * gone: idle past its lifetime, or replaced without a merge. A guest can never come back to it.
 */
export interface GuestDataPurge {
  /** Removes what belongs to guest sessions that no longer exist; returns how many rows. */
  purgeGuestsWithoutSession(): Promise<number>;
}
