import type { OperatorAccount, OperatorSessions } from '../../ports/operators.port.js';
import type { Database } from './database.js';
import { operatorSecretDigest, TOUCH_AFTER_MS } from './operator-secret-digest.js';
import { toOperatorAccount, type OperatorRow } from './sql-operator-accounts.js';

/**
 * Console sessions in `operator_sessions`, by the SHA-256 of the cookie's token. Finding one is a
 * single statement: the live session joined to its enabled operator, and last seen moved to now
 * only when it is over a minute old.
 */
export class SqlOperatorSessions implements OperatorSessions {
  constructor(private readonly db: Database) {}

  async start(token: string, operatorId: number, now: Date): Promise<void> {
    await this.db.query('INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
      [operatorSecretDigest(token), operatorId, now.toISOString()]);
  }

  async find(token: string, now: Date, maxIdleMs: number): Promise<OperatorAccount | null> {
    const { rows } = await this.db.query<OperatorRow>(
      `WITH live AS (
         SELECT o.* FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
          WHERE s.token_hash = $1 AND s.last_seen_at > $3::timestamptz AND o.disabled_at IS NULL
       ), touched AS (
         UPDATE operator_sessions SET last_seen_at = $2
          WHERE token_hash = $1 AND last_seen_at > $3::timestamptz AND last_seen_at <= $4::timestamptz AND EXISTS (SELECT 1 FROM live)
       )
       SELECT * FROM live`,
      [operatorSecretDigest(token), now.toISOString(), new Date(now.getTime() - maxIdleMs).toISOString(), new Date(now.getTime() - TOUCH_AFTER_MS).toISOString()],
    );
    return rows[0] ? toOperatorAccount(rows[0]) : null;
  }

  async end(token: string): Promise<void> {
    await this.db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [operatorSecretDigest(token)]);
  }

  async purgeIdle(idleSince: Date): Promise<number> {
    const { rows } = await this.db.query<{ purged: number }>(
      `WITH purged AS (
         DELETE FROM operator_sessions s
          WHERE s.last_seen_at <= $1::timestamptz
             OR EXISTS (SELECT 1 FROM operators o WHERE o.id = s.operator_id AND o.disabled_at IS NOT NULL)
          RETURNING 1
       )
       SELECT count(*)::int AS purged FROM purged`,
      [idleSince.toISOString()],
    );
    return rows[0]?.purged ?? 0;
  }
}
