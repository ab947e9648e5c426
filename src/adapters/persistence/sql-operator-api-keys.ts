import type { OperatorApiKey, OperatorApiKeys } from '../../ports/operator-api-keys.port.js';
import type { OperatorRole } from '../../domain/operators/operator-role.js';
import type { Database } from './database.js';
import { operatorSecretDigest, TOUCH_AFTER_MS } from './operator-secret-digest.js';
import { roleOfRow } from './sql-operator-accounts.js';

interface ApiKeyRow {
  id: number;
  name: string;
  role: string;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const toApiKey = (row: ApiKeyRow): OperatorApiKey => ({
  id: row.id,
  name: row.name,
  role: roleOfRow(row.role),
  prefix: row.prefix,
  createdAt: new Date(row.created_at),
  lastUsedAt: dateOrNull(row.last_used_at),
  revokedAt: dateOrNull(row.revoked_at),
});

const COLUMNS = 'id, name, role, prefix, created_at, last_used_at, revoked_at';

/** Operator API keys in `operator_api_keys`, by the SHA-256 of the key. */
export class SqlOperatorApiKeys implements OperatorApiKeys {
  constructor(private readonly db: Database) {}

  async add(key: { key: string; name: string; role: OperatorRole; prefix: string; createdAt: Date }): Promise<OperatorApiKey> {
    const { rows } = await this.db.query<ApiKeyRow>(
      `INSERT INTO operator_api_keys (name, role, key_hash, prefix, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [key.name, key.role, operatorSecretDigest(key.key), key.prefix, key.createdAt.toISOString()],
    );
    return toApiKey(rows[0]!);
  }

  async use(key: string, now: Date): Promise<OperatorApiKey | null> {
    const { rows } = await this.db.query<ApiKeyRow>(
      `WITH live AS (
         SELECT ${COLUMNS} FROM operator_api_keys WHERE key_hash = $1 AND revoked_at IS NULL
       ), touched AS (
         UPDATE operator_api_keys SET last_used_at = $2
          WHERE key_hash = $1 AND revoked_at IS NULL AND (last_used_at IS NULL OR last_used_at <= $3::timestamptz)
       )
       SELECT * FROM live`,
      [operatorSecretDigest(key), now.toISOString(), new Date(now.getTime() - TOUCH_AFTER_MS).toISOString()],
    );
    return rows[0] ? toApiKey(rows[0]) : null;
  }

  async revoke(id: number, now: Date): Promise<OperatorApiKey | null> {
    const { rows } = await this.db.query<ApiKeyRow>(
      `WITH before AS (SELECT ${COLUMNS} FROM operator_api_keys WHERE id = $1),
       revoked AS (UPDATE operator_api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL)
       SELECT * FROM before`,
      [id, now.toISOString()],
    );
    return rows[0] ? toApiKey(rows[0]) : null;
  }

  async list(): Promise<OperatorApiKey[]> {
    const { rows } = await this.db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM operator_api_keys ORDER BY id`);
    return rows.map(toApiKey);
  }
}
