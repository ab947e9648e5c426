import { expect } from 'vitest';
import { SqlOrderPayments } from '../../../../src/adapters/persistence/sql-order-payments.js';
import { balanceOf, modification, onBothDriversAtOnce, paidOrder, pointsOf, shopperWithPoints } from './order-payment-fixtures.js';

const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });
const REFUND_FAILED = { succeeded: false, reason: 'Refund failed' };

onBothDriversAtOnce('a REFUND_FAILED after the REFUND restores the codes and points the refund took, once however many deliveries arrive together', 6, async (db) => {
  const payments = new SqlOrderPayments(db);
  const shopperId = await shopperWithPoints(db, 100);
  const orderId = await paidOrder(db, 5000, shopperId);
  await payments.ledgerOf(orderId, 'automatic');
  // The order issued two £20.00 codes: one unused, one the recipient has spent part of (kept by the refund).
  const unused = `GVU${orderId.slice(0, 6).toUpperCase()}`;
  const spent = `GVS${orderId.slice(0, 6).toUpperCase()}`;
  await db.query("INSERT INTO gift_vouchers (code, balance_minor, currency, issued_at) VALUES ($1, 2000, 'GBP', now()), ($2, 500, 'GBP', now())", [unused, spent]);
  const refund = modification(orderId, 'refund', 4000);
  await payments.request(refund);
  const reference = { id: refund.id, providerReference: 'PSP-R', kind: 'refund' as const };
  const takeBack = { vouchers: [{ codes: [unused, spent], value: gbp(2000), atMost: 2 }], points: 40, shopperId };
  const succeeded = await payments.settle(reference, { succeeded: true, reason: null }, new Date(), takeBack);
  expect(succeeded?.modification.benefits).toEqual({ cancelledCodes: [{ code: unused, value: gbp(2000) }], pointsTaken: 40, shopperId, vouchersGivenBack: [], couponsGivenBack: [] });
  expect([await balanceOf(db, unused), await balanceOf(db, spent), await pointsOf(db, shopperId)]).toEqual([0, 500, 60]);

  // Adyen's REFUND_FAILED for the same refund, delivered six times at once.
  const failed = await Promise.all(Array.from({ length: 6 }, () => payments.settle(reference, REFUND_FAILED, new Date())));
  expect(failed.filter((s) => s !== null)).toEqual([expect.objectContaining({
    modification: expect.objectContaining({ state: 'failed', failureReason: 'Refund failed' }),
    ledger: expect.objectContaining({ refundedMinor: 0, refundReservedMinor: 0 }),
  })]);
  expect([await balanceOf(db, unused), await balanceOf(db, spent), await pointsOf(db, shopperId)]).toEqual([2000, 500, 100]);
  expect(await payments.settle(reference, REFUND_FAILED, new Date())).toBeNull();
  expect(await pointsOf(db, shopperId)).toBe(100);
  // The money is refundable again, and a new refund takes the code and points back again.
  expect((await payments.request(modification(orderId, 'refund', 5000))).kind).toBe('requested');
});

onBothDriversAtOnce('points taken back are only those the shopper still had, and a REFUND_FAILED gives back only those', 2, async (db) => {
  const payments = new SqlOrderPayments(db);
  const shopperId = await shopperWithPoints(db, 10);
  const orderId = await paidOrder(db, 5000, shopperId);
  await payments.ledgerOf(orderId, 'automatic');
  const refund = modification(orderId, 'refund', 3000);
  await payments.request(refund);
  const reference = { id: refund.id, providerReference: '', kind: 'refund' as const };
  expect(await payments.settle(reference, { succeeded: true, reason: null }, new Date(), { vouchers: [], points: 30, shopperId }))
    .toMatchObject({ takenBack: { cancelledCodes: [], points: 10 }, modification: { benefits: { pointsTaken: 10 } } });
  expect(await pointsOf(db, shopperId)).toBe(0);
  await payments.settle(reference, REFUND_FAILED, new Date());
  expect(await pointsOf(db, shopperId)).toBe(10);
});

onBothDriversAtOnce('a cancelled payment gives back the gift voucher balance and the loyalty coupon the order spent, once however many CANCELLATIONs arrive together', 6, async (db) => {
  const payments = new SqlOrderPayments(db);
  const shopperId = await shopperWithPoints(db, 0);
  // £63.95 of goods: £15.00 paid by a gift voucher (£5.00 left on it), £5.00 by a loyalty coupon, £43.95 authorised.
  const orderId = await paidOrder(db, 4395, shopperId);
  const voucher = `GV${orderId.slice(0, 8).toUpperCase()}`;
  const coupon = `coupon-${orderId}`;
  await db.query("INSERT INTO gift_vouchers (code, balance_minor, currency, issued_at) VALUES ($1, 500, 'GBP', now())", [voucher]);
  await db.query("INSERT INTO loyalty_coupons (id, shopper_id, label, value_minor, currency, status, created_at) VALUES ($1, $2, '£5 off', 500, 'GBP', 'used', now())", [coupon, shopperId]);
  await db.query(
    "INSERT INTO order_reductions (order_id, position, kind, ref, amount_minor) VALUES ($1, 0, 'voucher', $2, 1500), ($1, 1, 'coupon', $3, 500)", [orderId, voucher, coupon],
  );
  await payments.ledgerOf(orderId, 'manual');
  const cancel = modification(orderId, 'cancel', 4395);
  await payments.request(cancel);
  const reference = { id: cancel.id, providerReference: 'PSP-CANCEL', kind: 'cancel' as const };
  const settled = await Promise.all(Array.from({ length: 6 }, () => payments.settle(reference, { succeeded: true, reason: null }, new Date())));
  const benefits = { cancelledCodes: [], pointsTaken: 0, shopperId: null, vouchersGivenBack: [{ code: voucher, amount: gbp(1500) }], couponsGivenBack: [coupon] };
  expect(settled.filter((s) => s !== null)).toEqual([expect.objectContaining({ modification: expect.objectContaining({ state: 'succeeded', benefits }) })]);
  expect(await balanceOf(db, voucher)).toBe(2000);
  expect((await db.query<{ status: string }>('SELECT status FROM loyalty_coupons WHERE id = $1', [coupon])).rows).toEqual([{ status: 'available' }]);
  expect((await payments.modificationsOf(orderId)).map((m) => m.benefits)).toEqual([benefits]);
  expect(await payments.settle(reference, { succeeded: true, reason: null }, new Date())).toBeNull();
  expect(await balanceOf(db, voucher)).toBe(2000);
});

onBothDriversAtOnce('the refund after which all that was paid is refunded gives back the gift voucher and coupon the order was partly paid with, once; its REFUND_FAILED takes them again', 8, async (db) => {
  const payments = new SqlOrderPayments(db);
  const shopperId = await shopperWithPoints(db, 0);
  // £15.00 paid by a gift voucher (£5.00 left on it), £5.00 by a loyalty coupon, £43.95 captured at payment.
  const orderId = await paidOrder(db, 4395, shopperId);
  const voucher = `GV${orderId.slice(0, 8).toUpperCase()}`;
  const coupon = `coupon-${orderId}`;
  await db.query("INSERT INTO gift_vouchers (code, balance_minor, currency, issued_at) VALUES ($1, 500, 'GBP', now())", [voucher]);
  await db.query("INSERT INTO loyalty_coupons (id, shopper_id, label, value_minor, currency, status, created_at) VALUES ($1, $2, '£5 off', 500, 'GBP', 'used', now())", [coupon, shopperId]);
  await db.query("INSERT INTO order_reductions (order_id, position, kind, ref, amount_minor) VALUES ($1, 0, 'voucher', $2, 1500), ($1, 1, 'coupon', $3, 500)", [orderId, voucher, coupon]);
  await payments.ledgerOf(orderId, 'automatic');
  const couponStatus = async () => (await db.query<{ status: string }>('SELECT status FROM loyalty_coupons WHERE id = $1', [coupon])).rows[0]!.status;
  const settle = (id: string, outcome: { succeeded: boolean; reason: string | null }) => payments.settle({ id, providerReference: '', kind: 'refund' }, outcome, new Date());
  const DONE = { succeeded: true, reason: null };

  // A first refund of part of it gives nothing back.
  const first = modification(orderId, 'refund', 2000);
  await payments.request(first);
  expect(await settle(first.id, DONE)).toMatchObject({ modification: { benefits: null } });
  expect(await balanceOf(db, voucher)).toBe(500);
  // The last two, each delivered four times, all at once: the one that settles last finds everything refunded and gives back, once.
  const [second, third] = [modification(orderId, 'refund', 1395), modification(orderId, 'refund', 1000)];
  await payments.request(second);
  await payments.request(third);
  await Promise.all([second, third].flatMap((m) => Array.from({ length: 4 }, () => settle(m.id, DONE))));
  expect(await balanceOf(db, voucher)).toBe(2000);
  expect(await couponStatus()).toBe('available');
  const giving = (await payments.modificationsOf(orderId)).filter((m) => (m.benefits?.vouchersGivenBack.length ?? 0) > 0);
  expect(giving.map((m) => m.benefits)).toEqual([
    { cancelledCodes: [], pointsTaken: 0, shopperId: null, vouchersGivenBack: [{ code: voucher, amount: gbp(1500) }], couponsGivenBack: [coupon] },
  ]);

  // Its REFUND_FAILED: the money is refundable again, and what it gave back is taken again.
  expect(await settle(giving[0]!.id, REFUND_FAILED)).toMatchObject({ modification: { state: 'failed' } });
  expect([await balanceOf(db, voucher), await couponStatus()]).toEqual([500, 'used']);
  // Refunded again whole: given back again, once.
  const again = modification(orderId, 'refund', giving[0]!.amount.amountMinor);
  await payments.request(again);
  await settle(again.id, DONE);
  expect([await balanceOf(db, voucher), await couponStatus()]).toEqual([2000, 'available']);
});
