import type { LineFulfilment, LineQuantity } from '../../src/domain/orders/fulfilment.js';
import type { Order } from '../../src/domain/orders/order.js';
import type {
  CancellationWritten, KeyedCancellation, LineCancellation, NewCancellation, NewShipment, OrderFulfilment, OrderFulfilmentRecord, Shipment,
} from '../../src/ports/order-fulfilment.port.js';
import type { NewPaymentModification } from '../../src/ports/order-payments.port.js';
import type { OrderEventToAppend } from '../../src/adapters/persistence/sql-order-events.js';
import type { InMemoryOrders } from './in-memory-orders.js';

const copy = <T>(value: T): T => structuredClone(value);
const keyOf = (orderId: string, idempotencyKey: string): string => `${orderId}\n${idempotencyKey}`;

/**
 * Fulfilment in memory, passing the same contract suite as SqlOrderFulfilment: each write reads
 * the order, then checks and writes without an `await` in between (the check is not async), so it is as whole as the SQL
 * statement. Cancelled units go back to the orders' shop stock; events are kept in `events`.
 */
export class InMemoryOrderFulfilment implements OrderFulfilment {
  readonly events: OrderEventToAppend[] = [];
  private readonly counters = new Map<string, Map<number, { dispatched: number; cancelled: number }>>();
  private readonly shipments: Shipment[] = [];
  private readonly cancellations = new Map<string, LineCancellation[]>();
  private readonly keyed = new Map<string, KeyedCancellation>();
  /** The money actions dispatches and cancellations recorded with them (kept as given: no ledger here, so none is refused). */
  readonly payments: NewPaymentModification[] = [];

  constructor(private readonly orders: InMemoryOrders) {}

  async of(orderId: string): Promise<OrderFulfilmentRecord> {
    const order = await this.orders.byId(orderId);
    const lines: LineFulfilment[] = (order?.lines ?? []).map((l, position) => {
      const c = this.counters.get(orderId)?.get(position) ?? { dispatched: 0, cancelled: 0 };
      const delivered = this.shipments.filter((s) => s.orderId === orderId && s.deliveredAt !== null)
        .flatMap((s) => s.lines).filter((sl) => sl.position === position).reduce((sum, sl) => sum + sl.quantity, 0);
      return { position, ordered: l.quantity, dispatched: c.dispatched, cancelled: c.cancelled, delivered };
    });
    return { lines, shipments: copy(this.shipments.filter((s) => s.orderId === orderId)), cancellations: copy(this.cancellations.get(orderId) ?? []) };
  }

  async shipment(id: string): Promise<Shipment | null> {
    return copy(this.shipments.find((s) => s.id === id) ?? null);
  }

  async dispatch(s: NewShipment): Promise<boolean> {
    const counters = this.movable(await this.orders.byId(s.orderId), s.lines);
    if (counters === null || this.shipments.some((x) => x.id === s.id)) return false;
    if (s.capture !== undefined && this.shipments.some((x) => x.orderId === s.orderId) === s.capture.firstParcel) return false;
    if (s.capture !== undefined) this.payments.push(copy(s.capture.payment));
    for (const l of s.lines) counters.get(l.position)!.dispatched += l.quantity;
    this.shipments.push({
      id: s.id, orderId: s.orderId, carrierCode: s.carrierCode, trackingNumber: s.trackingNumber, dispatchedAt: s.at, deliveredAt: null, createdBy: s.by, lines: copy([...s.lines]),
    });
    this.events.push({
      orderId: s.orderId, type: 'order.dispatched',
      data: { shipmentId: s.id, carrier: s.carrierCode, trackingNumber: s.trackingNumber, lines: copy([...s.lines]), dispatchedAt: s.at.toISOString() },
    });
    return true;
  }

  async markDelivered(shipmentId: string, at: Date): Promise<boolean> {
    const shipment = this.shipments.find((s) => s.id === shipmentId);
    if (shipment === undefined || shipment.deliveredAt !== null) return false;
    shipment.deliveredAt = at;
    this.events.push({ orderId: shipment.orderId, type: 'order.delivered', data: { shipmentId, deliveredAt: at.toISOString() } });
    return true;
  }

  async cancel(c: NewCancellation): Promise<CancellationWritten> {
    const order = await this.orders.byId(c.orderId);
    // From here on no await: the check and the write are as whole as the SQL transaction.
    const keyed = this.keyed.get(keyOf(c.orderId, c.idempotencyKey));
    if (keyed !== undefined) return { kind: 'repeated', cancellation: copy(keyed) };
    const counters = this.movable(order, c.lines);
    const same = counters !== null && counters.size === c.linesBefore.length
      && c.linesBefore.every((l) => counters.get(l.position)?.dispatched === l.dispatched && counters.get(l.position)?.cancelled === l.cancelled);
    if (counters === null || order === null || !same) return { kind: 'lines-changed' };
    const cancelled = this.cancellations.get(c.orderId) ?? [];
    for (const l of c.lines) {
      counters.get(l.position)!.cancelled += l.quantity;
      cancelled.push({ position: l.position, quantity: l.quantity, at: c.at, by: c.by });
      const stockId = order.lines[l.position]!.stockId;
      this.orders.shop.stock.set(stockId, (this.orders.shop.stock.get(stockId) ?? 0) + l.quantity);
    }
    this.cancellations.set(c.orderId, cancelled);
    this.keyed.set(keyOf(c.orderId, c.idempotencyKey), { id: c.id, orderId: c.orderId, lines: copy([...c.lines]), followUps: { ...c.followUps }, at: c.at, by: c.by });
    this.payments.push(...copy([...c.payments]));
    this.events.push({ orderId: c.orderId, type: 'order.cancelled', data: { lines: copy([...c.lines]), cancelledAt: c.at.toISOString() } });
    return { kind: 'cancelled', recorded: c.payments.map((m) => m.id) };
  }

  async cancellation(orderId: string, idempotencyKey: string): Promise<KeyedCancellation | null> {
    return copy(this.keyed.get(keyOf(orderId, idempotencyKey)) ?? null);
  }

  /** The order's line counters when it is paid and every line named has the units left; else null. */
  private movable(order: Order | null, lines: readonly LineQuantity[]): Map<number, { dispatched: number; cancelled: number }> | null {
    if (order === null || order.status !== 'paid') return null;
    const counters = this.counters.get(order.id) ?? new Map(order.lines.map((_, position) => [position, { dispatched: 0, cancelled: 0 }]));
    for (const l of lines) {
      const line = order.lines[l.position];
      const c = counters.get(l.position);
      if (line === undefined || c === undefined || c.dispatched + c.cancelled + l.quantity > line.quantity) return null;
    }
    this.counters.set(order.id, counters);
    return counters;
  }
}
