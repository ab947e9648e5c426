import type { PaymentFollowUp } from '../../../src/application/orders/payment-follow-up.js';
import { err } from '../../../src/domain/shared/result.js';
import { CancelOrderLines } from '../../../src/application/orders/cancel-order-lines.use-case.js';
import { DispatchOrderLines } from '../../../src/application/orders/dispatch-order-lines.use-case.js';
import { MarkShipmentDelivered } from '../../../src/application/orders/mark-shipment-delivered.use-case.js';
import { OrderFulfilmentEmails } from '../../../src/adapters/providers/email/order-fulfilment-emails.js';
import { ownerKeyOf, type BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import type { Order } from '../../../src/domain/orders/order.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';
import type { AuditActor, AuditEntry, OperatorAuditLog } from '../../../src/ports/operator-audit.port.js';
import { InMemoryOrderFulfilment } from '../../support/in-memory-order-fulfilment.js';
import { InMemoryOrders, InMemoryShopState } from '../../support/in-memory-orders.js';
import { orderLine, orderSnapshot } from '../../support/order-fixtures.js';

export const SAM: AuditActor = { kind: 'operator', id: 'op-1', name: 'Sam Support' };

/** A follow-up the kit answers, planned as one not recorded with the dispatch or cancellation (the ledger's part is tested in dispatch-capture.test.ts). */
const notRecorded = (followUp: PaymentFollowUp | null) => (followUp === null ? null : { idempotencyKey: followUp.idempotencyKey, planned: err({ code: 'PAYMENT_CHANGED' as const }) });

/** The fulfilment use cases over in-memory orders and fulfilment, with the audit log, the emails sent and the problems reported kept. */
export function fulfilmentKit(now = new Date('2026-11-27T10:00:00.000Z')) {
  const shop = new InMemoryShopState();
  const orders = new InMemoryOrders(shop);
  const fulfilment = new InMemoryOrderFulfilment(orders);
  const audit: AuditEntry[] = [];
  const auditLog: OperatorAuditLog = { record: async (entry) => void audit.push(entry), page: async () => [] };
  const sent: OutgoingEmail[] = [];
  const problems: { event: string; details: Record<string, unknown> }[] = [];
  const kit = {
    mailFails: false,
    /** What each dispatch answers it captured (a manual-capture site's capture is tested over the ledger in dispatch-capture.test.ts). */
    capture: null as PaymentFollowUp | null,
    /** What each cancellation of lines answers it released (tested over the ledger in dispatch-capture.test.ts). */
    release: null as PaymentFollowUp | null,
    /** What each cancellation of lines answers it refunded (tested over the ledger in dispatch-capture.test.ts). */
    refund: null as PaymentFollowUp | null,
    sender: { send: async (email: OutgoingEmail) => {
      if (kit.mailFails) throw new Error('SMTP refused');
      sent.push(email);
    } },
  };
  const log = { report: (event: string, details: Record<string, unknown>) => void problems.push({ event, details }) };
  const clock = { now: () => now };
  let ids = 0;
  const emails = new OrderFulfilmentEmails('shop@example.com');
  /** A placed order of (stock id, units) lines on `site`, paid unless told otherwise; 10 units of each size in stock before. */
  const order = async (lines: [string, number][], { paid = true, site = 'evans' } = {}): Promise<Order> => {
    const owner: BasketOwner = { kind: 'guest', sessionId: `s${++ids}`, site };
    shop.basketUnits.set(ownerKeyOf(owner), new Map(lines));
    for (const [stockId] of lines) shop.stock.set(stockId, 10);
    const id = `order-${ids}`;
    const placed = await orders.place(id, `EV-${1000000 + ids}`, { ...orderSnapshot(owner, lines.map(([s, n]) => orderLine(s, n))), siteCode: site }, now);
    if (!placed.ok) throw new Error(placed.error.code);
    if (paid) await orders.close(id, { status: 'paid', paymentMethod: 'visa', pspReference: 'P', issuedVoucherCodes: [], captureMode: 'automatic' }, now);
    return (await orders.byId(id))!;
  };
  return {
    shop, orders, fulfilment, audit, sent, problems, order, kit,
    dispatch: new DispatchOrderLines(orders, fulfilment, auditLog, emails, kit.sender, log, clock, { next: () => `shipment-${++ids}` }, 
      { plan: async () => notRecorded(kit.capture), afterDispatch: async () => kit.capture }),
    delivered: new MarkShipmentDelivered(fulfilment, auditLog, clock),
    cancel: new CancelOrderLines(orders, fulfilment, auditLog, emails, kit.sender, log, clock, { next: () => `cancellation-${++ids}` },
      { plan: async () => notRecorded(kit.release), ask: async () => kit.release! },
      { plan: async () => ({ refund: notRecorded(kit.refund), deliveryRefund: null }), ask: async () => ({ refund: kit.refund, deliveryRefund: null }) }),
  };
}
