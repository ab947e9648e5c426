import { SandboxPayPalOrders } from '../../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import { PostcodeLibraryFormat } from '../../../../src/adapters/system/postcode-library-format.js';
import { AmendPayPalShipping } from '../../../../src/application/checkout/paypal/amend-paypal-shipping.use-case.js';
import { CancelPayPalOrder } from '../../../../src/application/checkout/paypal/cancel-paypal-order.use-case.js';
import { CapturePayPalOrder } from '../../../../src/application/checkout/paypal/capture-paypal-order.use-case.js';
import { CreatePayPalOrder } from '../../../../src/application/checkout/paypal/create-paypal-order.use-case.js';
import { HandlePayPalWebhook } from '../../../../src/application/checkout/paypal/handle-paypal-webhook.use-case.js';
import type { ModificationReference } from '../../../../src/ports/order-payments.port.js';
import type { CaptureMode } from '../../../../src/domain/orders/payment-ledger.js';
import { err, type Result } from '../../../../src/domain/shared/result.js';
import type { ModificationSettlement } from '../../../../src/application/orders/settle-payment-modification.use-case.js';
import type { BasketOwner } from '../../../../src/domain/accounts/basket-owner.js';
import type { PayPalOrder, PayPalOrders, PayPalOrdersError } from '../../../../src/ports/paypal-orders.port.js';
import { evans, ordersKit } from '../orders-test-kit.js';

export const guest = (id = 'g1'): BasketOwner => ({ kind: 'guest', sessionId: id, site: 'evans' });

type PayPalCall = 'create' | 'get' | 'amend' | 'capture' | 'authorize' | 'void' | 'refund';

/** The sandbox, with PayPal made unreachable on demand (each call answers PROVIDER_UNAVAILABLE, as the client does on a timeout or a 500). */
class FlakyPayPal implements PayPalOrders {
  down = new Set<PayPalCall>();
  /** Capture goes through at PayPal but the answer is lost (a timeout after PayPal captured). */
  loseCaptureAnswer = false;
  /** Runs once PayPal captured or authorised, before the answer comes back (what happens meanwhile: an expiry sweep, a cancel). */
  whileCapturing: (() => Promise<void>) | null = null;
  constructor(readonly sandbox: SandboxPayPalOrders) {}
  private readonly unavailable = (): Result<PayPalOrder, PayPalOrdersError> => err({ code: 'PROVIDER_UNAVAILABLE' });
  create: PayPalOrders['create'] = async (r) => (this.down.has('create') ? this.unavailable() : this.sandbox.create(r));
  get: PayPalOrders['get'] = async (id) => (this.down.has('get') ? this.unavailable() : this.sandbox.get(id));
  amend: PayPalOrders['amend'] = async (id, c) => (this.down.has('amend') ? this.unavailable() : this.sandbox.amend(id, c));
  capture: PayPalOrders['capture'] = async (id, requestId) => {
    if (this.down.has('capture')) return this.unavailable();
    const answer = await this.sandbox.capture(id, requestId);
    const meanwhile = this.whileCapturing;
    this.whileCapturing = null;
    if (meanwhile !== null) await meanwhile();
    return this.loseCaptureAnswer ? this.unavailable() : answer;
  };
  authorize: PayPalOrders['authorize'] = async (id, requestId) => {
    if (this.down.has('authorize')) return this.unavailable();
    const answer = await this.sandbox.authorize(id, requestId);
    const meanwhile = this.whileCapturing;
    this.whileCapturing = null;
    if (meanwhile !== null) await meanwhile();
    return answer;
  };
  captureAuthorization: PayPalOrders['captureAuthorization'] = async (id, request) => this.sandbox.captureAuthorization(id, request);
  voidAuthorization: PayPalOrders['voidAuthorization'] = async (id, requestId) => (this.down.has('void') ? err({ code: 'PROVIDER_UNAVAILABLE' }) : this.sandbox.voidAuthorization(id, requestId));
  refund: PayPalOrders['refund'] = async (captureId, request) => (this.down.has('refund') ? err({ code: 'PROVIDER_UNAVAILABLE' }) : this.sandbox.refund(captureId, request));
  verifyWebhook: PayPalOrders['verifyWebhook'] = async (delivery) => this.sandbox.verifyWebhook(delivery);
}

/**
 * The PayPal use cases over in-memory orders and the PayPal sandbox (reachable or not), with the
 * problems reported; the site captures as `site.mode` says (changed by a test, as a restart with
 * another configuration would), and captures of authorizations settled by the webhook are kept.
 */
export function payPalKit(mode: CaptureMode = 'automatic') {
  const k = ordersKit();
  const site = { mode };
  const sandbox = new SandboxPayPalOrders((id) => `/payment-sandbox/paypal?token=${id}`);
  const payPal = new FlakyPayPal(sandbox);
  const problemLog = { report: (event: string, details: Record<string, unknown>) => void k.problems.push({ event, details }) };
  const captureModeOf = (): CaptureMode => site.mode;
  const settledCaptures: { reference: ModificationReference; outcome: { succeeded: boolean; reason: string | null } }[] = [];
  const captures = {
    settle: async (reference: ModificationReference, outcome: { succeeded: boolean; reason: string | null }): Promise<ModificationSettlement> => {
      settledCaptures.push({ reference, outcome });
      return 'not-ours';
    },
  };
  const create = new CreatePayPalOrder(k.placeOrder, k.orders, payPal, k.closeOrder, k.clock, captureModeOf);
  const capture = new CapturePayPalOrder(k.orders, payPal, k.closeOrder, problemLog, k.clock, captureModeOf);
  const cancel = new CancelPayPalOrder(k.orders, k.closeOrder);
  const amend = new AmendPayPalShipping(k.orders, payPal, new PostcodeLibraryFormat());
  const webhook = new HandlePayPalWebhook(k.orders, payPal, k.closeOrder, problemLog, k.clock, captureModeOf, captures);
  const start = async (owner: BasketOwner = guest()) => {
    const started = await create.execute({ owner, site: evans, orderId: null, returnUrlFor: (r) => `/basket?paypal=approved&reference=${r}`, cancelUrlFor: (r) => `/basket?paypal=cancelled&reference=${r}` });
    if (!started.ok) throw new Error(started.error.code);
    return { ...started.value, ref: { owner, reference: started.value.order.reference, payPalOrderId: started.value.payPal.id } };
  };
  /** PayPal's webhook about this PayPal order as it stands, verified as the route verifies it, then handled. */
  const deliver = async (type: 'PAYMENT.CAPTURE.COMPLETED' | 'CHECKOUT.ORDER.APPROVED' | 'PAYMENT.AUTHORIZATION.CREATED', payPalOrderId: string) => {
    const read = await sandbox.get(payPalOrderId);
    if (!read.ok) throw new Error(read.error.code);
    const verified = await sandbox.verifyWebhook(sandbox.signedWebhook(type, read.value));
    if (!verified.ok) throw new Error(verified.error.code);
    return webhook.execute(verified.value);
  };
  return { ...k, site, sandbox, payPal, create, capture, cancel, amend, webhook, start, deliver, settledCaptures };
}
