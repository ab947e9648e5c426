import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { FailedDelivery, OrderEventOutbox } from '../../ports/order-events.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';

export type RedeliverError = { code: 'WEBHOOK_DELIVERY_NOT_FOUND'; id: string } | { code: 'WEBHOOK_DELIVERY_UNDER_WAY'; id: string };

/**
 * The failed webhook deliveries of one site's orders (its id) or of all (null), the latest first,
 * a page at a time (`next` is the following page's `before`).
 */
export class ListFailedWebhooks {
  constructor(private readonly outbox: OrderEventOutbox) {}

  async execute(query: { site: string | null; before: string | null; limit: number }): Promise<{ deliveries: FailedDelivery[]; next: string | null }> {
    const deliveries = await this.outbox.failedDeliveries(query.limit, query.before ?? undefined, query.site);
    return { deliveries, next: deliveries.length === query.limit ? deliveries.at(-1)!.id : null };
  }
}

/**
 * An operator sends a delivery again (it failed, or the receiver lost it): due now, with a new
 * three-day retry window, written to the audit log. A delivery still being tried is left alone.
 */
export class RedeliverWebhook {
  constructor(private readonly outbox: OrderEventOutbox, private readonly audit: OperatorAuditLog, private readonly clock: Clock) {}

  async execute(input: { id: string; actor: AuditActor }): Promise<Result<{ id: string; nextAttemptAt: Date }, RedeliverError>> {
    const at = this.clock.now();
    const before = await this.outbox.redeliver(input.id, at);
    if (before === 'unknown') return err({ code: 'WEBHOOK_DELIVERY_NOT_FOUND', id: input.id });
    if (before === 'under-way') return err({ code: 'WEBHOOK_DELIVERY_UNDER_WAY', id: input.id });
    await this.audit.record({ actor: input.actor, action: 'webhook.redeliver', target: `webhook-delivery:${input.id}`, before, after: { nextAttemptAt: at }, at });
    return ok({ id: input.id, nextAttemptAt: at });
  }
}
