import type { SessionStore, StoredSession } from '../../ports/session-store.port.js';
import type { Database } from './database.js';

interface SessionRow {
  id: string;
  shopper_id: number | null;
  created_at: Date | string;
  last_seen_at: Date | string;
}

const toSession = (row: SessionRow): StoredSession => ({
  id: row.id,
  shopperId: row.shopper_id,
  createdAt: new Date(row.created_at),
  lastSeenAt: new Date(row.last_seen_at),
});

/** Sessions in SQL; last_seen_at is refreshed at most once a minute to spare writes. */
export class SqlSessionStore implements SessionStore {
  static readonly TOUCH_INTERVAL_MS = 60_000;

  constructor(private readonly db: Database) {}

  async create(id: string, now: Date): Promise<StoredSession> {
    const { rows } = await this.db.query<SessionRow>(
      'INSERT INTO sessions (id, shopper_id, created_at, last_seen_at) VALUES ($1, NULL, $2, $2) RETURNING *',
      [id, now.toISOString()],
    );
    return toSession(rows[0]!);
  }

  async find(id: string, now: Date, maxIdleMs: number): Promise<StoredSession | null> {
    const idleLimit = new Date(now.getTime() - maxIdleMs).toISOString();
    const touchBefore = new Date(now.getTime() - SqlSessionStore.TOUCH_INTERVAL_MS).toISOString();
    const { rows } = await this.db.query<SessionRow>('SELECT * FROM sessions WHERE id = $1 AND last_seen_at > $2', [id, idleLimit]);
    const row = rows[0];
    if (!row) return null;
    const session = toSession(row);
    if (session.lastSeenAt.toISOString() < touchBefore) {
      await this.db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [id, now.toISOString()]);
      session.lastSeenAt = now;
    }
    return session;
  }

  rotate(oldId: string, newId: string, shopperId: number | null, now: Date): Promise<StoredSession> {
    return this.db.transaction(async (tx) => {
      const { rows: old } = await tx.query<SessionRow>('DELETE FROM sessions WHERE id = $1 RETURNING *', [oldId]);
      const createdAt = old[0] ? new Date(old[0].created_at).toISOString() : now.toISOString();
      const { rows } = await tx.query<SessionRow>(
        'INSERT INTO sessions (id, shopper_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4) RETURNING *',
        [newId, shopperId, createdAt, now.toISOString()],
      );
      return toSession(rows[0]!);
    });
  }

  async purgeIdle(idleBefore: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'WITH gone AS (DELETE FROM sessions WHERE last_seen_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [idleBefore.toISOString()],
    );
    return rows[0]?.n ?? 0;
  }
}
