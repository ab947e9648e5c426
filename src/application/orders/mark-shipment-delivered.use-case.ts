import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OrderFulfilment, Shipment } from '../../ports/order-fulfilment.port.js';
import type { AuditActor, OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { FulfilmentError } from './fulfilment-errors.js';

/**
 * An operator marks a parcel delivered (the carrier said so): once, with its `order.delivered`
 * event. Marking it again changes nothing and answers the shipment as it is.
 */
export class MarkShipmentDelivered {
  constructor(private readonly fulfilment: OrderFulfilment, private readonly audit: OperatorAuditLog, private readonly clock: Clock) {}

  async execute(input: { shipmentId: string; actor: AuditActor }): Promise<Result<Shipment, FulfilmentError>> {
    const before = await this.fulfilment.shipment(input.shipmentId);
    if (before === null) return err({ code: 'SHIPMENT_NOT_FOUND', id: input.shipmentId });
    const at = this.clock.now();
    if (!(await this.fulfilment.markDelivered(input.shipmentId, at))) return ok((await this.fulfilment.shipment(input.shipmentId))!);
    const after: Shipment = { ...before, deliveredAt: at };
    await this.audit.record({ actor: input.actor, action: 'shipment.delivered', target: `shipment:${before.id}`, before: { deliveredAt: null }, after: { deliveredAt: at }, at });
    return ok(after);
  }
}
