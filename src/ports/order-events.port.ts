import type { OrderEvent } from '../domain/orders/order-event.js';

/** A delivery a dispatcher has claimed: it holds it until `leaseUntil`, under `claim`. */
export interface ClaimedDelivery {
  id: string;
  claim: string;
  endpointUrl: string;
  /** Attempts so far, this one included. */
  attempts: number;
  /** When its retry window began: the event, or an operator's redeliver. */
  retryingSince: Date;
  event: OrderEvent;
}

/** What a failed attempt answered: an HTTP status, or none (refused, timed out) and why. */
export interface AttemptFailure {
  status: number | null;
  error: string;
}

/** Where a delivery stood. */
export interface DeliveryState {
  attempts: number;
  deliveredAt: Date | null;
  failedAt: Date | null;
}

/** A delivery given up after its retry window, for the operators' list. */
export interface FailedDelivery {
  id: string;
  endpointUrl: string;
  eventId: string;
  eventType: string;
  orderId: string;
  orderReference: string;
  /** The order's site. */
  site: string;
  attempts: number;
  failedAt: Date;
  lastStatus: number | null;
  lastError: string | null;
}

/**
 * The outbox of order events and their deliveries to webhook endpoints. Every node's dispatcher
 * claims from it at once: a claim is a lease, so a due delivery is held by one node at a time,
 * and a node that dies holding one lets it go when the lease ends. Recording an attempt's result
 * needs the claim it was made under; a claim whose lease has been taken over records nothing.
 */
export interface OrderEventOutbox {
  /** The endpoints new events are delivered to; others keep what they have and get no new events. */
  setEndpoints(urls: readonly string[]): Promise<void>;
  /**
   * Up to `limit` deliveries due at `now` whose order has no earlier event still undelivered to
   * the same endpoint, each leased to `claim` until `leaseUntil` and counted as an attempt.
   */
  claimDue(now: Date, leaseUntil: Date, claim: string, limit: number): Promise<ClaimedDelivery[]>;
  delivered(id: string, claim: string, at: Date, status: number): Promise<void>;
  retryAt(id: string, claim: string, nextAttemptAt: Date, failure: AttemptFailure): Promise<void>;
  failed(id: string, claim: string, at: Date, failure: AttemptFailure): Promise<void>;
  /** Failed deliveries, the latest first, before `before` (a delivery id) when given, of one site's orders when `site` is given. */
  failedDeliveries(limit: number, before?: string, site?: string | null): Promise<FailedDelivery[]>;
  /**
   * A failed or delivered delivery due again at `now`, with a new retry window: its state before,
   * or why not (no such delivery, or it is still being tried).
   */
  redeliver(id: string, now: Date): Promise<DeliveryState | 'unknown' | 'under-way'>;
}
