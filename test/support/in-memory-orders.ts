import type { CouponStatus } from '../../src/domain/loyalty/loyalty-coupon.js';
import type { OrderHistoryEntry } from '../../src/domain/orders/order-history.js';
import type { Order, OrderSnapshot } from '../../src/domain/orders/order.js';
import { FIRST_ORDER_NUMBER } from '../../src/domain/orders/order-reference.js';
import { MAX_PROVIDER_CALLS_PER_ORDER } from '../../src/domain/orders/payment-idempotency-key.js';
import { money, type Money } from '../../src/domain/pricing/money.js';
import { ownerKeyOf, type BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../src/domain/shared/result.js';
import type { AttemptOutcome, OrderClosure, Orders, PaymentAttempt, PlaceOrderError } from '../../src/ports/orders.port.js';
import { unitsPerStock } from '../../src/adapters/persistence/sql-order-steps.js';

/**
 * What the orders touch besides themselves, in memory: stock per stock id, gift voucher balances,
 * loyalty coupons, and the units per stock id on each owner's basket (a paid order empties the basket).
 */
export class InMemoryShopState {
  readonly stock = new Map<string, number>();
  readonly vouchers = new Map<string, Money>();
  readonly coupons = new Map<string, { shopperId: number; status: CouponStatus }>();
  readonly basketUnits = new Map<string, Map<string, number>>();
  readonly basketVouchers = new Map<string, string[]>();
  /** Called after a paid close with the order's owner (use-case tests empty their in-memory basket here). */
  afterPaid: ((owner: BasketOwner) => Promise<void>) | null = null;
  /** The units per stock id on the owner's basket; use-case tests read their in-memory basket instead. */
  basketUnitsOf: (owner: BasketOwner) => Promise<ReadonlyMap<string, number>> = async (owner) => this.basketUnits.get(ownerKeyOf(owner)) ?? new Map();
}

const copy = <T>(value: T): T => structuredClone(value);

/**
 * Orders in memory, passing the same contract suite as SqlOrders: each method does its checks and
 * writes without an `await` in between, so it is as atomic as the SQL transaction.
 */
export class InMemoryOrders implements Orders {
  private readonly orders = new Map<string, Order>();
  private readonly attempts = new Map<string, PaymentAttempt>();
  private readonly history = new Map<string, OrderHistoryEntry[]>();
  private lastNumber = FIRST_ORDER_NUMBER - 1;

  constructor(readonly shop: InMemoryShopState = new InMemoryShopState()) {}

  async nextOrderNumber(): Promise<number> {
    this.lastNumber += 1;
    return this.lastNumber;
  }

  async place(
    id: string, reference: string, snapshot: OrderSnapshot, now: Date, firstAttemptKey: string | null = null, firstAttemptDigest: string | null = null,
  ): Promise<Result<Order, PlaceOrderError>> {
    const basket = await this.shop.basketUnitsOf(snapshot.owner);
    if (this.orders.has(id) || [...this.orders.values()].some((o) => o.reference === reference)) throw new Error(`Order ${id} / ${reference} exists already`);
    const open = [...this.orders.values()].find((o) => o.status === 'pending' && ownerKeyOf(o.owner) === ownerKeyOf(snapshot.owner));
    if (open) return err({ code: 'ORDER_PENDING', orderId: open.id });
    const wanted = unitsPerStock(snapshot.lines);
    if (wanted.some(([stockId, units]) => (basket.get(stockId) ?? 0) < units)) return err({ code: 'BASKET_CHANGED' });
    for (const [stockId, units] of wanted) {
      const left = this.shop.stock.get(stockId) ?? 0;
      if (left < units) return err({ code: 'OUT_OF_STOCK', stockId, available: left });
    }
    for (const r of snapshot.reductions) {
      if (r.kind === 'coupon') {
        const coupon = this.shop.coupons.get(r.couponId);
        const mine = snapshot.owner.kind === 'shopper' && coupon?.shopperId === snapshot.owner.shopperId;
        if (!mine || coupon?.status !== 'applied' || this.held('coupon', r.couponId) > 0) return err({ code: 'DISCOUNT_UNAVAILABLE', reference: r.couponId });
      } else {
        const balance = this.shop.vouchers.get(r.code);
        if (!balance || balance.currency !== r.amount.currency || balance.amountMinor - this.held('voucher', r.code) < r.amount.amountMinor) {
          return err({ code: 'DISCOUNT_UNAVAILABLE', reference: r.code });
        }
      }
    }
    for (const [stockId, units] of wanted) this.shop.stock.set(stockId, (this.shop.stock.get(stockId) ?? 0) - units);
    const order: Order = {
      ...copy(snapshot), id, reference, status: 'pending', paymentMethod: null, pspReference: null, createdAt: new Date(now), closedAt: null, issuedVoucherCodes: [],
    };
    this.orders.set(id, order);
    if (firstAttemptKey !== null) {
      if (this.attempts.has(firstAttemptKey)) throw new Error(`Attempt ${firstAttemptKey} exists already`);
      this.attempts.set(firstAttemptKey, { orderId: id, idempotencyKey: firstAttemptKey, outcome: null, requestDigest: firstAttemptDigest, createdAt: new Date(now) });
    }
    return ok(copy(order));
  }

  async byId(id: string): Promise<Order | null> {
    const order = this.orders.get(id);
    return order ? copy(order) : null;
  }

  async byReference(reference: string): Promise<Order | null> {
    const order = [...this.orders.values()].find((o) => o.reference === reference);
    return order ? copy(order) : null;
  }

  async openOrderOf(owner: BasketOwner): Promise<Order | null> {
    const key = ownerKeyOf(owner);
    const open = [...this.orders.values()].find((o) => o.status === 'pending' && ownerKeyOf(o.owner) === key);
    return open ? copy(open) : null;
  }

  async lastPaidOf(owner: BasketOwner): Promise<Order | null> {
    const key = ownerKeyOf(owner);
    const paid = [...this.orders.values()].filter((o) => o.status === 'paid' && ownerKeyOf(o.owner) === key);
    const last = paid.sort((a, b) => b.closedAt!.getTime() - a.closedAt!.getTime())[0];
    return last ? copy(last) : null;
  }

  async reopenPaid(id: string, closure: Extract<OrderClosure, { status: 'paid' }>, now: Date): Promise<boolean> {
    await Promise.resolve();
    const order = this.orders.get(id);
    if (!order || order.status === 'pending' || order.status === 'paid') return false;
    if ((await this.openOrderOf(order.owner)) !== null) return false;
    const wanted = unitsPerStock(order.lines);
    if (wanted.some(([stockId, units]) => (this.shop.stock.get(stockId) ?? 0) < units)) return false;
    for (const r of order.reductions) {
      if (r.kind === 'coupon' && this.shop.coupons.get(r.couponId)?.status !== 'applied') return false;
      if (r.kind === 'voucher' && (this.shop.vouchers.get(r.code)?.amountMinor ?? 0) < r.amount.amountMinor) return false;
    }
    for (const [stockId, units] of wanted) this.shop.stock.set(stockId, (this.shop.stock.get(stockId) ?? 0) - units);
    order.status = 'pending';
    order.closedAt = null;
    return this.close(id, closure, now);
  }

  async close(id: string, closure: OrderClosure, now: Date, attempt: AttemptOutcome | null = null): Promise<boolean> {
    await Promise.resolve();
    // The answer is saved with the close, or on its own when there is nothing to close; never when the close fails.
    const saveAnswer = (): void => {
      const saved = attempt === null ? undefined : this.attempts.get(attempt.idempotencyKey);
      if (saved && attempt) saved.outcome = copy(attempt.outcome);
    };
    const order = this.orders.get(id);
    if (!order || order.status !== 'pending') {
      saveAnswer();
      return false;
    }
    if (closure.status === 'paid') this.pay(order, closure.issuedVoucherCodes);
    else for (const [stockId, units] of unitsPerStock(order.lines)) this.shop.stock.set(stockId, (this.shop.stock.get(stockId) ?? 0) + units);
    order.status = closure.status;
    order.paymentMethod = closure.paymentMethod ?? order.paymentMethod;
    order.pspReference = closure.pspReference ?? order.pspReference;
    order.closedAt = new Date(now);
    saveAnswer();
    if (closure.status === 'paid' && this.shop.afterPaid) await this.shop.afterPaid(order.owner);
    return true;
  }

  async recordAttempt(orderId: string, idempotencyKey: string, now: Date, requestDigest: string | null = null): Promise<boolean> {
    if (!this.orders.has(orderId)) throw new Error(`No order ${orderId}`);
    if (this.attempts.has(idempotencyKey)) return false;
    const calls = [...this.attempts.values()].filter((a) => a.orderId === orderId);
    if (calls.some((a) => a.outcome === null) || calls.length >= MAX_PROVIDER_CALLS_PER_ORDER) return false;
    this.attempts.set(idempotencyKey, { orderId, idempotencyKey, outcome: null, requestDigest, createdAt: new Date(now) });
    return true;
  }

  async discard(id: string, idempotencyKey: string): Promise<boolean> {
    await Promise.resolve();
    const order = this.orders.get(id);
    const others = [...this.attempts.values()].some((a) => a.orderId === id && a.idempotencyKey !== idempotencyKey);
    if (!order || order.status !== 'pending' || others) return false;
    for (const [stockId, units] of unitsPerStock(order.lines)) this.shop.stock.set(stockId, (this.shop.stock.get(stockId) ?? 0) + units);
    this.orders.delete(id);
    this.attempts.delete(idempotencyKey);
    this.history.delete(id);
    return true;
  }

  async amendPreferences(id: string, preferences: Pick<OrderSnapshot, 'delivery' | 'marketingOptIn'>): Promise<boolean> {
    const order = this.orders.get(id);
    if (!order || order.status !== 'pending') return false;
    order.delivery = copy(preferences.delivery);
    order.marketingOptIn = preferences.marketingOptIn;
    return true;
  }

  async discardAttempt(idempotencyKey: string): Promise<void> {
    this.attempts.delete(idempotencyKey);
  }

  async unansweredAttemptsBefore(before: Date, limit: number): Promise<PaymentAttempt[]> {
    return [...this.attempts.values()].filter((a) => a.outcome === null && a.createdAt < before)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).slice(0, limit).map(copy);
  }

  async recordHistory(orderId: string, entry: OrderHistoryEntry): Promise<void> {
    this.history.set(orderId, [...(this.history.get(orderId) ?? []), copy(entry)]);
  }

  async historyOf(orderId: string): Promise<OrderHistoryEntry[]> {
    return copy(this.history.get(orderId) ?? []);
  }

  async saveAttemptOutcome(idempotencyKey: string, outcome: Record<string, unknown>): Promise<void> {
    const attempt = this.attempts.get(idempotencyKey);
    if (attempt) attempt.outcome = copy(outcome);
  }

  async attempt(idempotencyKey: string): Promise<PaymentAttempt | null> {
    const attempt = this.attempts.get(idempotencyKey);
    return attempt ? copy(attempt) : null;
  }

  async ofShopper(shopperId: number, limit: number): Promise<Order[]> {
    return [...this.orders.values()].filter((o) => o.shopperId === shopperId).reverse().slice(0, limit).map(copy);
  }

  async pendingBefore(before: Date, limit: number): Promise<Order[]> {
    return [...this.orders.values()].filter((o) => o.status === 'pending' && o.createdAt < before).slice(0, limit).map(copy);
  }

  private held(kind: 'coupon' | 'voucher', ref: string): number {
    let held = 0;
    for (const o of this.orders.values()) {
      if (o.status !== 'pending') continue;
      for (const r of o.reductions) {
        if (kind === 'coupon' && r.kind === 'coupon' && r.couponId === ref) held += 1;
        if (kind === 'voucher' && r.kind === 'voucher' && r.code === ref) held += r.amount.amountMinor;
      }
    }
    return held;
  }

  private pay(order: Order, codes: readonly string[]): void {
    const values = order.lines.flatMap((l) => (l.giftVoucher ? Array.from({ length: l.quantity }, () => l.unitPrice.amountMinor) : []));
    if (values.length !== codes.length) throw new Error(`Order ${order.id} issues ${values.length} gift vouchers, but ${codes.length} codes were given`);
    if (codes.some((c) => this.shop.vouchers.has(c))) throw new Error('A gift voucher code exists already');
    for (const r of order.reductions) {
      if (r.kind === 'coupon') {
        const coupon = this.shop.coupons.get(r.couponId);
        if (coupon) coupon.status = 'used';
      } else {
        const balance = this.shop.vouchers.get(r.code);
        if (balance) this.shop.vouchers.set(r.code, money(Math.max(0, balance.amountMinor - r.amount.amountMinor), balance.currency));
      }
    }
    codes.forEach((code, i) => this.shop.vouchers.set(code, money(values[i]!, order.total.currency)));
    order.issuedVoucherCodes = [...codes];
    const key = ownerKeyOf(order.owner);
    this.shop.basketUnits.delete(key);
    this.shop.basketVouchers.delete(key);
  }
}
