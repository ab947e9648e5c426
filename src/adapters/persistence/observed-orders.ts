import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import type { Result } from '../../domain/shared/result.js';
import type { OrderHistoryEntry } from '../../domain/orders/order-history.js';
import type { OrderSnapshot } from '../../domain/orders/order.js';
import type { AttemptOutcome, Order, OrderClosure, Orders, PaymentAttempt, PlaceOrderError } from '../../ports/orders.port.js';

/** Told once per order placed and once per order closed (the close that did the work), e.g. to count payment outcomes. */
export interface OrderOutcomeObserver {
  placed(): void;
  closed(status: OrderClosure['status']): void;
}

/**
 * Orders with each outcome counted for /metrics. This is the one hook for payment
 * outcomes: `close` answers true exactly once per order, whichever path closed it. (What stock an
 * order moves reaches the other nodes' caches from SqlOrders itself, which knows whether a size's
 * stock level changed.) Everything else goes straight to `inner`.
 */
export class ObservedOrders implements Orders {
  constructor(
    private readonly inner: Orders,
    private readonly observer: OrderOutcomeObserver,
  ) {}

  async place(
    id: string, reference: string, snapshot: OrderSnapshot, now: Date, firstAttemptKey: string | null = null, firstAttemptDigest: string | null = null,
  ): Promise<Result<Order, PlaceOrderError>> {
    const result = await this.inner.place(id, reference, snapshot, now, firstAttemptKey, firstAttemptDigest);
    if (result.ok) this.observer.placed();
    return result;
  }

  async close(id: string, closure: OrderClosure, now: Date, attempt: AttemptOutcome | null = null): Promise<boolean> {
    const closed = await this.inner.close(id, closure, now, attempt);
    if (closed) this.observer.closed(closure.status);
    return closed;
  }

  async reopenPaid(id: string, closure: Extract<OrderClosure, { status: 'paid' }>, now: Date): Promise<boolean> {
    const reopened = await this.inner.reopenPaid(id, closure, now);
    if (reopened) this.observer.closed('paid');
    return reopened;
  }

  nextOrderNumber(): Promise<number> {
    return this.inner.nextOrderNumber();
  }

  byId(id: string): Promise<Order | null> {
    return this.inner.byId(id);
  }

  byReference(reference: string): Promise<Order | null> {
    return this.inner.byReference(reference);
  }

  openOrderOf(owner: BasketOwner): Promise<Order | null> {
    return this.inner.openOrderOf(owner);
  }

  lastPaidOf(owner: BasketOwner): Promise<Order | null> {
    return this.inner.lastPaidOf(owner);
  }

  recordAttempt(orderId: string, idempotencyKey: string, now: Date, requestDigest: string | null = null): Promise<boolean> {
    return this.inner.recordAttempt(orderId, idempotencyKey, now, requestDigest);
  }

  discard(id: string, idempotencyKey: string): Promise<boolean> {
    return this.inner.discard(id, idempotencyKey);
  }

  amendPreferences(id: string, preferences: Pick<OrderSnapshot, 'delivery' | 'marketingOptIn'>): Promise<boolean> {
    return this.inner.amendPreferences(id, preferences);
  }

  discardAttempt(idempotencyKey: string): Promise<void> {
    return this.inner.discardAttempt(idempotencyKey);
  }

  unansweredAttemptsBefore(before: Date, limit: number): Promise<PaymentAttempt[]> {
    return this.inner.unansweredAttemptsBefore(before, limit);
  }

  recordHistory(orderId: string, entry: OrderHistoryEntry): Promise<void> {
    return this.inner.recordHistory(orderId, entry);
  }

  historyOf(orderId: string): Promise<OrderHistoryEntry[]> {
    return this.inner.historyOf(orderId);
  }

  saveAttemptOutcome(idempotencyKey: string, outcome: Record<string, unknown>): Promise<void> {
    return this.inner.saveAttemptOutcome(idempotencyKey, outcome);
  }

  attempt(idempotencyKey: string): Promise<PaymentAttempt | null> {
    return this.inner.attempt(idempotencyKey);
  }

  ofShopper(shopperId: number, limit: number): Promise<Order[]> {
    return this.inner.ofShopper(shopperId, limit);
  }

  pendingBefore(before: Date, limit: number): Promise<Order[]> {
    return this.inner.pendingBefore(before, limit);
  }
}

