import type { CouponStatus } from '../../domain/loyalty/loyalty-coupon.js';
import { money } from '../../domain/pricing/money.js';
import type { LoyaltyAccounts, LoyaltyCoupon, NewLoyaltyCoupon } from '../../ports/loyalty-accounts.port.js';
import type { Database, SqlRunner } from './database.js';

interface CouponRow {
  id: string;
  shopper_id: number;
  label: string;
  value_minor: number;
  currency: string;
  status: CouponStatus;
  created_at: Date | string;
}

const COUPON_COLUMNS = 'id, shopper_id, label, value_minor, currency, status, created_at';

const toCoupon = (row: CouponRow): LoyaltyCoupon => ({
  couponId: row.id,
  shopperId: row.shopper_id,
  label: row.label,
  value: money(row.value_minor, row.currency),
  status: row.status,
  createdAt: new Date(row.created_at),
});

/**
 * Loyalty points and coupons in SQL. Every change is one conditional statement: the points are
 * spent only WHERE enough are left (and the coupon is inserted by the same statement), a coupon's
 * status moves only WHERE it is still the shopper's and in the expected status.
 */
export class SqlLoyaltyAccounts implements LoyaltyAccounts {
  constructor(private readonly db: Database) {}

  async pointsOf(shopperId: number): Promise<number> {
    const { rows } = await this.db.query<{ points: number }>('SELECT points FROM loyalty_accounts WHERE shopper_id = $1', [shopperId]);
    return rows[0]?.points ?? 0;
  }

  addPoints(shopperId: number, points: number): Promise<number> {
    return addLoyaltyPoints(this.db, shopperId, points);
  }

  async couponsOf(shopperId: number): Promise<LoyaltyCoupon[]> {
    const { rows } = await this.db.query<CouponRow>(
      `SELECT ${COUPON_COLUMNS} FROM loyalty_coupons WHERE shopper_id = $1 AND status <> 'used' ORDER BY created_at, seq`,
      [shopperId],
    );
    return rows.map(toCoupon);
  }

  async couponById(couponId: string): Promise<LoyaltyCoupon | null> {
    const { rows } = await this.db.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM loyalty_coupons WHERE id = $1`, [couponId]);
    return rows[0] ? toCoupon(rows[0]) : null;
  }

  async changeCouponStatus(shopperId: number, couponId: string, from: 'available' | 'applied', to: 'available' | 'applied', at: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE loyalty_coupons SET status = $4, applied_at = CASE WHEN $4 = 'applied' THEN $5::timestamptz ELSE NULL END
        WHERE id = $2 AND shopper_id = $1 AND status = $3 RETURNING id`,
      [shopperId, couponId, from, to, at.toISOString()],
    );
    return rows.length > 0;
  }

  async createCouponFromPoints(shopperId: number, points: number, coupon: NewLoyaltyCoupon): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH spent AS (
         UPDATE loyalty_accounts SET points = points - $2 WHERE shopper_id = $1 AND points >= $2 RETURNING shopper_id
       )
       INSERT INTO loyalty_coupons (id, shopper_id, label, value_minor, currency, status, created_at)
       SELECT $3, shopper_id, $4, $5, $6, 'available', $7 FROM spent
       RETURNING id`,
      [shopperId, points, coupon.couponId, coupon.label, coupon.value.amountMinor, coupon.value.currency, coupon.createdAt.toISOString()],
    );
    return rows.length > 0;
  }
}

/**
 * Adds `points` (taken when negative, never below zero) to the shopper's account with the
 * caller's handle, so a change of an order can move them in its own transaction; the balance after.
 */
export async function addLoyaltyPoints(runner: SqlRunner, shopperId: number, points: number): Promise<number> {
  const { rows } = await runner.query<{ points: number }>(
    `INSERT INTO loyalty_accounts (shopper_id, points) VALUES ($1, GREATEST(0, $2::int))
     ON CONFLICT (shopper_id) DO UPDATE SET points = GREATEST(0, loyalty_accounts.points + $2::int)
     RETURNING points`,
    [shopperId, points],
  );
  return rows[0]!.points;
}
