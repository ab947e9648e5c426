import { money, type Money } from '../../domain/pricing/money.js';
import type { GiftVoucher, GiftVouchers } from '../../ports/gift-vouchers.port.js';
import type { Database, SqlRunner } from './database.js';

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

/**
 * Cancels up to `atMost` of `codes` whose balance is still whole (`balance`: unused), with the
 * caller's handle, so a change of an order can take them back in its own transaction; the codes
 * cancelled, sorted.
 */
export async function cancelUnusedVoucherCodes(runner: SqlRunner, codes: readonly string[], balance: Money, atMost: number): Promise<string[]> {
  if (codes.length === 0 || atMost <= 0) return [];
  // One statement: a code being spent at this moment is spent first (its balance no longer whole, so kept) or cancelled first.
  const { rows } = await runner.query<{ code: string }>(
    `UPDATE gift_vouchers SET balance_minor = 0
      WHERE code IN (SELECT code FROM gift_vouchers WHERE code = ANY($1::text[]) AND balance_minor = $2 AND currency = $3 ORDER BY code LIMIT $4)
        AND balance_minor = $2
     RETURNING code`,
    [codes, balance.amountMinor, balance.currency, atMost],
  );
  return rows.map((r) => r.code).sort();
}
