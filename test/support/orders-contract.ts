import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponStatus } from '../../src/domain/loyalty/loyalty-coupon.js';
import { MAX_PROVIDER_CALLS_PER_ORDER } from '../../src/domain/orders/payment-idempotency-key.js';
import type { Money } from '../../src/domain/pricing/money.js';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { OrderClosure, Orders } from '../../src/ports/orders.port.js';
import { gbp, orderLine, orderSnapshot } from './order-fixtures.js';

/** An Orders adapter with the shop state around it, as each implementation keeps it. */
export interface OrdersHarness {
  orders: Orders;
  /** Makes (or resets) a size with `units` in stock. */
  setStock(stockId: string, units: number): Promise<void>;
  stockOf(stockId: string): Promise<number>;
  addVoucher(code: string, balance: Money): Promise<void>;
  voucherBalance(code: string): Promise<Money | null>;
  /** A new shopper with one coupon applied to their basket; the shopper's id. */
  shopperWithAppliedCoupon(couponId: string, value: Money): Promise<number>;
  couponStatus(couponId: string): Promise<CouponStatus | null>;
  /** Puts `quantity` (default 1) of `stockId` (when the size exists) and the voucher `code` (when given) on the owner's basket. */
  addToBasket(owner: BasketOwner, stockId: string, voucherCode?: string, quantity?: number): Promise<void>;
  basketLineCount(owner: BasketOwner): Promise<number>;
  basketVoucherCount(owner: BasketOwner): Promise<number>;
  close(): Promise<void>;
}

const now = new Date('2026-11-23T10:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
const guest = (): BasketOwner => ({ kind: 'guest', sessionId: unique('s'), site: 'evans' });
const paid = (issuedVoucherCodes: string[] = []): Extract<OrderClosure, { status: 'paid' }> => ({ status: 'paid', paymentMethod: 'visa', pspReference: 'PSP1', issuedVoucherCodes, captureMode: 'automatic' });
const refused: OrderClosure = { status: 'refused', paymentMethod: 'visa', pspReference: 'PSP2' };

/** The behaviour every Orders adapter shares: the in-memory fake and SqlOrders on PGlite and PostgreSQL. */
export function describeOrdersContract(name: string, make: () => Promise<OrdersHarness>) {
  describe(name, () => {
    let h: OrdersHarness;
    beforeAll(async () => {
      h = await make();
    }, 60_000);
    afterAll(async () => h?.close());

    /** The basket an order is placed from: the lines' units on the owner's basket. */
    const fill = async (owner: BasketOwner, lines: Parameters<typeof orderSnapshot>[1]) => {
      for (const line of lines) await h.addToBasket(owner, line.stockId, undefined, line.quantity);
    };
    const place = async (owner: BasketOwner, lines: Parameters<typeof orderSnapshot>[1], reductions: Parameters<typeof orderSnapshot>[2] = [], at = now) => {
      await fill(owner, lines);
      const id = crypto.randomUUID();
      const reference = `EV-${await h.orders.nextOrderNumber()}`;
      return { id, reference, result: await h.orders.place(id, reference, orderSnapshot(owner, lines, reductions), at) };
    };

    it('hands out increasing order numbers from 1000001, never twice', async () => {
      const numbers = await Promise.all(Array.from({ length: 20 }, () => h.orders.nextOrderNumber()));
      expect(new Set(numbers).size).toBe(20);
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1_000_001);
    });

    it('places an order: stock reserved, the order found by id and by reference, pending', async () => {
      const [a, b] = [unique('A'), unique('B')];
      await h.setStock(a, 5);
      await h.setStock(b, 1);
      const owner = guest();
      const { id, reference, result } = await place(owner, [orderLine(a, 2), orderLine(b, 1, 1999), orderLine(a, 1)]);
      expect(result.ok).toBe(true);
      expect(await h.stockOf(a)).toBe(2);
      expect(await h.stockOf(b)).toBe(0);
      const stored = await h.orders.byId(id);
      expect(stored).toEqual(result.ok ? result.value : null);
      expect(stored).toMatchObject({ id, reference, status: 'pending', paymentMethod: null, closedAt: null, issuedVoucherCodes: [], owner, shopperId: null });
      expect(stored!.lines.map((l) => [l.stockId, l.quantity])).toEqual([[a, 2], [b, 1], [a, 1]]);
      expect(stored!.total).toEqual(gbp(7500 + 1999 + 395));
      expect(await h.orders.byReference(reference)).toEqual(stored);
      expect(await h.orders.byId(crypto.randomUUID())).toBeNull();
      expect(await h.orders.byReference('EV-9999999')).toBeNull();
    });

    it('refuses with OUT_OF_STOCK and what is left when a line wants more, and then reserves and writes nothing', async () => {
      const [a, b] = [unique('A'), unique('B')];
      await h.setStock(a, 5);
      await h.setStock(b, 2);
      const { id, result } = await place(guest(), [orderLine(a, 1), orderLine(b, 2), orderLine(b, 1)]);
      expect(result).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', stockId: b, available: 2 } });
      expect([await h.stockOf(a), await h.stockOf(b)]).toEqual([5, 2]);
      expect(await h.orders.byId(id)).toBeNull();
      const unknown = unique('X');
      expect((await place(guest(), [orderLine(unknown, 1)])).result).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', stockId: unknown, available: 0 } });
    });

    it('a paid close keeps the stock taken, spends vouchers and coupons, issues gift voucher codes and empties the basket, once', async () => {
      const [dress, card] = [unique('D'), unique('G')];
      await h.setStock(dress, 3);
      await h.setStock(card, 100);
      const voucher = unique('V0');
      await h.addVoucher(voucher, gbp(1000));
      const couponId = unique('C');
      const shopperId = await h.shopperWithAppliedCoupon(couponId, gbp(500));
      const owner: BasketOwner = { kind: 'shopper', shopperId, site: 'evans' };
      await h.addToBasket(owner, dress, voucher);
      const { id, result } = await place(owner, [orderLine(dress, 1), orderLine(card, 2, 2500, true)], [
        { kind: 'coupon', couponId, label: '£5 off', amount: gbp(500) },
        { kind: 'voucher', code: voucher, amount: gbp(1000) },
      ]);
      expect(result.ok ? 'placed' : result.error).toBe('placed');
      expect(await h.couponStatus(couponId)).toBe('applied');
      expect(await h.voucherBalance(voucher)).toEqual(gbp(1000));
      const codes = [unique('NEWCODE'), unique('NEWCODE')];
      expect(await h.orders.close(id, paid(codes), later(1))).toBe(true);
      const order = await h.orders.byId(id);
      expect(order).toMatchObject({ status: 'paid', paymentMethod: 'visa', pspReference: 'PSP1', issuedVoucherCodes: codes, closedAt: later(1) });
      expect(await h.stockOf(dress)).toBe(2);
      expect(await h.couponStatus(couponId)).toBe('used');
      expect(await h.voucherBalance(voucher)).toEqual(gbp(0));
      expect(await h.voucherBalance(codes[0]!)).toEqual(gbp(2500));
      expect(await h.voucherBalance(codes[1]!)).toEqual(gbp(2500));
      expect([await h.basketLineCount(owner), await h.basketVoucherCount(owner)]).toEqual([0, 0]);
      expect(await h.orders.ofShopper(shopperId, 10)).toEqual([order]);
      // A second close, whatever it says, changes nothing.
      expect(await h.orders.close(id, refused, later(2))).toBe(false);
      expect(await h.orders.close(id, paid([unique('OTHERCODE'), unique('OTHERCODE')]), later(2))).toBe(false);
      expect(await h.orders.byId(id)).toEqual(order);
      expect(await h.stockOf(dress)).toBe(2);
    });

    it('refused, cancelled and expired closes give the stock back and keep the basket', async () => {
      for (const status of ['refused', 'cancelled', 'expired'] as const) {
        const stock = unique('R');
        await h.setStock(stock, 4);
        const owner = guest();
        await h.addToBasket(owner, stock);
        const { id } = await place(owner, [orderLine(stock, 3)]);
        expect(await h.stockOf(stock)).toBe(1);
        expect(await h.orders.close(id, { status, paymentMethod: null, pspReference: null }, later(5))).toBe(true);
        expect(await h.stockOf(stock)).toBe(4);
        expect(await h.basketLineCount(owner)).toBe(1);
        expect(await h.orders.close(id, { status, paymentMethod: null, pspReference: null }, later(6))).toBe(false);
        expect(await h.orders.close(id, paid(), later(6))).toBe(false);
        expect(await h.stockOf(stock)).toBe(4);
        expect((await h.orders.byId(id))!.status).toBe(status);
      }
    });

    it("saves the attempt's answer with the close, for every status, and also when the order was closed already", async () => {
      for (const status of ['paid', 'refused', 'cancelled', 'expired'] as const) {
        const stock = unique('A');
        await h.setStock(stock, 2);
        const { id } = await place(guest(), [orderLine(stock, 1)]);
        const [first, second] = [`${id}.p1`, `${id}.p2`];
        expect(await h.orders.recordAttempt(id, first, now)).toBe(true);
        const closure = status === 'paid' ? paid() : { status, paymentMethod: null, pspReference: null };
        expect(await h.orders.close(id, closure, later(1), { idempotencyKey: first, outcome: { resultCode: status, n: 1 } })).toBe(true);
        expect((await h.orders.attempt(first))!.outcome).toEqual({ resultCode: status, n: 1 });
        expect(await h.orders.recordAttempt(id, second, now)).toBe(true);
        // Closed already (the webhook was first): nothing closes, the answer is saved all the same.
        expect(await h.orders.close(id, closure, later(2), { idempotencyKey: second, outcome: { resultCode: status, n: 2 } })).toBe(false);
        expect((await h.orders.attempt(second))!.outcome).toEqual({ resultCode: status, n: 2 });
        expect((await h.orders.attempt(first))!.outcome).toEqual({ resultCode: status, n: 1 });
      }
    });

    it('a paid close whose gift voucher code exists already writes nothing, and closes with new codes', async () => {
      const card = unique('GC');
      await h.setStock(card, 5);
      const taken = unique('TAKEN');
      await h.addVoucher(taken, gbp(100));
      const { id } = await place(guest(), [orderLine(card, 2, 2500, true)]);
      const key = `${id}.p1`;
      expect(await h.orders.recordAttempt(id, key, now)).toBe(true);
      await expect(h.orders.close(id, paid([unique('NEW'), taken]), later(1), { idempotencyKey: key, outcome: { n: 1 } })).rejects.toThrow();
      expect((await h.orders.byId(id))!.status).toBe('pending');
      expect((await h.orders.attempt(key))!.outcome).toBeNull();
      expect(await h.voucherBalance(taken)).toEqual(gbp(100));
      const codes = [unique('NEW'), unique('NEW')];
      expect(await h.orders.close(id, paid(codes), later(2), { idempotencyKey: key, outcome: { n: 2 } })).toBe(true);
      expect((await h.orders.byId(id))!.issuedVoucherCodes).toEqual(codes);
      expect(await h.voucherBalance(codes[1]!)).toEqual(gbp(2500));
      expect((await h.orders.attempt(key))!.outcome).toEqual({ n: 2 });
    });

    it('refuses DISCOUNT_UNAVAILABLE for a voucher without the balance, one another pending order holds, or a coupon not applied', async () => {
      const stock = unique('S');
      await h.setStock(stock, 10);
      const voucher = unique('V1');
      await h.addVoucher(voucher, gbp(1000));
      const useVoucher = (amount: number) => [{ kind: 'voucher' as const, code: voucher, amount: gbp(amount) }];
      expect((await place(guest(), [orderLine(stock, 1)], useVoucher(1001))).result).toEqual({ ok: false, error: { code: 'DISCOUNT_UNAVAILABLE', reference: voucher } });
      const first = await place(guest(), [orderLine(stock, 1)], useVoucher(600));
      expect(first.result.ok).toBe(true);
      expect((await place(guest(), [orderLine(stock, 1)], useVoucher(600))).result).toEqual({ ok: false, error: { code: 'DISCOUNT_UNAVAILABLE', reference: voucher } });
      expect((await place(guest(), [orderLine(stock, 1)], useVoucher(400))).result.ok).toBe(true);
      expect(await h.stockOf(stock)).toBe(8);
      await h.orders.close(first.id, refused, later(1));
      expect((await place(guest(), [orderLine(stock, 1)], useVoucher(600))).result.ok).toBe(true);
      const missing = unique('NOPE');
      expect((await place(guest(), [orderLine(stock, 1)], [{ kind: 'voucher', code: missing, amount: gbp(1) }])).result)
        .toEqual({ ok: false, error: { code: 'DISCOUNT_UNAVAILABLE', reference: missing } });

      const couponId = unique('C');
      const shopperId = await h.shopperWithAppliedCoupon(couponId, gbp(500));
      const coupon = [{ kind: 'coupon' as const, couponId, label: '£5 off', amount: gbp(500) }];
      expect((await place(guest(), [orderLine(stock, 1)], coupon)).result).toEqual({ ok: false, error: { code: 'DISCOUNT_UNAVAILABLE', reference: couponId } });
      const owner: BasketOwner = { kind: 'shopper', shopperId, site: 'evans' };
      const held = await place(owner, [orderLine(stock, 1)], coupon);
      expect(held.result.ok).toBe(true);
      await h.orders.close(held.id, paid(), later(2));
      expect(await h.couponStatus(couponId)).toBe('used');
      expect((await place(owner, [orderLine(stock, 1)], coupon)).result).toEqual({ ok: false, error: { code: 'DISCOUNT_UNAVAILABLE', reference: couponId } });
      expect(await h.stockOf(stock)).toBe(7);
    });

    it('keeps one pending order per owner: another is ORDER_PENDING and reserves nothing, until the first is closed', async () => {
      const stock = unique('O');
      await h.setStock(stock, 10);
      const owner = guest();
      expect(await h.orders.openOrderOf(owner)).toBeNull();
      const first = await place(owner, [orderLine(stock, 1)], [], now);
      await place(guest(), [orderLine(stock, 1)], [], later(2));
      expect((await h.orders.openOrderOf(owner))?.id).toBe(first.id);
      const second = await place(owner, [orderLine(stock, 2)], [], later(1));
      expect(second.result).toEqual({ ok: false, error: { code: 'ORDER_PENDING', orderId: first.id } });
      expect(await h.stockOf(stock)).toBe(8);
      await h.orders.close(first.id, refused, later(3));
      expect(await h.orders.openOrderOf(owner)).toBeNull();
      const third = await place(owner, [orderLine(stock, 2)], [], later(4));
      expect(third.result.ok).toBe(true);
      expect((await h.orders.openOrderOf(owner))?.id).toBe(third.id);
      const racing = await Promise.all(Array.from({ length: 10 }, () => place(guest(), [orderLine(stock, 1)])));
      expect(racing.filter((r) => r.result.ok)).toHaveLength(7);
      const same = guest();
      const twins = await Promise.all(Array.from({ length: 10 }, () => place(same, [orderLine(unique('T'), 1)])));
      expect(twins.filter((r) => r.result.ok).length).toBe(0);
      await h.setStock('SHARED-T', 50);
      const sameStock = await Promise.all(Array.from({ length: 10 }, () => place(same, [orderLine('SHARED-T', 1)])));
      expect(sameStock.filter((r) => r.result.ok)).toHaveLength(1);
      expect(sameStock.filter((r) => !r.result.ok && r.result.error.code === 'ORDER_PENDING')).toHaveLength(9);
      expect(await h.stockOf('SHARED-T')).toBe(49);
    });

    it('records each payment attempt once, before the call, and keeps its answer', async () => {
      const stock = unique('P');
      await h.setStock(stock, 1);
      const { id } = await place(guest(), [orderLine(stock, 1)]);
      const key = `${id}.p1`;
      expect(await h.orders.attempt(key)).toBeNull();
      expect(await h.orders.recordAttempt(id, key, now)).toBe(true);
      expect(await h.orders.recordAttempt(id, key, later(1))).toBe(false);
      expect(await h.orders.attempt(key)).toEqual({ orderId: id, idempotencyKey: key, outcome: null, requestDigest: null, createdAt: now });
      // One call in flight per order: another key waits until this one has its answer.
      expect(await h.orders.recordAttempt(id, `${id}.p2`, now)).toBe(false);
      const outcome = { resultCode: 'Authorised', pspReference: 'PSP9', action: null, nested: { ü: ['€', 1] } };
      await h.orders.saveAttemptOutcome(key, outcome);
      expect((await h.orders.attempt(key))!.outcome).toEqual(outcome);
      const both = await Promise.all(Array.from({ length: 10 }, (_, i) => h.orders.recordAttempt(id, `${id}.${i % 2 === 0 ? 'p2' : `p2.d${i}`}`, now, 'digest-2')));
      expect(both.filter(Boolean)).toHaveLength(1);
      const inFlight = await h.orders.unansweredAttemptsBefore(later(1), 1000);
      expect(inFlight.filter((a) => a.orderId === id)).toHaveLength(1);
      await h.orders.discardAttempt(inFlight.find((a) => a.orderId === id)!.idempotencyKey);
      expect((await h.orders.unansweredAttemptsBefore(later(1), 1000)).filter((a) => a.orderId === id)).toEqual([]);
      expect(await h.orders.recordAttempt(id, `${id}.p3`, later(2), 'digest-3')).toBe(true);
      expect((await h.orders.unansweredAttemptsBefore(later(2), 1000)).filter((a) => a.orderId === id)).toEqual([]);
      expect((await h.orders.attempt(`${id}.p3`))!.requestDigest).toBe('digest-3');
    });

    it('records the first payment attempt in the same write as the order, and none when the order is refused', async () => {
      const stock = unique('F');
      await h.setStock(stock, 1);
      const owner = guest();
      const id = crypto.randomUUID();
      const key = `${id}.p1`;
      await fill(owner, [orderLine(stock, 1)]);
      const placed = await h.orders.place(id, `EV-${await h.orders.nextOrderNumber()}`, orderSnapshot(owner, [orderLine(stock, 1)]), now, key, 'digest-1');
      expect(placed.ok).toBe(true);
      expect(await h.orders.attempt(key)).toEqual({ orderId: id, idempotencyKey: key, outcome: null, requestDigest: 'digest-1', createdAt: now });
      expect(await h.orders.recordAttempt(id, key, later(1))).toBe(false);
      const pendingId = crypto.randomUUID();
      const pending = await h.orders.place(pendingId, `EV-${await h.orders.nextOrderNumber()}`, orderSnapshot(owner, [orderLine(stock, 1)]), now, `${pendingId}.p1`);
      expect(pending).toEqual({ ok: false, error: { code: 'ORDER_PENDING', orderId: id } });
      expect(await h.orders.attempt(`${pendingId}.p1`)).toBeNull();
      const shortId = crypto.randomUUID();
      const shortOwner = guest();
      await fill(shortOwner, [orderLine(stock, 1)]);
      const short = await h.orders.place(shortId, `EV-${await h.orders.nextOrderNumber()}`, orderSnapshot(shortOwner, [orderLine(stock, 1)]), now, `${shortId}.p1`);
      expect(short).toEqual({ ok: false, error: { code: 'OUT_OF_STOCK', stockId: stock, available: 0 } });
      expect(await h.orders.attempt(`${shortId}.p1`)).toBeNull();
    });

    it("lists a shopper's orders newest first and pending orders older than a time, oldest first", async () => {
      const stock = unique('L');
      await h.setStock(stock, 10);
      const shopperId = await h.shopperWithAppliedCoupon(unique('C'), gbp(100));
      const owner: BasketOwner = { kind: 'shopper', shopperId, site: 'evans' };
      const placed = [];
      for (let i = 0; i < 3; i += 1) {
        placed.push(await place(owner, [orderLine(stock, 1)], [], later(-1000 + i)));
        if (i < 2) await h.orders.close(placed[i]!.id, paid(), later(-1000 + i));
      }
      expect((await h.orders.ofShopper(shopperId, 10)).map((o) => o.id)).toEqual(placed.map((p) => p.id).reverse());
      expect((await h.orders.ofShopper(shopperId, 2)).map((o) => o.id)).toEqual([placed[2]!.id, placed[1]!.id]);
      const olderGuest = await place(guest(), [orderLine(stock, 1)], [], later(-999));
      const pending = (await h.orders.pendingBefore(later(-998), 100)).map((o) => o.id);
      expect(pending).toContain(olderGuest.id);
      expect(pending).not.toContain(placed[0]!.id);
      expect(pending).not.toContain(placed[2]!.id);
      expect(pending.indexOf(olderGuest.id)).toBeGreaterThanOrEqual(0);
      expect(await h.orders.pendingBefore(later(-998), 0)).toEqual([]);
    });

    it('200 concurrent orders of the last 10 units: exactly 10 placed, 190 OUT_OF_STOCK, never below zero', async () => {
      const stock = unique('LAST');
      await h.setStock(stock, 10);
      const results = await Promise.all(Array.from({ length: 200 }, () => place(guest(), [orderLine(stock, 1)])));
      const placedCount = results.filter((r) => r.result.ok).length;
      const outOfStock = results.filter((r) => !r.result.ok && r.result.error.code === 'OUT_OF_STOCK').length;
      const left = await h.stockOf(stock);
      console.log(`[${name}] 200 concurrent orders of the last 10 units: ${placedCount} placed, ${outOfStock} OUT_OF_STOCK, ${left} left`);
      expect([placedCount, outOfStock, left]).toEqual([10, 190, 0]);
    }, 120_000);

    it('60 concurrent two-size orders, their lines in either order, over 20 units of each: exactly 20 placed, none failed, both sizes at zero', async () => {
      const [a, b] = [unique('PAIRA'), unique('PAIRB')];
      await h.setStock(a, 20);
      await h.setStock(b, 20);
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => place(guest(), i % 2 === 0 ? [orderLine(a, 1), orderLine(b, 1)] : [orderLine(b, 1), orderLine(a, 1)])));
      expect(results.filter((r) => r.result.ok)).toHaveLength(20);
      expect(results.filter((r) => !r.result.ok && r.result.error.code === 'OUT_OF_STOCK')).toHaveLength(40);
      expect([await h.stockOf(a), await h.stockOf(b)]).toEqual([0, 0]);
    }, 120_000);

    it('concurrent closes of one order (redirect and webhook, in any interleaving) close it exactly once', async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(fc.scheduler(), fc.array(fc.constantFrom<OrderClosure['status']>('paid', 'refused', 'cancelled', 'expired'), { minLength: 2, maxLength: 4 }), async (s, statuses) => {
          runs += 1;
          const stock = unique('I');
          await h.setStock(stock, 3);
          const owner = guest();
          await h.addToBasket(owner, stock);
          const { id } = await place(owner, [orderLine(stock, 2)]);
          const closes = statuses.map((status, i) =>
            s.schedule(Promise.resolve(status), `close ${i} ${status}`).then((st) =>
              h.orders.close(id, st === 'paid' ? paid() : { status: st, paymentMethod: null, pspReference: null }, later(i)).then((done) => ({ st, done }))));
          await s.waitAll();
          const outcomes = await Promise.all(closes);
          const winners = outcomes.filter((o) => o.done);
          expect(winners).toHaveLength(1);
          const order = await h.orders.byId(id);
          expect(order!.status).toBe(winners[0]!.st);
          expect(await h.stockOf(stock)).toBe(winners[0]!.st === 'paid' ? 1 : 3);
          expect(await h.basketLineCount(owner)).toBe(winners[0]!.st === 'paid' ? 0 : 1);
        }),
        { numRuns: 25 },
      );
      console.log(`[${name}] ${runs} random interleavings of 2 to 4 concurrent closes: each order closed exactly once`);
    }, 120_000);

    it('refuses BASKET_CHANGED, writing nothing, when the basket no longer holds the lines (a twin submit paid and emptied it)', async () => {
      const stock = unique('B');
      await h.setStock(stock, 5);
      const owner = guest();
      const first = await place(owner, [orderLine(stock, 2)]);
      expect(first.result.ok).toBe(true);
      await h.orders.close(first.id, paid(), later(1));
      expect(await h.basketLineCount(owner)).toBe(0);
      const id = crypto.randomUUID();
      const again = await h.orders.place(id, `EV-${await h.orders.nextOrderNumber()}`, orderSnapshot(owner, [orderLine(stock, 2)]), later(2), `${id}.p1`);
      expect(again).toEqual({ ok: false, error: { code: 'BASKET_CHANGED' } });
      expect([await h.orders.byId(id), await h.orders.attempt(`${id}.p1`), await h.stockOf(stock)]).toEqual([null, null, 3]);
      // Fewer units than the snapshot wants is a changed basket too.
      await h.addToBasket(owner, stock, undefined, 1);
      const fewer = await h.orders.place(crypto.randomUUID(), `EV-${await h.orders.nextOrderNumber()}`, orderSnapshot(owner, [orderLine(stock, 2)]), later(3));
      expect(fewer).toEqual({ ok: false, error: { code: 'BASKET_CHANGED' } });
      expect((await h.orders.lastPaidOf(owner))?.id).toBe(first.id);
      expect(await h.orders.lastPaidOf(guest())).toBeNull();
    });

    it('50 concurrent submits of one basket, each placing and paying, 20 times: one order per basket, every time', async () => {
      const stock = unique('TWIN');
      await h.setStock(stock, 1000);
      let orders = 0;
      for (let round = 0; round < 20; round += 1) {
        const owner = guest();
        await fill(owner, [orderLine(stock, 1)]);
        const submits = await Promise.all(Array.from({ length: 50 }, async () => {
          const id = crypto.randomUUID();
          const placed = await h.orders.place(id, `EV-${await h.orders.nextOrderNumber()}`, orderSnapshot(owner, [orderLine(stock, 1)]), now, `${id}.p1`);
          if (placed.ok) await h.orders.close(id, paid(), later(1));
          return placed.ok ? 'placed' : placed.error.code;
        }));
        expect(submits.filter((r) => r === 'placed'), submits.join(' ')).toHaveLength(1);
        expect(submits.every((r) => r === 'placed' || r === 'ORDER_PENDING' || r === 'BASKET_CHANGED'), submits.join(' ')).toBe(true);
        orders += 1;
      }
      expect(await h.stockOf(stock)).toBe(1000 - orders);
    }, 120_000);

    it('reopens an order closed unpaid with a late payment when its stock can be taken again, and changes nothing when it cannot', async () => {
      const stock = unique('LATE');
      await h.setStock(stock, 2);
      const owner = guest();
      const { id } = await place(owner, [orderLine(stock, 2)]);
      await h.orders.close(id, refused, later(1));
      expect(await h.stockOf(stock)).toBe(2);
      expect(await h.orders.reopenPaid(id, paid(), later(2))).toBe(true);
      expect(await h.orders.byId(id)).toMatchObject({ status: 'paid', pspReference: 'PSP1', closedAt: later(2) });
      expect([await h.stockOf(stock), await h.basketLineCount(owner)]).toEqual([0, 0]);
      expect(await h.orders.reopenPaid(id, paid(), later(3))).toBe(false);
      // Sold out meanwhile: the order stays expired, the stock as it is.
      await h.setStock(stock, 1);
      const other = guest();
      const late = await place(other, [orderLine(stock, 1)]);
      await h.orders.close(late.id, { status: 'expired', paymentMethod: null, pspReference: null }, later(4));
      await place(guest(), [orderLine(stock, 1)]);
      expect(await h.orders.reopenPaid(late.id, paid(), later(5))).toBe(false);
      expect([(await h.orders.byId(late.id))!.status, await h.stockOf(stock)]).toEqual(['expired', 0]);
      // The owner has another pending order: not reopened.
      await h.setStock(stock, 5);
      const third = await place(other, [orderLine(stock, 1)]);
      expect(third.result.ok).toBe(true);
      expect(await h.orders.reopenPaid(late.id, paid(), later(6))).toBe(false);
      expect([(await h.orders.byId(late.id))!.status, await h.stockOf(stock)]).toEqual(['expired', 4]);
    });

    it('records at most MAX_PROVIDER_CALLS_PER_ORDER calls of one order, however many are posted at once', async () => {
      const stock = unique('CAP');
      await h.setStock(stock, 1);
      const { id } = await place(guest(), [orderLine(stock, 1)]);
      let recorded = 0;
      for (let round = 0; round < MAX_PROVIDER_CALLS_PER_ORDER + 5; round += 1) {
        const tries = await Promise.all(Array.from({ length: 3 }, (_, i) => h.orders.recordAttempt(id, `${id}.c${round}.${i}`, now)));
        for (const [i, ok] of tries.entries()) {
          if (!ok) continue;
          recorded += 1;
          await h.orders.saveAttemptOutcome(`${id}.c${round}.${i}`, { answered: true });
        }
      }
      expect(recorded).toBe(MAX_PROVIDER_CALLS_PER_ORDER);
    }, 60_000);

    it('discards a pending order whose only attempt the provider refused as a request: stock back, nothing kept; never one with another attempt', async () => {
      const stock = unique('DIS');
      await h.setStock(stock, 3);
      const owner = guest();
      await fill(owner, [orderLine(stock, 2)]);
      const id = crypto.randomUUID();
      await h.orders.place(id, `EV-${await h.orders.nextOrderNumber()}`, orderSnapshot(owner, [orderLine(stock, 2)]), now, `${id}.p1`, 'd');
      expect(await h.stockOf(stock)).toBe(1);
      expect(await h.orders.discard(id, `${id}.p9`)).toBe(false);
      expect(await h.orders.discard(id, `${id}.p1`)).toBe(true);
      expect([await h.orders.byId(id), await h.orders.attempt(`${id}.p1`), await h.stockOf(stock), await h.orders.openOrderOf(owner)]).toEqual([null, null, 3, null]);
      expect(await h.orders.discard(id, `${id}.p1`)).toBe(false);
      const paidOne = await place(owner, [orderLine(stock, 1)]);
      await h.orders.close(paidOne.id, paid(), later(1));
      expect(await h.orders.discard(paidOne.id, `${paidOne.id}.p1`)).toBe(false);
      expect((await h.orders.byId(paidOne.id))!.status).toBe('paid');
    });

    it("amends a pending order's marketing choice and courier instructions, and nothing of a closed one", async () => {
      const stock = unique('AM');
      await h.setStock(stock, 2);
      const { id, result } = await place(guest(), [orderLine(stock, 1)]);
      if (!result.ok) throw new Error(result.error.code);
      const delivery = { ...result.value.delivery, safePlaceInstructions: 'Behind the gate' };
      expect(await h.orders.amendPreferences(id, { delivery, marketingOptIn: true })).toBe(true);
      expect(await h.orders.byId(id)).toMatchObject({ delivery, marketingOptIn: true, lines: result.value.lines, total: result.value.total });
      await h.orders.close(id, refused, later(1));
      expect(await h.orders.amendPreferences(id, { delivery: result.value.delivery, marketingOptIn: false })).toBe(false);
      expect(await h.orders.byId(id)).toMatchObject({ delivery, marketingOptIn: true });
    });

    it("keeps an order's history, oldest first", async () => {
      const stock = unique('H');
      await h.setStock(stock, 1);
      const { id } = await place(guest(), [orderLine(stock, 1)]);
      expect(await h.orders.historyOf(id)).toEqual([]);
      await h.orders.recordHistory(id, { kind: 'payment-reversal-requested', at: later(1), detail: { pspReference: 'PSP7', amount: { amountMinor: 100, currency: 'GBP' } } });
      await h.orders.recordHistory(id, { kind: 'payment-reversal-failed', at: later(2), detail: {} });
      expect(await h.orders.historyOf(id)).toEqual([
        { kind: 'payment-reversal-requested', at: later(1), detail: { pspReference: 'PSP7', amount: { amountMinor: 100, currency: 'GBP' } } },
        { kind: 'payment-reversal-failed', at: later(2), detail: {} },
      ]);
    });
  });
}
