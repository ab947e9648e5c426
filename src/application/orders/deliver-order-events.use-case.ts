import { orderEventBody, orderEventId } from '../../domain/orders/order-event.js';
import { nextWebhookAttemptAt } from '../../domain/orders/webhook-retry.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { ClaimedDelivery, OrderEventOutbox } from '../../ports/order-events.port.js';
import type { OrderWebhookSender } from '../../ports/order-webhook-sender.port.js';

/** Deliveries a round claims at most. */
export const DELIVERY_BATCH = 50;

/**
 * How long past the call's timeout a claim is held: time to record the answer. A node killed
 * mid-call holds its deliveries that long, then any node takes them again.
 */
const LEASE_MARGIN_MS = 15_000;

/**
 * One round of the dispatcher every node runs: claims the deliveries due now (a lease, so no other
 * node sends them meanwhile), sends each event's JSON body signed to its endpoint, and records the
 * answer: 2xx delivered; anything else tried again later with backoff, or failed once past the
 * retry window. An event is recorded delivered only after its endpoint said so: a node killed
 * between the two sends it again (at least once; receivers drop repeats by `webhook-id`).
 */
export class DeliverOrderEvents {
  constructor(
    private readonly outbox: OrderEventOutbox,
    private readonly sender: OrderWebhookSender,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly random: () => number = Math.random,
  ) {}

  /** The number of deliveries this round tried: DELIVERY_BATCH says more may be due. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + this.sender.timeoutMs + LEASE_MARGIN_MS);
    const claimed = await this.outbox.claimDue(now, leaseUntil, this.ids.next(), DELIVERY_BATCH);
    // Each is of another order or another endpoint (a later event waits for the one before), so all go at once.
    await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    return claimed.length;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const answer = await this.sender.send({
      url: delivery.endpointUrl,
      messageId: orderEventId(delivery.event.id),
      timestamp: this.clock.now(),
      body: JSON.stringify(orderEventBody(delivery.event)),
    });
    const at = this.clock.now();
    if (answer.delivered) {
      await this.outbox.delivered(delivery.id, delivery.claim, at, answer.status);
      return;
    }
    const failure = { status: answer.status, error: answer.error };
    const next = nextWebhookAttemptAt(at, delivery.retryingSince, delivery.attempts, this.random());
    if (next === null) await this.outbox.failed(delivery.id, delivery.claim, at, failure);
    else await this.outbox.retryAt(delivery.id, delivery.claim, next, failure);
  }
}
