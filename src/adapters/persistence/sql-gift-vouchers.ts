import { money } from '../../domain/pricing/money.js';
import type { GiftVoucher, GiftVouchers } from '../../ports/gift-vouchers.port.js';
import type { Database } from './database.js';

interface VoucherRow {
  code: string;
  balance_minor: number;
  currency: string;
  issued_at: Date | string;
}

/** Issued gift vouchers in SQL; the code is the primary key, so issuing a code twice is refused. */
export class SqlGiftVouchers implements GiftVouchers {
  constructor(private readonly db: Database) {}

  async issue(voucher: GiftVoucher): Promise<boolean> {
    const { rows } = await this.db.query<{ code: string }>(
      `INSERT INTO gift_vouchers (code, balance_minor, currency, issued_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO NOTHING RETURNING code`,
      [voucher.code, voucher.balance.amountMinor, voucher.balance.currency, voucher.issuedAt.toISOString()],
    );
    return rows.length > 0;
  }

  async find(code: string): Promise<GiftVoucher | null> {
    const { rows } = await this.db.query<VoucherRow>('SELECT code, balance_minor, currency, issued_at FROM gift_vouchers WHERE code = $1', [code]);
    const row = rows[0];
    return row ? { code: row.code, balance: money(row.balance_minor, row.currency), issuedAt: new Date(row.issued_at) } : null;
  }
}
