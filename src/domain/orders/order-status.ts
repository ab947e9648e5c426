import type { OrderStatus } from './order.js';

/** The statuses an order ends in: once there, it never changes again. */
export const FINAL_ORDER_STATUSES = ['paid', 'refused', 'cancelled', 'expired'] as const satisfies readonly OrderStatus[];
export type FinalOrderStatus = (typeof FINAL_ORDER_STATUSES)[number];

export const isFinalOrderStatus = (status: OrderStatus): status is FinalOrderStatus =>
  (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** Only a pending order moves, and only to a final status: pending -> paid | refused | cancelled | expired. */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => from === 'pending' && isFinalOrderStatus(to);

/** Whether the stock an order reserved goes back on the shelf when it reaches `status`. */
export const releasesStock = (status: FinalOrderStatus): boolean => status !== 'paid';
