/** A browser session as a request knows it: anonymous until the shopper signs in. */
export interface ShopperSession {
  id: string;
  shopperId: number | null;
}

/** A session as the store keeps it: with when it started and was last seen (for idle expiry). */
export interface StoredSession extends ShopperSession {
  createdAt: Date;
  lastSeenAt: Date;
}

export interface SessionStore {
  create(id: string, now: Date): Promise<StoredSession>;
  /** The live session with this id, or null when unknown or idle for longer than `maxIdleMs`. */
  find(id: string, now: Date, maxIdleMs: number): Promise<StoredSession | null>;
  /**
   * Replaces a session by a new id bound to `shopperId` (null signs out), so a session id seen
   * before sign-in is worthless after it. The old session is removed.
   */
  rotate(oldId: string, newId: string, shopperId: number | null, now: Date): Promise<StoredSession>;
  /** Removes sessions idle since before `idleBefore`; returns how many. */
  purgeIdle(idleBefore: Date): Promise<number>;
}
