import { describe, expect, it } from 'vitest';
import { SandboxKlarnaPayments } from '../../src/adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import { SandboxPayPalOrders } from '../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import { klarnaLineLabelsFor } from '../../src/adapters/i18n/klarna-line-labels.js';
import { CompleteKlarnaOrder } from '../../src/application/checkout/klarna/complete-klarna-order.use-case.js';
import { StartKlarnaCheckout } from '../../src/application/checkout/klarna/start-klarna-checkout.use-case.js';
import { CapturePayPalOrder } from '../../src/application/checkout/paypal/capture-paypal-order.use-case.js';
import { CreatePayPalOrder } from '../../src/application/checkout/paypal/create-paypal-order.use-case.js';
import type { BasketOwner } from '../../src/domain/accounts/basket-owner.js';
import type { KlarnaPayments } from '../../src/ports/klarna-payments.port.js';
import type { PayPalOrders } from '../../src/ports/paypal-orders.port.js';
import { site } from './basket/basket-test-kit.js';
import { ordersKit } from './checkout/orders-test-kit.js';

// A site other than the kits' default (evans), so a use case passing anything but the order's site shows.
const EVANS_IE = site('evans-ie');
const owner: BasketOwner = { kind: 'guest', sessionId: 'g-ie', site: EVANS_IE.id };

/** The PayPal sandbox, noting the site of every call. */
class SiteNotingPayPal implements PayPalOrders {
  readonly sites: string[] = [];
  constructor(private readonly sandbox: SandboxPayPalOrders) {}
  private note(site: string) {
    this.sites.push(site);
  }
  create: PayPalOrders['create'] = async (r, site) => (this.note(site), this.sandbox.create(r));
  get: PayPalOrders['get'] = async (id, site) => (this.note(site), this.sandbox.get(id));
  amend: PayPalOrders['amend'] = async (id, c, site) => (this.note(site), this.sandbox.amend(id, c));
  capture: PayPalOrders['capture'] = async (id, requestId, site) => (this.note(site), this.sandbox.capture(id, requestId));
  authorize: PayPalOrders['authorize'] = async (id, requestId, site) => (this.note(site), this.sandbox.authorize(id, requestId));
  captureAuthorization: PayPalOrders['captureAuthorization'] = async (id, r, site) => (this.note(site), this.sandbox.captureAuthorization(id, r));
  voidAuthorization: PayPalOrders['voidAuthorization'] = async (id, requestId, site) => (this.note(site), this.sandbox.voidAuthorization(id, requestId));
  refund: PayPalOrders['refund'] = async (captureId, r, site) => (this.note(site), this.sandbox.refund(captureId, r));
  verifyWebhook: PayPalOrders['verifyWebhook'] = async (d, site) => (this.note(site), this.sandbox.verifyWebhook(d));
}

/** The Klarna sandbox, noting the site of every call. */
class SiteNotingKlarna implements KlarnaPayments {
  readonly sites: string[] = [];
  constructor(private readonly sandbox: SandboxKlarnaPayments) {}
  private note(site: string) {
    this.sites.push(site);
  }
  createSession: KlarnaPayments['createSession'] = async (p, site) => (this.note(site), this.sandbox.createSession(p));
  readSession: KlarnaPayments['readSession'] = async (id, site) => (this.note(site), this.sandbox.readSession(id));
  placeOrder: KlarnaPayments['placeOrder'] = async (token, p, placement, site) => (this.note(site), this.sandbox.placeOrder(token, p, placement));
  cancelAuthorization: KlarnaPayments['cancelAuthorization'] = async (token, site) => (this.note(site), this.sandbox.cancelAuthorization(token));
  cancelOrder: KlarnaPayments['cancelOrder'] = async (id, key, site) => (this.note(site), this.sandbox.cancelOrder(id, key));
  captureOrder: KlarnaPayments['captureOrder'] = async (id, c, site) => (this.note(site), this.sandbox.captureOrder(id, c));
  refundOrder: KlarnaPayments['refundOrder'] = async (id, r, site) => (this.note(site), this.sandbox.refundOrder(id, r));
  releaseRemainingAuthorization: KlarnaPayments['releaseRemainingAuthorization'] = async (id, key, site) => (this.note(site), this.sandbox.releaseRemainingAuthorization(id, key));
}

describe('every provider call names the site of its order', () => {
  it('PayPal: create, capture (or authorise, on a manual-capture site) and the read after it run on the order\'s site', async () => {
    const k = ordersKit();
    const sandbox = new SandboxPayPalOrders((id) => `/payment-sandbox/paypal?token=${id}`);
    const payPal = new SiteNotingPayPal(sandbox);
    // The order's site captures by hand, the kit's default site does not: the authorisation runs on the order's site too.
    const captureModeOf = (siteCode: string) => (siteCode === 'evans-ie' ? 'manual' as const : 'automatic' as const);
    const create = new CreatePayPalOrder(k.placeOrder, k.orders, payPal, k.closeOrder, k.clock, captureModeOf);
    const capture = new CapturePayPalOrder(k.orders, payPal, k.closeOrder, { report: () => undefined }, k.clock, captureModeOf);
    await k.fill(owner);
    const started = await create.execute({ owner, site: EVANS_IE, orderId: null, returnUrlFor: (r) => `/basket?reference=${r}`, cancelUrlFor: (r) => `/basket?reference=${r}` });
    if (!started.ok) throw new Error(started.error.code);
    expect(started.value.order.siteCode).toBe('evans-ie');
    await sandbox.approve(started.value.payPal.id, 'balance');
    expect(await capture.execute({ owner, reference: started.value.order.reference, payPalOrderId: started.value.payPal.id })).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(payPal.sites.length).toBeGreaterThanOrEqual(2);
    expect(new Set(payPal.sites)).toEqual(new Set(['evans-ie']));
  });

  it('Klarna: the session, its read-back and the order run on the order\'s site', async () => {
    const k = ordersKit();
    const sandbox = new SandboxKlarnaPayments(k.clock);
    const klarna = new SiteNotingKlarna(sandbox);
    const start = new StartKlarnaCheckout(k.placeOrder, k.orders, klarna, k.closeOrder, k.clock, klarnaLineLabelsFor);
    const complete = new CompleteKlarnaOrder(k.orders, klarna, k.closeOrder, k.clock, klarnaLineLabelsFor, { report: () => undefined }, () => 'automatic');
    await k.fill(owner);
    const started = await start.execute({ owner, site: EVANS_IE });
    if (!started.ok) throw new Error(started.error.code);
    const answer = sandbox.authorize(started.value.clientToken, true);
    if (!answer?.approved) throw new Error('the sandbox did not approve');
    expect(await complete.execute({ owner, authToken: answer.authorization_token, sessionId: started.value.sessionId })).toMatchObject({ ok: true });
    expect(klarna.sites).toEqual(['evans-ie', 'evans-ie', 'evans-ie']);
  });
});
