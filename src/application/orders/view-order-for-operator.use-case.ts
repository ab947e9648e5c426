import { fulfilmentStatusOf, type FulfilmentStatus } from '../../domain/orders/fulfilment.js';
import { orderTimeline, type TimelineEntry } from '../../domain/orders/order-timeline.js';
import type { Order } from '../../domain/orders/order.js';
import type { CaptureModeOf, PaymentLedger } from '../../domain/orders/payment-ledger.js';
import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OrderActivity } from '../../ports/order-activity.port.js';
import type { OrderFulfilment, OrderFulfilmentRecord } from '../../ports/order-fulfilment.port.js';
import type { OrderPayments } from '../../ports/order-payments.port.js';
import type { OrderReturns } from '../../ports/order-returns.port.js';
import type { OrderWithHistory, ViewOrderHistory } from './view-order-history.use-case.js';

/** The most audit entries an order page reads: far more than one order's staff actions ever are. */
const AUDIT_ENTRIES_READ = 500;

/** Everything an operator reads on an order's page. */
export interface OperatorOrder {
  order: Order;
  attempts: OrderWithHistory['attempts'];
  fulfilment: OrderFulfilmentRecord & { status: FulfilmentStatus };
  /** Null for an order that was never paid. */
  ledger: PaymentLedger | null;
  /** Captures, cancels and refunds asked, oldest first. */
  modifications: PaymentModificationRecord[];
  /** Newest first. */
  timeline: TimelineEntry[];
}

/**
 * One order for the console's order page: its lines with what was dispatched, delivered,
 * cancelled and refunded, its payment ledger and modifications, its payment attempts, and the
 * timeline of everything that happened to it, merged from the order, its money, its parcels, its
 * events out and the audit log.
 */
export class ViewOrderForOperator {
  constructor(
    private readonly history: Pick<ViewOrderHistory, 'execute'>,
    private readonly fulfilment: Pick<OrderFulfilment, 'of'>,
    private readonly payments: Pick<OrderPayments, 'ledgerOf' | 'modificationsOf'>,
    private readonly activity: OrderActivity,
    private readonly returns: Pick<OrderReturns, 'ofOrder'>,
    private readonly captureModeOf: CaptureModeOf,
  ) {}

  async execute(reference: string): Promise<Result<OperatorOrder, { code: 'ORDER_NOT_FOUND' }>> {
    const found = await this.history.execute(reference);
    if (!found.ok) return err(found.error);
    const { order, attempts, history } = found.value;
    const [fulfilment, ledger, modifications, events, returns] = await Promise.all([
      this.fulfilment.of(order.id),
      // Only a paid order has a ledger; asking opens it from the paid total the first time.
      order.status === 'paid' ? this.payments.ledgerOf(order.id, this.captureModeOf(order.siteCode)) : Promise.resolve(null),
      this.payments.modificationsOf(order.id),
      this.activity.eventsOf(order.id),
      this.returns.ofOrder(order.id),
    ]);
    const targets = [`order:${order.reference}`, ...fulfilment.shipments.map((s) => `shipment:${s.id}`), ...returns.map((r) => `return:${r.reference}`)];
    const audit = await this.activity.auditOf(targets, AUDIT_ENTRIES_READ);
    const address = order.details.deliveryAddress;
    const timeline = orderTimeline({
      order: { reference: order.reference, status: order.status, createdAt: order.createdAt, closedAt: order.closedAt, shopperName: `${address.firstName} ${address.lastName}`.trim() },
      attempts, history, modifications, shipments: fulfilment.shipments, cancellations: fulfilment.cancellations, events, audit,
    });
    return ok({ order, attempts, fulfilment: { ...fulfilment, status: fulfilmentStatusOf(fulfilment.lines) }, ledger, modifications, timeline });
  }
}
