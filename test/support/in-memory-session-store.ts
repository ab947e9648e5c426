import type { SessionStore, StoredSession } from '../../src/ports/session-store.port.js';

export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, StoredSession>();

  async create(id: string, now: Date): Promise<StoredSession> {
    if (this.sessions.has(id)) throw new Error(`duplicate session id ${id}`);
    const session = { id, shopperId: null, createdAt: now, lastSeenAt: now };
    this.sessions.set(id, session);
    return { ...session };
  }

  async find(id: string, now: Date, maxIdleMs: number): Promise<StoredSession | null> {
    const session = this.sessions.get(id);
    if (!session || session.lastSeenAt.getTime() <= now.getTime() - maxIdleMs) return null;
    session.lastSeenAt = now;
    return { ...session };
  }

  async rotate(oldId: string, newId: string, shopperId: number | null, now: Date): Promise<StoredSession> {
    const old = this.sessions.get(oldId);
    this.sessions.delete(oldId);
    const session = { id: newId, shopperId, createdAt: old?.createdAt ?? now, lastSeenAt: now };
    this.sessions.set(newId, session);
    return { ...session };
  }

  async purgeIdle(idleBefore: Date): Promise<number> {
    let n = 0;
    for (const [id, s] of this.sessions) {
      if (s.lastSeenAt < idleBefore) {
        this.sessions.delete(id);
        n++;
      }
    }
    return n;
  }
}
