import type { AuditEntry, OperatorAuditLog, RecordedAuditEntry } from '../../ports/operator-audit.port.js';
import type { Database } from './database.js';

interface AuditRow {
  id: string;
  at: Date | string;
  actor_kind: AuditEntry['actor']['kind'];
  actor_id: string;
  actor_name: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const toEntry = (row: AuditRow): RecordedAuditEntry => ({
  id: String(row.id),
  at: new Date(row.at),
  actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
  action: row.action,
  target: row.target,
  before: row.before,
  after: row.after,
});

const DIGITS = /^[0-9]{1,18}$/;

/** The audit log in `operator_audit_log`: before and after as jsonb (null when there is none). */
export class SqlOperatorAuditLog implements OperatorAuditLog {
  constructor(private readonly db: Database) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db.query(
      `INSERT INTO operator_audit_log (at, actor_kind, actor_id, actor_name, action, target, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
      [entry.at.toISOString(), entry.actor.kind, entry.actor.id, entry.actor.name, entry.action, entry.target, jsonOrNull(entry.before), jsonOrNull(entry.after)],
    );
  }

  async page(query: { before: string | null; limit: number }): Promise<RecordedAuditEntry[]> {
    // An id that is not one of ours matches nothing rather than failing the cast.
    if (query.before !== null && !DIGITS.test(query.before)) return [];
    const { rows } = await this.db.query<AuditRow>(
      // Ordered by the bigint column, not by the text it is answered as ('9' would sort after '10').
      `SELECT l.id::text AS id, at, actor_kind, actor_id, actor_name, action, target, before, after FROM operator_audit_log l
        WHERE $1::bigint IS NULL OR l.id < $1::bigint ORDER BY l.id DESC LIMIT $2`,
      [query.before, query.limit],
    );
    return rows.map(toEntry);
  }
}

const jsonOrNull = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));
