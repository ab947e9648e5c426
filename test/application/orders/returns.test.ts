import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { SqlOrderFulfilment } from '../../../src/adapters/persistence/sql-order-fulfilment.js';
import { SqlOrderReturns } from '../../../src/adapters/persistence/sql-order-returns.js';
import { SqlOrders } from '../../../src/adapters/persistence/sql-orders.js';
import { OrderReturnEmails } from '../../../src/adapters/providers/email/order-return-emails.js';
import { CloseReturn } from '../../../src/application/orders/close-return.use-case.js';
import { ReceiveReturn } from '../../../src/application/orders/receive-return.use-case.js';
import { RefundReturn, returnRefundKeyOf } from '../../../src/application/orders/refund-return.use-case.js';
import type { RefundOrder } from '../../../src/application/orders/refund-order.use-case.js';
import { RequestReturn } from '../../../src/application/orders/request-return.use-case.js';
import { FindOrderForReturn, ViewOrderReturns } from '../../../src/application/orders/view-order-returns.use-case.js';
import { ownerKeyOf } from '../../../src/domain/accounts/basket-owner.js';
import type { Order } from '../../../src/domain/orders/order.js';
import type { PaymentModificationRecord } from '../../../src/domain/orders/payment-modification.js';
import { err, ok } from '../../../src/domain/shared/result.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';
import type { OrderReturns } from '../../../src/ports/order-returns.port.js';
import { InMemoryOperatorAuditLog } from '../../support/in-memory-operator-audit-log.js';
import { orderLine, orderSnapshot } from '../../support/order-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, openMigratedPglite } from '../../support/test-databases.js';

const SAM = { kind: 'operator' as const, id: 'op-1', name: 'Sam Support' };
const FAY = { kind: 'operator' as const, id: 'op-2', name: 'Fay Finance' };
const DAY = 86_400_000;
const dispatchedAt = new Date('2026-11-01T10:00:00.000Z');

let db: Database;
beforeAll(async () => {
  db = await openMigratedPglite();
  await db.query(`INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
    VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500)`);
}, DATABASE_START_TIMEOUT_MS);
afterAll(async () => db?.close());

let counter = 0;
/** A paid guest order of two units of one size, both dispatched on 1 November. */
async function dispatchedOrder(): Promise<Order> {
  const n = ++counter;
  const owner = { kind: 'guest' as const, sessionId: `s${n}`, site: 'evans' };
  await db.query("INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ($1, 1, '12', 10, 0)", [`U${n}`]);
  await db.query('INSERT INTO basket_lines (id, owner_key, stock_id, quantity, last_added_at) VALUES ($1, $2, $3, 2, now())', [`l${n}`, ownerKeyOf(owner), `U${n}`]);
  const orders = new SqlOrders(db);
  const placed = await orders.place(`order-${n}`, `EV-${2000000 + n}`, orderSnapshot(owner, [orderLine(`U${n}`, 2, 2500)]), dispatchedAt);
  if (!placed.ok) throw new Error(placed.error.code);
  await orders.close(`order-${n}`, { status: 'paid', paymentMethod: 'visa', pspReference: 'P', issuedVoucherCodes: [], captureMode: 'automatic' }, dispatchedAt);
  await new SqlOrderFulfilment(db).dispatch({ id: `sh${n}`, orderId: `order-${n}`, carrierCode: 'dpd', trackingNumber: '15501234567890', lines: [{ position: 0, quantity: 2 }], at: dispatchedAt, by: 'Sam' });
  return (await orders.byId(`order-${n}`))!;
}

/** The returns use cases over SQL on PGlite, at `now`, with the emails sent, the audit log and the refunds asked kept. */
function returnsKit(now: Date, returns: OrderReturns = new SqlOrderReturns(db)) {
  const sent: OutgoingEmail[] = [];
  const audit = new InMemoryOperatorAuditLog();
  const refundsAsked: Parameters<RefundOrder['execute']>[0][] = [];
  const refundAnswer = { next: null as ReturnType<typeof err> | null };
  const refunds: Pick<RefundOrder, 'execute'> = {
    execute: async (cmd) => {
      refundsAsked.push(cmd);
      if (refundAnswer.next !== null) return refundAnswer.next as never;
      const record: PaymentModificationRecord = {
        id: `mod-${refundsAsked.length}`, orderId: '', kind: 'refund', amount: { amountMinor: 2500, currency: 'GBP' }, lines: cmd.selection.kind === 'lines' ? cmd.selection.lines : [],
        delivery: false, state: 'requested', idempotencyKey: cmd.idempotencyKey, providerReference: null, failureReason: null, requestedBy: 'operator:op-2', requestedAt: now, settledAt: null, benefits: null,
      };
      return ok(record);
    },
  };
  const clock = { now: () => now };
  const emails = new OrderReturnEmails('shop@example.com');
  const sender = { send: async (email: OutgoingEmail) => void sent.push(email) };
  const problems = { report: () => undefined };
  let ids = 0;
  const fulfilment = new SqlOrderFulfilment(db);
  const orders = new SqlOrders(db);
  return {
    sent, audit, refundsAsked, refundAnswer,
    request: new RequestReturn(fulfilment, returns, () => 28, audit, emails, sender, problems, clock, { next: () => `ret-${now.getTime()}-${++ids}-${counter}` }),
    receive: new ReceiveReturn(orders, returns, audit, emails, sender, problems, clock),
    refund: new RefundReturn(orders, returns, refunds, audit, clock),
    close: new CloseReturn(returns, audit, clock),
    view: new ViewOrderReturns(fulfilment, returns, () => 28, clock),
    find: new FindOrderForReturn(orders),
  };
}

describe('returns (use cases over the SQL stores)', { timeout: DATABASE_START_TIMEOUT_MS }, () => {
  it('asks, receives and refunds a return: the reference, the emails, the audit log and the refund by the units found under the return\'s own key', async () => {
    const order = await dispatchedOrder();
    const k = returnsKit(new Date(dispatchedAt.getTime() + 3 * DAY));
    expect((await k.view.execute(order)).returnable).toEqual([{ position: 0, units: 2, closesAt: new Date(dispatchedAt.getTime() + 28 * DAY) }]);
    const asked = await k.request.execute({ order, lines: [{ position: 0, quantity: 2 }], reason: 'faulty', by: { kind: 'shopper' } });
    expect(asked).toMatchObject({ ok: true, value: { emailSent: true, ret: { reference: `R-${order.reference}-1`, reason: 'faulty', requestedBy: 'shopper' } } });
    if (!asked.ok) return;
    expect(k.sent.map((e) => e.subject)).toEqual([`Your return R-${order.reference}-1 is registered`]);
    // A shopper's request is not an operator action.
    expect(k.audit.entries).toEqual([]);

    const received = await k.receive.execute({ returnId: asked.value.ret.id, lines: [{ position: 0, quantity: 1 }], actor: SAM });
    expect(received).toMatchObject({ ok: true, value: { emailSent: true, ret: { state: 'received', lines: [{ position: 0, quantity: 2, received: 1 }] } } });
    // The unit not found may be asked back again.
    expect((await k.view.execute(order)).returnable).toMatchObject([{ position: 0, units: 1 }]);

    const refunded = await k.refund.execute({ returnId: asked.value.ret.id, idempotencyKey: 'press-1', actor: FAY });
    expect(refunded.ok).toBe(true);
    expect(k.refundsAsked).toEqual([{
      orderReference: order.reference, idempotencyKey: returnRefundKeyOf(asked.value.ret.id, 'press-1'), actor: FAY, selection: { kind: 'lines', lines: [{ position: 0, quantity: 1 }], delivery: false },
    }]);
    // The same press again resumes the same refund (asked under the same key), and is not audited twice.
    expect((await k.refund.execute({ returnId: asked.value.ret.id, idempotencyKey: 'press-1', actor: FAY })).ok).toBe(true);
    expect(k.refundsAsked.map((r) => r.idempotencyKey)).toEqual([returnRefundKeyOf(asked.value.ret.id, 'press-1'), returnRefundKeyOf(asked.value.ret.id, 'press-1')]);
    expect(k.audit.entries.map((e) => [e.action, e.actor.name, e.target])).toEqual([
      ['order.return.receive', 'Sam Support', `return:R-${order.reference}-1`], ['order.return.refund', 'Fay Finance', `return:R-${order.reference}-1`],
    ]);
  });

  it('gives up the claim of a refund refused before anything was recorded, so another press may refund the return', async () => {
    const order = await dispatchedOrder();
    const k = returnsKit(new Date(dispatchedAt.getTime() + DAY));
    const asked = await k.request.execute({ order, lines: [{ position: 0, quantity: 1 }], reason: 'other', by: { kind: 'operator', actor: SAM } });
    if (!asked.ok) throw new Error(asked.error.code);
    expect(k.audit.entries.map((e) => e.action)).toEqual(['order.return.request']);
    expect((await k.refund.execute({ returnId: asked.value.ret.id, idempotencyKey: 'too-soon', actor: FAY }))).toEqual(err({ code: 'RETURN_NOT_RECEIVED', reference: asked.value.ret.reference }));
    await k.receive.execute({ returnId: asked.value.ret.id, lines: 'all', actor: SAM });
    k.refundAnswer.next = err({ code: 'REFUND_OVER_REMAINING', currency: 'GBP', remainingMinor: 0 });
    expect(await k.refund.execute({ returnId: asked.value.ret.id, idempotencyKey: 'press-1', actor: FAY })).toEqual(err({ code: 'REFUND_OVER_REMAINING', currency: 'GBP', remainingMinor: 0 }));
    k.refundAnswer.next = null;
    expect((await k.refund.execute({ returnId: asked.value.ret.id, idempotencyKey: 'press-2', actor: FAY })).ok).toBe(true);
    // Now its refund stands: another key, or closing it, is refused.
    expect(await k.refund.execute({ returnId: asked.value.ret.id, idempotencyKey: 'press-3', actor: FAY }))
      .toEqual(err({ code: 'RETURN_ALREADY_REFUNDED', reference: asked.value.ret.reference }));
  });

  it('closes a return whose parcel never came, giving its units back; refuses to receive it afterwards', async () => {
    const order = await dispatchedOrder();
    const k = returnsKit(new Date(dispatchedAt.getTime() + DAY));
    const asked = await k.request.execute({ order, lines: [{ position: 0, quantity: 2 }], reason: 'changed-mind', by: { kind: 'shopper' } });
    if (!asked.ok) throw new Error(asked.error.code);
    expect((await k.view.execute(order)).returnable).toEqual([]);
    expect(await k.close.execute({ returnId: asked.value.ret.id, actor: SAM })).toMatchObject({ ok: true, value: { state: 'closed', closedBy: 'Sam Support' } });
    expect((await k.view.execute(order)).returnable).toMatchObject([{ position: 0, units: 2 }]);
    // The systems told of the request are told it is over, and the audit log says who closed it.
    const events = await db.query<{ type: string; data: unknown }>("SELECT type, data->'data' AS data FROM order_events WHERE order_id = $1 ORDER BY sequence DESC LIMIT 1", [order.id]);
    expect(events.rows).toEqual([{ type: 'order.return_closed', data: { returnReference: asked.value.ret.reference, received: false, lines: [{ position: 0, quantity: 2 }] } }]);
    expect(k.audit.entries.at(-1)).toMatchObject({ action: 'order.return.close', target: `return:${asked.value.ret.reference}`, before: { state: 'requested' }, after: { state: 'closed' } });
    expect(await k.receive.execute({ returnId: asked.value.ret.id, lines: 'all', actor: SAM }))
      .toEqual(err({ code: 'RETURN_NOT_AWAITED', reference: asked.value.ret.reference, state: 'closed' }));
    expect(await k.close.execute({ returnId: 'nope', actor: SAM })).toEqual(err({ code: 'RETURN_NOT_FOUND', id: 'nope' }));
  });

  it('plans again when another request took the units first, and says how many are left', async () => {
    const order = await dispatchedOrder();
    const sql = new SqlOrderReturns(db);
    const now = new Date(dispatchedAt.getTime() + DAY);
    const other = returnsKit(now);
    // Another shopper's tab takes one unit between this request's plan and its write.
    let raced = false;
    const racing: OrderReturns = {
      ...sql, ofOrder: (id) => sql.ofOrder(id), byId: (id) => sql.byId(id), receive: sql.receive.bind(sql), close: sql.close.bind(sql),
      claimRefund: sql.claimRefund.bind(sql), releaseRefund: sql.releaseRefund.bind(sql),
      request: async (r) => {
        if (!raced) {
          raced = true;
          await other.request.execute({ order, lines: [{ position: 0, quantity: 1 }], reason: 'faulty', by: { kind: 'shopper' } });
        }
        return sql.request(r);
      },
    };
    const k = returnsKit(now, racing);
    expect(await k.request.execute({ order, lines: [{ position: 0, quantity: 2 }], reason: 'faulty', by: { kind: 'shopper' } }))
      .toEqual(err({ code: 'RETURN_MORE_THAN_DISPATCHED', position: 0, returnable: 1 }));
    expect(await k.request.execute({ order, lines: [{ position: 0, quantity: 1 }], reason: 'unhappy', by: { kind: 'shopper' } }))
      .toEqual(err({ code: 'RETURN_REASON_UNKNOWN', reason: 'unhappy' }));
  });

  it('refuses a request after the window, and finds an order for a guest by number and email only when both match', async () => {
    const order = await dispatchedOrder();
    const late = returnsKit(new Date(dispatchedAt.getTime() + 28 * DAY));
    expect(await late.request.execute({ order, lines: [{ position: 0, quantity: 1 }], reason: 'faulty', by: { kind: 'shopper' } }))
      .toEqual(err({ code: 'RETURN_WINDOW_CLOSED', position: 0, days: 28, closedAt: new Date(dispatchedAt.getTime() + 28 * DAY) }));
    expect((await late.view.execute(order)).returnable).toEqual([]);
    expect((await late.find.execute({ reference: ` ${order.reference.toLowerCase()} `, email: order.details.email.toUpperCase() }))?.id).toBe(order.id);
    expect(await late.find.execute({ reference: order.reference, email: 'someone@example.com' })).toBeNull();
    expect(await late.find.execute({ reference: 'EV-0', email: order.details.email })).toBeNull();
    expect(await late.find.execute({ reference: '', email: '' })).toBeNull();
  });
});
