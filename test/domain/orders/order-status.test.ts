import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../src/domain/orders/order.js';
import { canMoveOrder, FINAL_ORDER_STATUSES, isFinalOrderStatus, releasesStock } from '../../../src/domain/orders/order-status.js';

const STATUSES: OrderStatus[] = ['pending', 'paid', 'refused', 'cancelled', 'expired'];
const statusArb = fc.constantFrom(...STATUSES);

/** Applies moves the way the store does: a move that is not allowed changes nothing. */
const applyMoves = (moves: OrderStatus[]): OrderStatus => moves.reduce<OrderStatus>((s, to) => (canMoveOrder(s, to) ? to : s), 'pending');

describe('order status transitions', () => {
  it('a pending order moves to any final status; nothing else moves', () => {
    for (const to of FINAL_ORDER_STATUSES) expect(canMoveOrder('pending', to)).toBe(true);
    expect(canMoveOrder('pending', 'pending')).toBe(false);
    for (const from of FINAL_ORDER_STATUSES) for (const to of STATUSES) expect(canMoveOrder(from, to)).toBe(false);
  });

  it('every final status but paid gives the stock back', () => {
    expect(FINAL_ORDER_STATUSES.filter(releasesStock)).toEqual(['refused', 'cancelled', 'expired']);
  });

  test.prop([fc.array(statusArb, { maxLength: 20 })])('after any moves, the status is the first final one asked for (or still pending)', (moves) => {
    const firstFinal = moves.find(isFinalOrderStatus);
    expect(applyMoves(moves)).toBe(firstFinal ?? 'pending');
  });

  test.prop([fc.array(statusArb, { maxLength: 20 }), fc.array(statusArb, { maxLength: 20 })])('a final status never changes whatever comes after', (before, after) => {
    const reached = applyMoves(before);
    fc.pre(isFinalOrderStatus(reached));
    expect(after.reduce<OrderStatus>((s, to) => (canMoveOrder(s, to) ? to : s), reached)).toBe(reached);
  });
});
