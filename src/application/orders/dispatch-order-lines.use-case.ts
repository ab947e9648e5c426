import { carrierByCode, normaliseTrackingNumber } from '../../domain/orders/carriers.js';
import { keyedShipmentId } from '../../domain/orders/dispatch-capture.js';
import { planLineMove, type LineFulfilment, type LineQuantity } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { FulfilmentEmails } from '../../ports/order-emails.port.js';
import type { OrderFulfilment, Shipment } from '../../ports/order-fulfilment.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CaptureOnDispatch } from './capture-on-dispatch.js';
import type { PaymentFollowUp } from './payment-follow-up.js';
import type { FulfilmentError } from './fulfilment-errors.js';
import { sendOrderEmail } from './fulfil-order.js';

export interface DispatchOrderLinesInput {
  reference: string;
  carrier: string;
  trackingNumber: string;
  /** The units to send, or every unit still to send. */
  lines: readonly LineQuantity[] | 'all';
  actor: AuditActor;
  /** The operator's key for this dispatch, if any: the same key again on the order is the same parcel, sent and captured once. */
  idempotencyKey?: string;
}

export interface DispatchOutcome {
  shipment: Shipment;
  emailSent: boolean;
  capture: PaymentFollowUp | null;
  /** The parcel was dispatched before under the same key: nothing was sent again, its capture was asked again if it had not gone through. */
  repeated: boolean;
}

/**
 * An operator sends all or some of a paid order's lines in one parcel, with the carrier and its
 * tracking number: the shipment, the lines' units and the `order.dispatched` event are written
 * together, the action goes to the audit log, and the shopper gets the dispatch email with the
 * tracking link. On a manual-capture site the dispatch captures what it sent (the delivery with
 * the first parcel): the capture is planned on the order as read, recorded with its money
 * reserved in the dispatch's transaction (written only while the order's first parcel is as
 * planned and the ledger still has the money, else planned again), and asked of the provider
 * once that is committed, so no crash can send a parcel and lose its capture. The parcel stays
 * dispatched whatever the capture's fate, which the answer says (null: nothing to capture at
 * dispatch). The same key again answers the same parcel, its capture asked again if never taken.
 */
export class DispatchOrderLines {
  constructor(
    private readonly orders: Orders,
    private readonly fulfilment: OrderFulfilment,
    private readonly audit: OperatorAuditLog,
    private readonly emails: FulfilmentEmails,
    private readonly sender: EmailSender,
    private readonly problems: ProblemLog,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly capture: Pick<CaptureOnDispatch, 'plan' | 'afterDispatch'>,
  ) {}

  async execute(input: DispatchOrderLinesInput): Promise<Result<DispatchOutcome, FulfilmentError>> {
    const carrier = carrierByCode(input.carrier);
    if (carrier === null) return err({ code: 'CARRIER_UNKNOWN', carrier: input.carrier });
    const trackingNumber = normaliseTrackingNumber(carrier, input.trackingNumber);
    if (trackingNumber === null) return err({ code: 'TRACKING_NUMBER_INVALID', carrier: carrier.name });
    // Each round reads the order and its lines afresh: a round whose write lost a race (units taken, the first parcel
    // or the ledger's money moved) plans again on what changed; an order has only so many units, so the rounds end.
    for (;;) {
      const order = await this.orders.byReference(input.reference);
      if (order === null) return err({ code: 'ORDER_NOT_FOUND', reference: input.reference });
      const id = input.idempotencyKey === undefined ? this.ids.next() : keyedShipmentId(order.id, input.idempotencyKey);
      const keyed = input.idempotencyKey !== undefined;
      const before = await this.fulfilment.of(order.id);
      // Looked up after the lines are read: a request of the same key that committed before is found, never planned again.
      const earlier = keyed ? await this.fulfilment.shipment(id) : null;
      if (earlier !== null) return this.repeat(order, earlier, input.actor);
      const move = planLineMove('dispatch', order.status, before.lines, input.lines);
      if (!move.ok) return move;
      const at = this.clock.now();
      const shipment: Shipment = {
        id, orderId: order.id, carrierCode: carrier.code, trackingNumber, dispatchedAt: at, deliveredAt: null, createdBy: input.actor.name, lines: move.value,
      };
      const firstParcel = before.shipments.length === 0;
      const planned = await this.capture.plan(order, shipment, firstParcel, input.actor);
      const payment = planned?.planned.ok === true ? planned.planned.value : null;
      const written = await this.fulfilment.dispatch({
        id, orderId: order.id, carrierCode: carrier.code, trackingNumber, lines: move.value, at, by: input.actor.name,
        ...(payment === null ? {} : { capture: { payment, firstParcel } }),
      });
      if (!written) {
        // The same key sent twice at once: the other request wrote the parcel, and this one answers as its repeat.
        const raced = keyed ? await this.fulfilment.shipment(id) : null;
        if (raced !== null) return this.repeat(order, raced, input.actor);
        continue;
      }
      await this.audited(order, before.lines, shipment, payment, input.actor, at);
      const capture = planned === null ? null : await this.capture.afterDispatch(order, shipment, firstParcel, input.actor, planned);
      const emailSent = await sendOrderEmail(this.sender, this.problems, 'DISPATCH_EMAIL_FAILED', order, () => this.emails.dispatched(order, shipment));
      return ok({ shipment, emailSent, capture, repeated: false });
    }
  }

  private async repeat(order: Order, shipment: Shipment, actor: AuditActor): Promise<Result<DispatchOutcome, FulfilmentError>> {
    const capture = await this.capture.afterDispatch(order, shipment, await this.isFirst(order.id, shipment.id), actor);
    return ok({ shipment, emailSent: false, capture, repeated: true });
  }

  /** The dispatch, then the capture it recorded, written to the audit log as the operator who dispatched. */
  private async audited(
    order: Order, before: readonly LineFulfilment[], shipment: Shipment, capture: PaymentModificationRecord | null, actor: AuditActor, at: Date,
  ): Promise<void> {
    const target = `order:${order.reference}`;
    await this.audit.record({ actor, action: 'order.dispatch', target, before, after: { shipment }, at });
    if (capture !== null) {
      await this.audit.record({
        actor, action: 'order.payment.capture', target, before: null,
        after: { modification: capture.id, amount: capture.amount, lines: capture.lines, delivery: capture.delivery }, at,
      });
    }
  }

  /** The order's first parcel by its own sequence: a repeat of the key captures as the parcel did. */
  private async isFirst(orderId: string, shipmentId: string): Promise<boolean> {
    return (await this.fulfilment.of(orderId)).shipments[0]?.id === shipmentId;
  }
}
