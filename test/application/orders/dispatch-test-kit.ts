import { randomUUID } from 'node:crypto';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderPaymentResends } from '../../../src/adapters/persistence/sql-order-payment-resends.js';
import { ResendUnsentPaymentModifications } from '../../../src/application/orders/resend-unsent-payment-modifications.use-case.js';
import { ok } from '../../../src/domain/shared/result.js';
import type { ScriptedPaymentGateway } from '../../support/scripted-payment-gateway.js';
import { openTestPostgres, TEST_DATABASE_URL } from '../../support/test-databases.js';
import { SqlOrderFulfilment } from '../../../src/adapters/persistence/sql-order-fulfilment.js';
import { OrderFulfilmentEmails } from '../../../src/adapters/providers/email/order-fulfilment-emails.js';
import { CancelOrderLines } from '../../../src/application/orders/cancel-order-lines.use-case.js';
import { CaptureOnDispatch } from '../../../src/application/orders/capture-on-dispatch.js';
import { DispatchOrderLines } from '../../../src/application/orders/dispatch-order-lines.use-case.js';
import { RefundOnCancel } from '../../../src/application/orders/refund-on-cancel.js';
import { ReleaseOnCancel } from '../../../src/application/orders/release-on-cancel.js';
import type { PaymentGateway } from '../../../src/ports/payment-gateway.port.js';
import type { PaymentModifications } from '../../../src/ports/payment-modifications.port.js';
import type { TestDatabase, TEST_DRIVERS } from '../../support/test-databases.js';
import { SAM } from './fulfilment-test-kit.js';
import { moneyKit } from './money-test-kit.js';

/** The site of the kit whose payments are captured by hand. */
const MANUAL_SITE = 'evans';

/**
 * Dispatch and cancellation of lines over the money kit's SQL ledger and orders and the SQL
 * fulfilment, capturing on the manual-capture site `evans`; every size of its orders has 10 units
 * in stock before the order, so the stock a cancellation gives back can be counted. `providers`:
 * the money kit's, by payment method.
 */
export async function dispatchKit(gateway?: PaymentGateway, database?: () => Promise<TestDatabase>, providers?: Record<string, PaymentModifications>) {
  const money = await moneyKit({
    manualCaptureSites: [MANUAL_SITE], ...(gateway === undefined ? {} : { gateway }), ...(database === undefined ? {} : { database }), ...(providers === undefined ? {} : { providers }),
  });
  const fulfilment = new SqlOrderFulfilment(money.db);
  const problems: { event: string; details: Record<string, unknown> }[] = [];
  const log = { report: (event: string, details: Record<string, unknown>) => void problems.push({ event, details }) };
  const emails = new OrderFulfilmentEmails('shop@example.com');
  const sender = { send: async () => undefined };
  const clock = { now: () => new Date() };
  const dispatch = new DispatchOrderLines(
    money.orders, fulfilment, money.audit, emails, sender, log, clock, { next: () => randomUUID() }, new CaptureOnDispatch(money.capture, log),
  );
  const cancelLines = new CancelOrderLines(
    money.orders, fulfilment, money.audit, emails, sender, log, clock, { next: () => randomUUID() }, new ReleaseOnCancel(money.cancel, log, money.release),
    new RefundOnCancel(money.refund, log),
  );
  /** The kit's paid order, its lines in the database too (the fulfilment's SQL moves their counters) and waiting for dispatch. */
  const order = async (...args: Parameters<typeof money.order>) => {
    const paid = await money.order(...args);
    for (const [position, l] of paid.lines.entries()) {
      await money.db.query(
        `INSERT INTO order_lines (order_id, position, stock_id, product_id, product_name, size_label, image, quantity, unit_price_minor, line_total_minor)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [paid.id, position, l.stockId, l.productId, l.productName, l.sizeLabel, l.image, l.quantity, l.unitPrice.amountMinor, l.lineTotal.amountMinor]);
    }
    await money.db.query('UPDATE orders SET units_to_dispatch = (SELECT sum(quantity) FROM order_lines WHERE order_id = $1) WHERE id = $1', [paid.id]);
    await money.db.query(
      `INSERT INTO products (id, brand, code, slug, name, description, colour, category_slug, kind, images, price_minor)
       VALUES (1, 'evans', 'EV1', 'wrap-dress', 'Wrap dress', '', 'Black', 'dresses', 'apparel', '[]', 2500) ON CONFLICT (id) DO NOTHING`);
    for (const l of paid.lines) {
      await money.db.query(
        "INSERT INTO product_sizes (stock_id, product_id, uk_size, units_in_stock, position) VALUES ($1, 1, '12', 10, 0) ON CONFLICT (stock_id) DO NOTHING", [l.stockId]);
    }
    return paid;
  };
  /** Cancels units of the order under a key of its own, as each press of the console's form has. */
  const cancel = (reference: string, lines: { position: number; quantity: number }[] | 'all', idempotencyKey: string = randomUUID()) =>
    cancelLines.execute({ reference, lines, actor: SAM, idempotencyKey });
  /** The units of a size in stock. */
  const stockOf = async (stockId: string) =>
    (await money.db.query<{ units: number }>('SELECT units_in_stock AS units FROM product_sizes WHERE stock_id = $1', [stockId])).rows[0]?.units ?? null;
  return { ...money, order, fulfilment, problems, dispatch, cancelLines, cancel, stockOf };
}

/** The kit's database on one driver: PGlite (undefined: the kit's own), or PostgreSQL with a pool of its own, so statements fired together run on separate connections. */
export const databaseOn = (driver: (typeof TEST_DRIVERS)[number]): (() => Promise<TestDatabase>) | undefined => (driver.name === 'PGlite' ? undefined : async () => {
  const opened = await openTestPostgres(TEST_DATABASE_URL, 8);
  await migrate(opened.db);
  return opened;
});

/** A sweep of the kit's unsent money actions as a node runs it, at `now`. */
export const sweepAt = (k: Awaited<ReturnType<typeof dispatchKit>>, now: () => Date) =>
  new ResendUnsentPaymentModifications(new SqlOrderPaymentResends(k.db), k.modifier, { report: (event, details) => void k.problems.push({ event, details }) }, { now });

/** The process stops as the provider is called: the call never comes back. */
export const crashOnModification = (gateway: ScriptedPaymentGateway) => {
  gateway.modificationScript = () => {
    throw new Error('the process stopped');
  };
};

/** The provider takes every modification, under a reference made of its id. */
export const answerModifications = (gateway: ScriptedPaymentGateway) => {
  gateway.modificationScript = (call) => ok({ pspReference: `REF-${call.request.idempotencyKey}` });
};
