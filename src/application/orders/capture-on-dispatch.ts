import { dispatchCaptureKey, dispatchedValueMinor } from '../../domain/orders/dispatch-capture.js';
import type { Order } from '../../domain/orders/order.js';
import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import type { Result } from '../../domain/shared/result.js';
import type { AuditActor } from '../../ports/operator-audit.port.js';
import type { Shipment } from '../../ports/order-fulfilment.port.js';
import type { ProblemLog } from '../../ports/problem-log.port.js';
import type { CaptureOrderPayment } from './capture-order-payment.use-case.js';
import type { MoneyActionError } from './money-action-errors.js';
import { followUpOf, type PaymentFollowUp, type PlannedFollowUp } from './payment-follow-up.js';
import { parcelTrackingOf } from './parcel-tracking.js';

/**
 * On an order whose payment is captured by hand, a dispatch captures what it sends (see
 * `dispatchedValueMinor`), naming the parcel's units and the delivery with the first parcel, and
 * its carrier and tracking (for a provider that takes them), through the capture use case, as the
 * operator who dispatched, under the shipment's key. The capture is planned before the dispatch
 * is written (`plan`) and recorded, its money reserved, in the dispatch's transaction; once that
 * is committed `afterDispatch` asks the provider for it: a crash in between leaves it recorded
 * and unsent, and the shop's sweep of unsent actions sends it. The dispatch is done whatever the
 * capture's fate: a capture that did not go through is reported and left as its modification
 * says, to be asked again with the same key. The order's ledger decides, not the site's mode now:
 * a payment captured at authorisation (or captured whole already) has nothing left to capture,
 * and nothing is asked (null).
 */
export class CaptureOnDispatch {
  constructor(
    private readonly capture: CaptureOrderPayment,
    private readonly problems: ProblemLog,
  ) {}

  /** The capture the parcel owes, as it is to be recorded with the dispatch; null when it owes none. */
  async plan(order: Order, shipment: Shipment, firstShipment: boolean, actor: AuditActor): Promise<PlannedFollowUp | null> {
    const planned = await this.run(order, shipment, firstShipment, actor, true);
    return nothingLeft(planned) ? null : { idempotencyKey: dispatchCaptureKey(shipment.id), planned };
  }

  /**
   * Asks the provider for the parcel's capture: the one recorded with the dispatch, or (no plan:
   * the same dispatch asked again) the one found under the shipment's key, asked again if the
   * provider never took it, or, for a parcel that has none, recorded and asked now.
   */
  async afterDispatch(order: Order, shipment: Shipment, firstShipment: boolean, actor: AuditActor, planned?: PlannedFollowUp): Promise<PaymentFollowUp | null> {
    const idempotencyKey = dispatchCaptureKey(shipment.id);
    const result = planned === undefined || planned.planned.ok ? await this.run(order, shipment, firstShipment, actor, false) : planned.planned;
    if (nothingLeft(result)) return null;
    const capture = followUpOf(idempotencyKey, result);
    if (capture.status !== 'asked') {
      this.problems.report('DISPATCH_CAPTURE_NOT_TAKEN', { orderReference: order.reference, shipmentId: shipment.id, status: capture.status, code: capture.code });
    }
    return capture;
  }

  private run(order: Order, shipment: Shipment, firstShipment: boolean, actor: AuditActor, planOnly: boolean) {
    const amountMinor = dispatchedValueMinor(order, shipment.lines, firstShipment);
    const covers = { lines: shipment.lines.map(({ position, quantity }) => ({ position, quantity })), delivery: firstShipment && order.deliveryPrice.amountMinor > 0 };
    const parcel = parcelTrackingOf(shipment);
    return this.capture.executeAtMost({ orderReference: order.reference, idempotencyKey: dispatchCaptureKey(shipment.id), actor, amountMinor, covers, parcel, planOnly });
  }
}


/** Nothing of the authorisation is left to capture: captured at authorisation, or whole already. */
const nothingLeft = (result: Result<PaymentModificationRecord, MoneyActionError>): boolean =>
  !result.ok && result.error.code === 'CAPTURE_OVER_AUTHORISED' && result.error.remainingMinor === 0;
