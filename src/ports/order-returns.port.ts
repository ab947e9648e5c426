import type { LineQuantity } from '../domain/orders/fulfilment.js';
import type { ReturnLine, ReturnReason, ReturnRefund, ReturnState } from '../domain/orders/returns.js';

/** One return of an order, as stored, with its refund as the order's payment records it. */
export interface OrderReturn {
  id: string;
  orderId: string;
  /** `R-<order reference>-<n>`. */
  reference: string;
  reason: ReturnReason;
  state: ReturnState;
  lines: ReturnLine[];
  requestedAt: Date;
  /** 'shopper', or the name of the operator who asked it for the shopper. */
  requestedBy: string;
  receivedAt: Date | null;
  receivedBy: string | null;
  closedAt: Date | null;
  closedBy: string | null;
  /** The idempotency key of the refund asked for it, once asked. */
  refundKey: string | null;
  refund: ReturnRefund | null;
}

/** A return as the shopper asks it: its id, the units and the reason. Its number and reference are the order's next. */
export interface NewReturn {
  id: string;
  orderId: string;
  orderReference: string;
  reason: ReturnReason;
  lines: readonly LineQuantity[];
  at: Date;
  by: string;
}

/**
 * The returns of orders. Each write is conditional and whole, with its order event in the same
 * transaction: a request takes the units of its lines (never more in returns than dispatched,
 * however many requests at once) and appends `order.return_requested`; a receipt keeps the units
 * found, gives back the rest, and appends `order.returned`; a close gives back every unit of a
 * return not received and appends `order.return_closed`. A write
 * that cannot be done whole changes nothing and answers null or false.
 */
export interface OrderReturns {
  /** The order's returns, oldest first. */
  ofOrder(orderId: string): Promise<OrderReturn[]>;
  byId(id: string): Promise<OrderReturn | null>;
  /** The new return; null when a line has fewer units left to return than asked (another request took them). */
  request(r: NewReturn): Promise<OrderReturn | null>;
  /** Marks a requested return received with the units found in its parcel (every line of the return, 0 for none). */
  receive(id: string, found: readonly LineQuantity[], at: Date, by: string): Promise<boolean>;
  /** Closes a requested return without a refund: its units may be asked back again. */
  close(id: string, at: Date, by: string): Promise<boolean>;
  /**
   * Claims a received return's refund for `key`: true when no refund of it stands (none asked,
   * or the last one failed) or this key claimed it already; false when another key holds it.
   */
  claimRefund(id: string, key: string, by: string): Promise<boolean>;
  /** Gives up a claim of `key` whose refund was refused before any was recorded. */
  releaseRefund(id: string, key: string): Promise<void>;
}
