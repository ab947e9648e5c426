import { randomBytes, randomUUID } from 'node:crypto';
import type { NotificationBodyWire } from '../../../src/adapters/providers/adyen/adyen-notifications.js';
import { SandboxPaymentGateway } from '../../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import { SqlGiftVouchers } from '../../../src/adapters/persistence/sql-gift-vouchers.js';
import { SqlLoyaltyAccounts } from '../../../src/adapters/persistence/sql-loyalty-accounts.js';
import { SqlOrderPayments, type TakeBackWriter } from '../../../src/adapters/persistence/sql-order-payments.js';
import { CancelOrderPayment } from '../../../src/application/orders/cancel-order-payment.use-case.js';
import { CaptureOrderPayment } from '../../../src/application/orders/capture-order-payment.use-case.js';
import { OrderPaymentModifier } from '../../../src/application/orders/order-payment-modifier.js';
import { SqlOrderFulfilment } from '../../../src/adapters/persistence/sql-order-fulfilment.js';
import { RefundOrder } from '../../../src/application/orders/refund-order.use-case.js';
import { ReleaseRemainingAuthorisation } from '../../../src/application/orders/release-remaining-authorisation.use-case.js';
import { SettlePaymentModification } from '../../../src/application/orders/settle-payment-modification.use-case.js';
import { TakeBackRefundedBenefits } from '../../../src/application/orders/take-back-refunded-benefits.js';
import { ownerKeyOf, type BasketOwner } from '../../../src/domain/accounts/basket-owner.js';
import type { Order } from '../../../src/domain/orders/order.js';
import type { AuditActor } from '../../../src/ports/operator-audit.port.js';
import type { PaymentGateway } from '../../../src/ports/payment-gateway.port.js';
import type { PaymentModifications } from '../../../src/ports/payment-modifications.port.js';
import { AdyenPaymentModifications } from '../../../src/adapters/providers/adyen/adyen-payment-modifications.js';
import { PayPalPaymentModifications } from '../../../src/adapters/providers/paypal/paypal-payment-modifications.js';
import { payPalRefundNoteFor } from '../../../src/adapters/i18n/paypal-refund-note.js';
import { SandboxPayPalOrders } from '../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import { PAYPAL_METHOD } from '../../../src/application/checkout/paypal/paypal-attempts.js';
import type { PayPalWebhookDelivery } from '../../../src/ports/paypal-orders.port.js';
import { InMemoryOperatorAuditLog } from '../../support/in-memory-operator-audit-log.js';
import { InMemoryOrders, InMemoryShopState } from '../../support/in-memory-orders.js';
import { orderLine, orderSnapshot } from '../../support/order-fixtures.js';
import { paymentRequest, testCard } from '../../support/payment-gateway-contract.js';
import { openMigratedPglite, type TestDatabase } from '../../support/test-databases.js';
import { RefundIssuedEmail } from '../../../src/application/orders/refund-issued-email.js';
import { OrderReturnEmails } from '../../../src/adapters/providers/email/order-return-emails.js';
import type { OutgoingEmail } from '../../../src/ports/email-sender.port.js';

export const FRAN: AuditActor = { kind: 'operator', id: 'op-7', name: 'Fran Finance' };

export interface MoneyKitOptions {
  /** The gateway the use cases call; the payment sandbox (webhooks kept until `deliverWebhooks`) when not given. */
  gateway?: PaymentGateway;
  manualCaptureSites?: string[];
  /** Providers of other payment methods than the gateway's (by method), for the orders paid with them. */
  providers?: Record<string, PaymentModifications>;
  /** How an order paid with those methods is paid at its provider (its payment reference back), instead of on the payment sandbox. */
  payWith?: Record<string, (paid: { order: Order; manualCapture: boolean }) => Promise<string>>;
  /** How the ledger writes what a refund or cancel takes back (the SQL of the vouchers and accounts when not given). */
  writeTakeBack?: TakeBackWriter;
  /** The migrated database the ledger is on, disposed with the kit (a PGlite of its own when not given). */
  database?: () => Promise<TestDatabase>;
}

/**
 * The money use cases over the SQL ledger on PGlite, orders in memory (each paid order also has
 * its row in the database, which the ledger opens from), the audit log in memory, and the
 * payment sandbox whose webhooks are handed to `SettlePaymentModification` when asked; PayPal
 * orders are paid and refunded at the PayPal sandbox, whose webhooks are kept in `payPalWebhooks`.
 */
export async function moneyKit(options: MoneyKitOptions = {}) {
  const opened: TestDatabase = options.database === undefined ? await openMigratedPglite().then((db) => ({ db, dispose: () => db.close() })) : await options.database();
  const { db } = opened;
  const shop = new InMemoryShopState();
  const orders = new InMemoryOrders(shop);
  const payments = new SqlOrderPayments(db, options.writeTakeBack);
  const audit = new InMemoryOperatorAuditLog();
  const webhooks: NotificationBodyWire[] = [];
  const delivered: NotificationBodyWire[] = [];
  const waiting: (() => void)[] = [];
  const sandbox = new SandboxPaymentGateway({
    hmacKey: randomBytes(32).toString('hex'), clock: { now: () => new Date() }, webhookDelayMs: 0,
    deliver: async (body) => {
      webhooks.push(body);
      for (const wake of waiting.splice(0)) wake();
    },
  });
  const gateway = options.gateway ?? sandbox;
  const manual = new Set(options.manualCaptureSites ?? []);
  let ids = 0;
  const clock = { now: () => new Date() };
  const vouchers = new SqlGiftVouchers(db);
  const loyalty = new SqlLoyaltyAccounts(db);
  /** The emails sent: a refund's once it settles. */
  const emails: OutgoingEmail[] = [];
  const refundEmail = new RefundIssuedEmail(orders, new OrderReturnEmails('shop@example.com'), { send: async (email) => void emails.push(email) }, { report: () => undefined });
  const settle = new SettlePaymentModification(payments, clock, new TakeBackRefundedBenefits(orders), refundEmail);
  const adyen = new AdyenPaymentModifications(gateway);
  // PayPal orders are paid at the PayPal sandbox as the checkout pays them: created, approved, captured (their capture id the PSP reference),
  // or on a manual-capture site authorised (intent AUTHORIZE, their authorization's id the PSP reference).
  const payPalWebhooks: PayPalWebhookDelivery[] = [];
  const payPal = new SandboxPayPalOrders((id) => `/payment-sandbox/paypal?token=${id}`, { notify: (d) => void payPalWebhooks.push(d) });
  const payPalModifications = new PayPalPaymentModifications(payPal, payPalRefundNoteFor, (site) => (manual.has(site) ? 'manual' : 'automatic'));
  const payWithPayPal = async ({ order: placed, manualCapture }: { order: Order; manualCapture: boolean }): Promise<string> => {
    const intent = manualCapture ? 'AUTHORIZE' : 'CAPTURE';
    const created = await payPal.create({ reference: placed.reference, amount: placed.total, returnUrl: '/basket', cancelUrl: '/basket', requestId: randomUUID(), intent });
    if (!created.ok || !(await payPal.approve(created.value.id, 'balance'))) throw new Error('the PayPal sandbox did not take the order');
    if (manualCapture) {
      const authorised = await payPal.authorize(created.value.id, randomUUID());
      if (!authorised.ok || authorised.value.authorizationId === null) throw new Error('the PayPal sandbox did not authorise the order');
      return authorised.value.authorizationId;
    }
    const captured = await payPal.capture(created.value.id, randomUUID());
    if (!captured.ok || captured.value.captureId === null) throw new Error('the PayPal sandbox did not capture the order');
    return captured.value.captureId;
  };
  const providers = (method: string) => options.providers?.[method] ?? (method === PAYPAL_METHOD ? payPalModifications : method === 'klarna' ? null : adyen);
  const modifier = new OrderPaymentModifier(orders, payments, providers, settle, audit, { next: () => randomUUID() }, clock, (site) => (manual.has(site) ? 'manual' : 'automatic'),
    new SqlOrderFulfilment(db));

  /**
   * A paid order of (stock id, units, unit price, gift voucher?) lines (+ £3.95 delivery) on `site`, paid on the sandbox
   * (only authorised on a manual-capture site); by the shopper `shopperId` (a row of its own) or a guest. Its gift voucher
   * lines issued their codes, one per unit, each worth the line's unit price.
   */
  const order = async (lines: [string, number, number, boolean?][], { site = 'evans', paymentMethod = 'visa', shopperId = null as number | null } = {}): Promise<Order> => {
    const owner: BasketOwner = shopperId === null ? { kind: 'guest', sessionId: `s${++ids}`, site } : { kind: 'shopper', shopperId, site };
    if (shopperId !== null) {
      await db.query("INSERT INTO shoppers (id, email, name, password_hash, created_at) VALUES ($1, $2, 'Jo', 'x', now()) ON CONFLICT DO NOTHING", [shopperId, `jo${shopperId}@example.com`]);
    }
    shop.basketUnits.set(ownerKeyOf(owner), new Map(lines.map(([s, n]) => [s, n])));
    for (const [stockId] of lines) shop.stock.set(stockId, 10);
    const id = randomUUID();
    const reference = `EV-${id.slice(0, 8)}`;
    const snapshot = { ...orderSnapshot(owner, lines.map(([s, n, unit, voucher]) => orderLine(s, n, unit, voucher ?? false))), siteCode: site };
    const issuedVoucherCodes: string[] = [];
    for (const line of snapshot.lines.filter((l) => l.giftVoucher !== null)) {
      for (let unit = 0; unit < line.quantity; unit += 1) {
        const code = randomBytes(8).toString('hex').toUpperCase();
        await vouchers.issue({ code, balance: line.unitPrice, issuedAt: new Date() });
        issuedVoucherCodes.push(code);
      }
    }
    const placed = await orders.place(id, reference, snapshot, new Date());
    if (!placed.ok) throw new Error(placed.error.code);
    const payWith = options.payWith?.[paymentMethod] ?? (paymentMethod === PAYPAL_METHOD ? payWithPayPal : undefined);
    const paid = payWith === undefined ? await sandbox.pay(paymentRequest(testCard('4111111111111111'), { reference, amount: snapshot.total, manualCapture: manual.has(site) })) : null;
    const pspReference = payWith !== undefined ? await payWith({ order: placed.value, manualCapture: manual.has(site) }) : paid?.ok ? paid.value.pspReference! : '';
    await orders.close(id, { status: 'paid', paymentMethod, pspReference, issuedVoucherCodes, captureMode: providers(paymentMethod)?.capturesAtPayment(site) === true || !manual.has(site) ? 'automatic' : 'manual' }, new Date());
    await db.query(
      `INSERT INTO orders (id, reference, owner_key, site_code, status, currency, total_minor, snapshot, payment_method, psp_reference, created_at, closed_at)
       VALUES ($1, $2, $3, $4, 'paid', $5, $6, '{}', $7, $8, now(), now())`,
      [id, reference, ownerKeyOf(owner), site, snapshot.total.currency, snapshot.total.amountMinor, paymentMethod, pspReference],
    );
    return (await orders.byId(id))!;
  };

  /** Waits for `count` webhooks of the sandbox and hands them to the settling use case, as the webhook route does; what each did. */
  const deliverWebhooks = async (count = 1) => {
    while (webhooks.length < count) await new Promise<void>((wake) => waiting.push(wake));
    const settled = [];
    for (const body of webhooks.splice(0)) {
      delivered.push(body);
      for (const item of sandbox.verifyNotifications(body) ?? []) settled.push(await settle.execute(item));
    }
    return settled;
  };

  return {
    db, orders, payments, audit, sandbox, webhooks, delivered, order, vouchers, loyalty, deliverWebhooks, settle, emails, payPal, payPalWebhooks,
    modifier,
    capture: new CaptureOrderPayment(modifier),
    cancel: new CancelOrderPayment(modifier),
    refund: new RefundOrder(modifier),
    release: new ReleaseRemainingAuthorisation(modifier),
    ledgerOf: (o: Order) => payments.ledgerOf(o.id, manual.has(o.siteCode) ? 'manual' : 'automatic'),
    close: async () => {
      sandbox.close();
      await opened.dispose();
    },
  };
}
