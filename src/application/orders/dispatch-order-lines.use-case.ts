import { carrierByCode, normaliseTrackingNumber } from '../../domain/orders/carriers.js';
import { keyedShipmentId } from '../../domain/orders/dispatch-capture.js';
import type { LineQuantity } from '../../domain/orders/fulfilment.js';
import type { Order } from '../../domain/orders/order.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EmailSender } from '../../ports/email-sender.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { FulfilmentEmails } from '../../ports/order-emails.port.js';
import type { OrderFulfilment, Shipment } from '../../ports/order-fulfilment.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CaptureOnDispatch, PaymentFollowUp } from './capture-on-dispatch.js';
import type { FulfilmentError } from './fulfilment-errors.js';
import { moveLines, sendOrderEmail } from './fulfil-order.js';

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
 * tracking link. On a manual-capture site the dispatch then captures what it sent (the delivery
 * with the first parcel); the parcel stays dispatched whatever the capture's fate, which the
 * answer says (null: nothing to capture at dispatch).
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
    private readonly capture: Pick<CaptureOnDispatch, 'afterDispatch'>,
  ) {}

  async execute(input: DispatchOrderLinesInput): Promise<Result<DispatchOutcome, FulfilmentError>> {
    const carrier = carrierByCode(input.carrier);
    if (carrier === null) return err({ code: 'CARRIER_UNKNOWN', carrier: input.carrier });
    const trackingNumber = normaliseTrackingNumber(carrier, input.trackingNumber);
    if (trackingNumber === null) return err({ code: 'TRACKING_NUMBER_INVALID', carrier: carrier.name });
    const order = await this.orders.byReference(input.reference);
    if (order === null) return err({ code: 'ORDER_NOT_FOUND', reference: input.reference });
    const id = input.idempotencyKey === undefined ? this.ids.next() : keyedShipmentId(order.id, input.idempotencyKey);
    const keyed = input.idempotencyKey !== undefined;
    const earlier = keyed ? await this.fulfilment.shipment(id) : null;
    if (earlier !== null) return this.repeat(order, earlier, input.actor);
    const at = this.clock.now();
    const before = await this.fulfilment.of(order.id);
    // The same key sent twice at once: one request writes the shipment, the other's write of the
    // same id changes nothing and it answers as a repeat of the first.
    const raced: { shipment: Shipment | null } = { shipment: null };
    const moved = await moveLines(this.fulfilment, 'dispatch', order, input.lines, async (lines) => {
      if (await this.fulfilment.dispatch({ id, orderId: order.id, carrierCode: carrier.code, trackingNumber, lines, at, by: input.actor.name })) return true;
      raced.shipment = keyed ? await this.fulfilment.shipment(id) : null;
      return raced.shipment !== null;
    });
    if (raced.shipment !== null) return this.repeat(order, raced.shipment, input.actor);
    if (!moved.ok) return moved;
    const shipment: Shipment = {
      id, orderId: order.id, carrierCode: carrier.code, trackingNumber, dispatchedAt: at, deliveredAt: null, createdBy: input.actor.name, lines: moved.value,
    };
    await this.audit.record({
      actor: input.actor, action: 'order.dispatch', target: `order:${order.reference}`, before: before.lines, after: { shipment }, at,
    });
    const capture = await this.capture.afterDispatch(order, shipment, await this.isFirst(order.id, id), input.actor);
    const emailSent = await sendOrderEmail(this.sender, this.problems, 'DISPATCH_EMAIL_FAILED', order, () => this.emails.dispatched(order, shipment));
    return ok({ shipment, emailSent, capture, repeated: false });
  }

  private async repeat(order: Order, shipment: Shipment, actor: AuditActor): Promise<Result<DispatchOutcome, FulfilmentError>> {
    const capture = await this.capture.afterDispatch(order, shipment, await this.isFirst(order.id, shipment.id), actor);
    return ok({ shipment, emailSent: false, capture, repeated: true });
  }

  /** The order's first parcel by its own sequence, so two dispatches at once do not both take the delivery. */
  private async isFirst(orderId: string, shipmentId: string): Promise<boolean> {
    return (await this.fulfilment.of(orderId)).shipments[0]?.id === shipmentId;
  }
}
