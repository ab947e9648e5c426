import { err, ok, type Result } from '../../domain/shared/result.js';
import type { NewShopperAccount, ShopperAccount, ShopperAccounts } from '../../ports/shopper-accounts.port.js';
import type { Database } from './database.js';

interface ShopperRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  created_at: Date | string;
}

const toAccount = (row: ShopperRow): ShopperAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  createdAt: new Date(row.created_at),
});

/** Shopper accounts in the `shoppers` table; the unique index on lower(email) settles races. */
export class SqlShopperAccounts implements ShopperAccounts {
  constructor(private readonly db: Database) {}

  async create(account: NewShopperAccount): Promise<Result<ShopperAccount, 'EMAIL_TAKEN'>> {
    const { rows } = await this.db.query<ShopperRow>(
      `INSERT INTO shoppers (email, name, password_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING *`,
      [account.email, account.name, account.passwordHash, account.createdAt.toISOString()],
    );
    const row = rows[0];
    return row ? ok(toAccount(row)) : err('EMAIL_TAKEN');
  }

  async findByEmail(email: string): Promise<ShopperAccount | null> {
    const { rows } = await this.db.query<ShopperRow>('SELECT * FROM shoppers WHERE lower(email) = lower($1)', [email]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async findById(id: number): Promise<ShopperAccount | null> {
    const { rows } = await this.db.query<ShopperRow>('SELECT * FROM shoppers WHERE id = $1', [id]);
    return rows[0] ? toAccount(rows[0]) : null;
  }
}
