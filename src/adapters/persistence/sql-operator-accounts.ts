import { isOperatorRole, type OperatorRole } from '../../domain/operators/operator-role.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { NewOperatorAccount, OperatorAccount, Operators } from '../../ports/operators.port.js';
import type { Database } from './database.js';

export interface OperatorRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  created_at: Date | string;
  disabled_at: Date | string | null;
}

export const roleOfRow = (role: string): OperatorRole => {
  if (!isOperatorRole(role)) throw new Error(`Unknown operator role in the database: ${role}`);
  return role;
};

export const toOperatorAccount = (row: OperatorRow): OperatorAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: roleOfRow(row.role),
  passwordHash: row.password_hash,
  createdAt: new Date(row.created_at),
  disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
});

/** Operator accounts in `operators`; the unique index on lower(email) settles two adds of one email. */
export class SqlOperatorAccounts implements Operators {
  constructor(private readonly db: Database) {}

  async create(account: NewOperatorAccount): Promise<Result<OperatorAccount, 'EMAIL_TAKEN'>> {
    const { rows } = await this.db.query<OperatorRow>(
      `INSERT INTO operators (email, name, password_hash, role, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING *`,
      [account.email, account.name, account.passwordHash, account.role, account.createdAt.toISOString()],
    );
    return rows[0] ? ok(toOperatorAccount(rows[0])) : err('EMAIL_TAKEN');
  }

  async findByEmail(email: string): Promise<OperatorAccount | null> {
    const { rows } = await this.db.query<OperatorRow>('SELECT * FROM operators WHERE lower(email) = lower($1)', [email]);
    return rows[0] ? toOperatorAccount(rows[0]) : null;
  }

  async disable(email: string, now: Date): Promise<OperatorAccount | null> {
    const { rows } = await this.db.query<OperatorRow>(
      `WITH before AS (SELECT * FROM operators WHERE lower(email) = lower($1)),
       disabled AS (UPDATE operators SET disabled_at = $2 WHERE id IN (SELECT id FROM before) AND disabled_at IS NULL),
       ended AS (DELETE FROM operator_sessions WHERE operator_id IN (SELECT id FROM before))
       SELECT * FROM before`,
      [email, now.toISOString()],
    );
    return rows[0] ? toOperatorAccount(rows[0]) : null;
  }

  async list(): Promise<OperatorAccount[]> {
    const { rows } = await this.db.query<OperatorRow>('SELECT * FROM operators ORDER BY id');
    return rows.map(toOperatorAccount);
  }
}
