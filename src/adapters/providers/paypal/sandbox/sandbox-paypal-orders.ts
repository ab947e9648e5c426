import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type {
  AmendPayPalOrder, CreatePayPalOrder, PayPalOrder, PayPalOrders, PayPalOrdersError, PayPalWebhookDelivery, PayPalWebhookError,
  PayPalWebhookEvent, PayPalWebhookSignature,
} from '../../../../ports/paypal-orders.port.js';
import { sandboxSignature, sandboxSignatureValid, webhookEventOfWire, wireOfWebhookEvent, type PayPalEventType } from '../paypal-webhook-wire.js';

/**
 * The sandbox's webhooks: the id it signs for, its HMAC secret, and where it hands each signed
 * webhook (the composition root posts it to the app's own webhook route; null sends none).
 */
export interface SandboxPayPalWebhooks {
  webhookId: string;
  secret: string;
  notify: ((delivery: PayPalWebhookDelivery) => void) | null;
}

/** The webhook id the sandbox signs for when none is given. */
export const SANDBOX_WEBHOOK_ID = 'SANDBOXWEBHOOK1';

/** How the buyer pays on the sandbox's approval page: PayPal balance (captures), or a card PayPal declines at capture. */
export type SandboxFunding = 'balance' | 'declined-card';

export const SANDBOX_FUNDINGS: readonly SandboxFunding[] = ['balance', 'declined-card'];

/** What the sandbox's approval page shows of an order and where it sends the buyer. */
export interface SandboxApproval {
  order: PayPalOrder;
  returnUrl: string;
  cancelUrl: string;
}

interface Held {
  order: PayPalOrder;
  returnUrl: string;
  cancelUrl: string;
  funding: SandboxFunding | null;
}

/** PayPal order ids: 17 upper-case letters and digits. */
const newId = (): string => randomBytes(16).toString('hex').toUpperCase().slice(0, 17);

/** Orders kept before the oldest are forgotten (a long-running development server). */
const MAX_ORDERS = 10_000;

/**
 * PayPal Orders v2 simulated in memory, as PayPal's sandbox behaves: create (one order per
 * request id), the buyer's approval on the sandbox's approval page (PayPal balance, or a card that
 * is declined at capture: INSTRUMENT_DECLINED, after which the buyer must approve again), shipping
 * changes while the order awaits approval or capture, and capture (once: the same request id
 * answers the first answer; another one gets ORDER_ALREADY_CAPTURED). Webhooks as PayPal sends
 * them, signed with the sandbox's HMAC in PayPal's transmission headers: CHECKOUT.ORDER.APPROVED
 * when the buyer approves, PAYMENT.CAPTURE.COMPLETED when a capture takes money. One process only: the orders
 * live in this node's memory (the sandbox is for development and tests, never for several nodes).
 */
export class SandboxPayPalOrders implements PayPalOrders {
  private readonly orders = new Map<string, Held>();
  private readonly answers = new Map<string, Result<PayPalOrder, PayPalOrdersError>>();
  private captures = 0;

  private readonly webhooks: SandboxPayPalWebhooks;

  constructor(private readonly approvalUrlOf: (orderId: string) => string, webhooks: Partial<SandboxPayPalWebhooks> = {}) {
    this.webhooks = { webhookId: webhooks.webhookId ?? SANDBOX_WEBHOOK_ID, secret: webhooks.secret ?? randomBytes(32).toString('hex'), notify: webhooks.notify ?? null };
  }

  async verifyWebhook(delivery: PayPalWebhookDelivery): Promise<Result<PayPalWebhookEvent, PayPalWebhookError>> {
    if (!this.signatureValid(delivery.signature, this.webhooks.webhookId, delivery.event)) return err({ code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' });
    const event = webhookEventOfWire(delivery.event);
    return event === null ? err({ code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' }) : ok(event);
  }

  /** Whether this sandbox signed `event` for `webhookId` (PayPal's verify-webhook-signature, as the stand-in answers it). */
  signatureValid(signature: PayPalWebhookSignature, webhookId: string, event: unknown): boolean {
    return webhookId === this.webhooks.webhookId && sandboxSignatureValid(this.webhooks.secret, webhookId, signature, event);
  }

  /** A webhook about this order, signed as PayPal signs (the sandbox's HMAC): what `notify` receives, and what tests replay or alter. */
  signedWebhook(type: PayPalEventType, order: PayPalOrder): PayPalWebhookDelivery {
    return this.signEvent(wireOfWebhookEvent(`WH-${newId()}`, type, order, new Date()));
  }

  /** Any event body signed with the sandbox's secret for its webhook id, as PayPal signs what it sends. */
  signEvent(event: unknown): PayPalWebhookDelivery {
    return { signature: sandboxSignature(this.webhooks.secret, this.webhooks.webhookId, randomBytes(16).toString('hex'), new Date(), event), event };
  }

  private emit(type: PayPalEventType, order: PayPalOrder): void {
    const notify = this.webhooks.notify;
    if (notify !== null) notify(this.signedWebhook(type, order));
  }

  async create(request: CreatePayPalOrder): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    const key = `create:${request.requestId}`;
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    if (request.amount.amountMinor <= 0) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CANNOT_BE_ZERO_OR_NEGATIVE' });
    if (request.reference.length === 0 || request.reference.length > 256) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'INVALID_PARAMETER_VALUE' });
    const id = newId();
    const order: PayPalOrder = {
      id, status: 'CREATED', reference: request.reference, amount: request.amount, shipping: null, approveUrl: this.approvalUrlOf(id), captureId: null,
    };
    this.remember({ order, returnUrl: request.returnUrl, cancelUrl: request.cancelUrl, funding: null });
    const answer = ok({ ...order });
    this.answers.set(key, answer);
    return answer;
  }

  async get(id: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    const held = this.orders.get(id);
    return held === undefined ? err({ code: 'PAYPAL_ORDER_NOT_FOUND' }) : ok({ ...held.order });
  }

  async amend(id: string, change: AmendPayPalOrder): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    const held = this.orders.get(id);
    if (held === undefined) return err({ code: 'PAYPAL_ORDER_NOT_FOUND' });
    if (held.order.status === 'COMPLETED' || held.order.status === 'VOIDED') return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'ORDER_ALREADY_COMPLETED' });
    if (change.amount.currency !== held.order.amount.currency) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CURRENCY_CHANGE_NOT_ALLOWED' });
    if (change.amount.amountMinor <= 0) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CANNOT_BE_ZERO_OR_NEGATIVE' });
    held.order = { ...held.order, shipping: { ...change.shipping }, amount: change.amount };
    return ok({ ...held.order });
  }

  async capture(id: string, requestId: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    const key = `capture:${id}:${requestId}`;
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const held = this.orders.get(id);
    if (held === undefined) return err({ code: 'PAYPAL_ORDER_NOT_FOUND' });
    if (held.order.status === 'COMPLETED') return err({ code: 'PAYPAL_ORDER_ALREADY_CAPTURED' });
    if (held.order.status !== 'APPROVED') return err({ code: 'PAYPAL_ORDER_NOT_APPROVED' });
    let answer: Result<PayPalOrder, PayPalOrdersError>;
    if (held.funding === 'declined-card') {
      // PayPal's INSTRUMENT_DECLINED: the order waits for the buyer to approve again with another funding source.
      held.order = { ...held.order, status: 'CREATED', approveUrl: this.approvalUrlOf(id) };
      held.funding = null;
      answer = err({ code: 'PAYPAL_INSTRUMENT_DECLINED' });
    } else {
      this.captures += 1;
      held.order = { ...held.order, status: 'COMPLETED', approveUrl: null, captureId: newId() };
      answer = ok({ ...held.order });
      this.emit('PAYMENT.CAPTURE.COMPLETED', held.order);
    }
    this.answers.set(key, answer);
    return answer;
  }

  /** The buyer approves on the approval page; false when the order cannot be approved (unknown, captured). */
  approve(id: string, funding: SandboxFunding): boolean {
    const held = this.orders.get(id);
    if (held === undefined || (held.order.status !== 'CREATED' && held.order.status !== 'APPROVED')) return false;
    held.order = { ...held.order, status: 'APPROVED', shipping: held.order.shipping ?? { countryCode: 'GB', postalCode: null } };
    held.funding = funding;
    this.emit('CHECKOUT.ORDER.APPROVED', held.order);
    return true;
  }

  /** What the approval page shows; null for an unknown order. */
  approval(id: string): SandboxApproval | null {
    const held = this.orders.get(id);
    return held === undefined ? null : { order: { ...held.order }, returnUrl: held.returnUrl, cancelUrl: held.cancelUrl };
  }

  /** Captures that took money (a repeated request id is not counted twice). */
  capturedCount(): number {
    return this.captures;
  }

  private remember(held: Held): void {
    if (this.orders.size >= MAX_ORDERS) {
      const oldest = this.orders.keys().next().value;
      if (oldest !== undefined) this.orders.delete(oldest);
    }
    this.orders.set(held.order.id, held);
    // The answers kept for repeated request ids go with the orders: at most a few per order.
    while (this.answers.size > MAX_ORDERS * 4) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
  }
}
