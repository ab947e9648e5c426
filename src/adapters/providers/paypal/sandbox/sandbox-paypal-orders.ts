import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { Clock } from '../../../../ports/clock.port.js';
import type {
  AmendPayPalOrder, CapturePayPalAuthorization, CreatePayPalOrder, PayPalAuthorizationCapture, PayPalAuthorizationError, PayPalOrder, PayPalOrders, PayPalOrdersError, PayPalRefund, PayPalRefundError, PayPalWebhookDelivery,
  PayPalWebhookError, PayPalWebhookEvent, PayPalWebhookSignature, RefundPayPalCapture,
} from '../../../../ports/paypal-orders.port.js';
import { InMemorySandboxPayPalStore, type SandboxFunding, type SandboxHeld, type SandboxPayPalStore } from './sandbox-paypal-store.js';
import { refundOfCapture, settlePendingRefund } from './sandbox-paypal-refunds.js';
import { captureOfAuthorization, voidOfAuthorization } from './sandbox-paypal-authorizations.js';
import type { SandboxRefund } from './sandbox-paypal-store.js';
import {
  sandboxSignature, sandboxSignatureValid, transmissionTimely, webhookEventOfWire, wireOfAuthorizationCaptureEvent, wireOfAuthorizationEvent, wireOfRefundWebhookEvent,
  wireOfWebhookEvent, type PayPalEventType,

  type PayPalRefundEventType,
} from '../paypal-webhook-wire.js';

/**
 * The sandbox's webhooks: the id it signs for, its HMAC secret, and where it hands each signed
 * webhook (the composition root posts it to the app's own webhook route; null sends none).
 */
export interface SandboxPayPalWebhooks {
  webhookId: string;
  secret: string;
  notify: ((delivery: PayPalWebhookDelivery) => void) | null;
}

/**
 * How the sandbox's refunds go: the share of them (0 to 1) that answer PENDING, as an eCheck's
 * do, and complete (or fail, for a failing test amount) by webhook `delayMs` later.
 */
export interface SandboxPayPalRefundSettings {
  pendingShare: number;
  delayMs: number;
}

/** The webhook id the sandbox signs for when none is given. */
const SANDBOX_WEBHOOK_ID = 'SANDBOXWEBHOOK1';

export type { SandboxFunding } from './sandbox-paypal-store.js';

/** What the sandbox's approval page shows of an order and where it sends the buyer. */
export interface SandboxApproval {
  order: PayPalOrder;
  returnUrl: string;
  cancelUrl: string;
}

/** PayPal order, capture and refund ids: 17 upper-case letters and digits. */
const newId = (): string => randomBytes(16).toString('hex').toUpperCase().slice(0, 17);

const systemClock: Clock = { now: () => new Date() };

/**
 * PayPal Orders v2 simulated in memory, as PayPal's sandbox behaves: create (one order per
 * request id), the buyer's approval on the sandbox's approval page (PayPal balance, or a card that
 * is declined at capture: INSTRUMENT_DECLINED, after which the buyer must approve again), shipping
 * changes while the order awaits approval or capture, and capture (once: the same request id
 * answers the first answer; another one gets ORDER_ALREADY_CAPTURED), and refunds of a capture (up
 * to what it took; the same request id answers the first answer, a capture given back in full is
 * CAPTURE_FULLY_REFUNDED; an amount whose minor units end in 13 fails; a share of refunds answer
 * PENDING and settle `delayMs` later). An order created with intent AUTHORIZE is authorised once
 * approved instead (its capture is refused: ACTION_DOES_NOT_MATCH_INTENT), and its authorization
 * captured in parts up to the amount authorised, or voided before its final capture
 * (sandbox-paypal-authorizations.ts; a capture of an amount ending in 13 is declined; the same
 * request id answers the first answer); each of its captures is refunded as an order's capture is. Webhooks as PayPal sends them, signed with the sandbox's
 * HMAC in PayPal's transmission headers: CHECKOUT.ORDER.APPROVED when the buyer approves,
 * PAYMENT.AUTHORIZATION.CREATED when an order is authorised and PAYMENT.AUTHORIZATION.VOIDED when
 * its authorization is voided, PAYMENT.CAPTURE.COMPLETED when a capture (of an order, or of an
 * authorization) takes money, PAYMENT.CAPTURE.REFUNDED when a refund

 * completes, PAYMENT.REFUND.PENDING and then PAYMENT.REFUND.FAILED for a pending one that fails
 * (the node that took a pending refund settles it: one that stops first leaves it pending); one sent more than 5 minutes from the sandbox's clock is not verified
 * (as PayPal's verification refuses an old transmission replayed). The orders
 * live in a `SandboxPayPalStore`: this node's memory, or the database so that several nodes share
 * them (approve on one node, capture on another).
 */
export class SandboxPayPalOrders implements PayPalOrders {
  private captures = 0;
  private refunds = 0;
  private readonly webhooks: SandboxPayPalWebhooks;
  private readonly refundSettings: SandboxPayPalRefundSettings;

  constructor(
    private readonly approvalUrlOf: (orderId: string) => string,
    webhooks: Partial<SandboxPayPalWebhooks> = {},
    private readonly store: SandboxPayPalStore = new InMemorySandboxPayPalStore(),
    private readonly clock: Clock = systemClock,
    refunds: Partial<SandboxPayPalRefundSettings> = {},
  ) {
    this.webhooks = { webhookId: webhooks.webhookId ?? SANDBOX_WEBHOOK_ID, secret: webhooks.secret ?? randomBytes(32).toString('hex'), notify: webhooks.notify ?? null };
    this.refundSettings = { pendingShare: refunds.pendingShare ?? 0, delayMs: refunds.delayMs ?? 0 };
  }

  /** From now on, this share of refunds (0 to 1) answer PENDING (tests of both ways a refund goes). */
  pendRefunds(share: number): void {
    this.refundSettings.pendingShare = share;
  }

  async verifyWebhook(delivery: PayPalWebhookDelivery): Promise<Result<PayPalWebhookEvent, PayPalWebhookError>> {
    if (!this.signatureValid(delivery.signature, this.webhooks.webhookId, delivery.event)) return err({ code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' });
    const event = webhookEventOfWire(delivery.event);
    return event === null ? err({ code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' }) : ok(event);
  }

  /**
   * Whether this sandbox signed `event` for `webhookId`, sent within 5 minutes of its clock
   * (PayPal's verify-webhook-signature, as the stand-in answers it).
   */
  signatureValid(signature: PayPalWebhookSignature, webhookId: string, event: unknown): boolean {
    return webhookId === this.webhooks.webhookId && transmissionTimely(signature, this.clock.now())
      && sandboxSignatureValid(this.webhooks.secret, webhookId, signature, event);
  }

  /** A webhook about this order, signed as PayPal signs (the sandbox's HMAC): what `notify` receives, and what tests replay or alter. */
  signedWebhook(type: PayPalEventType, order: PayPalOrder): PayPalWebhookDelivery {
    const at = this.clock.now();
    return this.signEvent(wireOfWebhookEvent(`WH-${newId()}`, type, order, at), at);
  }

  /** Any event body signed with the sandbox's secret for its webhook id, as PayPal signs what it sends (sent now, or `at`). */
  signEvent(event: unknown, at: Date = this.clock.now()): PayPalWebhookDelivery {
    return { signature: sandboxSignature(this.webhooks.secret, this.webhooks.webhookId, randomBytes(16).toString('hex'), at, event), event };
  }

  async create(request: CreatePayPalOrder): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    if (request.amount.amountMinor <= 0) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CANNOT_BE_ZERO_OR_NEGATIVE' });
    if (request.reference.length === 0 || request.reference.length > 256) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'INVALID_PARAMETER_VALUE' });
    const id = newId();
    const order: PayPalOrder = {
      id, status: 'CREATED', reference: request.reference, amount: request.amount, shipping: null, approveUrl: this.approvalUrlOf(id), captureId: null, authorizationId: null,
    };
    const held: SandboxHeld = { order, returnUrl: request.returnUrl, cancelUrl: request.cancelUrl, funding: null, intent: request.intent ?? 'CAPTURE' };
    return this.store.create(held, `create:${request.requestId}`, ok({ ...order }));
  }

  async get(id: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    const held = await this.store.get(id);
    return held === null ? err({ code: 'PAYPAL_ORDER_NOT_FOUND' }) : ok(held.order);
  }

  async amend(id: string, change: AmendPayPalOrder): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    return this.store.change(id, null, (held): { next: SandboxHeld | null; answer: Result<PayPalOrder, PayPalOrdersError> } => {
      const refuse = (answer: Result<PayPalOrder, PayPalOrdersError>) => ({ next: null, answer });
      if (held === null) return refuse(err({ code: 'PAYPAL_ORDER_NOT_FOUND' }));
      if (held.order.status === 'COMPLETED' || held.order.status === 'VOIDED') return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'ORDER_ALREADY_COMPLETED' }));
      if (change.amount.currency !== held.order.amount.currency) return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CURRENCY_CHANGE_NOT_ALLOWED' }));
      if (change.amount.amountMinor <= 0) return refuse(err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CANNOT_BE_ZERO_OR_NEGATIVE' }));
      const order = { ...held.order, shipping: { ...change.shipping }, amount: change.amount };
      return { next: { ...held, order }, answer: ok(order) };
    });
  }

  async capture(id: string, requestId: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    let tookMoney = false;
    const answer = await this.store.change(id, `capture:${id}:${requestId}`, (held): { next: SandboxHeld | null; answer: Result<PayPalOrder, PayPalOrdersError>; keepAnswer?: boolean } => {
      if (held === null) return { next: null, answer: err({ code: 'PAYPAL_ORDER_NOT_FOUND' }) };
      if ((held.intent ?? 'CAPTURE') !== 'CAPTURE') return { next: null, answer: err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'ACTION_DOES_NOT_MATCH_INTENT' }) };
      if (held.order.status === 'COMPLETED') return { next: null, answer: err({ code: 'PAYPAL_ORDER_ALREADY_CAPTURED' }) };
      if (held.order.status !== 'APPROVED') return { next: null, answer: err({ code: 'PAYPAL_ORDER_NOT_APPROVED' }) };
      if (held.funding === 'declined-card') {
        // PayPal's INSTRUMENT_DECLINED: the order waits for the buyer to approve again with another funding source.
        return { next: { ...held, order: { ...held.order, status: 'CREATED', approveUrl: this.approvalUrlOf(id) }, funding: null }, answer: err({ code: 'PAYPAL_INSTRUMENT_DECLINED' }), keepAnswer: true };
      }
      tookMoney = true;
      const order: PayPalOrder = { ...held.order, status: 'COMPLETED', approveUrl: null, captureId: newId() };
      return { next: { ...held, order }, answer: ok(order), keepAnswer: true };
    });
    if (tookMoney && answer.ok) {
      this.captures += 1;
      this.emit('PAYMENT.CAPTURE.COMPLETED', answer.value);
    }
    return answer;
  }

  async authorize(id: string, requestId: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    let authorised = false;
    const answer = await this.store.change(id, `authorize:${id}:${requestId}`, (held): { next: SandboxHeld | null; answer: Result<PayPalOrder, PayPalOrdersError>; keepAnswer?: boolean } => {
      if (held === null) return { next: null, answer: err({ code: 'PAYPAL_ORDER_NOT_FOUND' }) };
      if (held.intent !== 'AUTHORIZE') return { next: null, answer: err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'ACTION_DOES_NOT_MATCH_INTENT' }) };
      if (held.order.status === 'COMPLETED') return { next: null, answer: err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'ORDER_ALREADY_AUTHORIZED' }) };
      if (held.order.status !== 'APPROVED') return { next: null, answer: err({ code: 'PAYPAL_ORDER_NOT_APPROVED' }) };
      if (held.funding === 'declined-card') {
        return { next: { ...held, order: { ...held.order, status: 'CREATED', approveUrl: this.approvalUrlOf(id) }, funding: null }, answer: err({ code: 'PAYPAL_INSTRUMENT_DECLINED' }), keepAnswer: true };
      }
      const authorizationId = newId();
      const order: PayPalOrder = { ...held.order, status: 'COMPLETED', approveUrl: null, authorizationId };
      authorised = true;
      return { next: { ...held, order, authorization: { id: authorizationId, captures: [], voided: false } }, answer: ok(order), keepAnswer: true };
    });
    if (authorised && answer.ok) this.emit('PAYMENT.AUTHORIZATION.CREATED', answer.value);
    return answer;
  }

  async captureAuthorization(authorizationId: string, request: CapturePayPalAuthorization): Promise<Result<PayPalAuthorizationCapture, PayPalAuthorizationError>> {
    const orderId = await this.store.orderOfAuthorization(authorizationId);
    if (orderId === null) return err({ code: 'PAYPAL_AUTHORIZATION_NOT_FOUND' });
    const took: { held: SandboxHeld | null } = { held: null };
    const answer = await this.store.change(orderId, `authorization-capture:${authorizationId}:${request.requestId}`, (held) => {
      const decided = captureOfAuthorization(held, authorizationId, request, newId());
      took.held = decided.next;
      return decided;
    });
    const capture = took.held?.authorization?.captures.at(-1);
    if (took.held !== null && capture !== undefined && answer.ok) {
      this.captures += 1;
      this.emitEvent(wireOfAuthorizationCaptureEvent(`WH-${newId()}`, {
        id: capture.id, authorizationId, payPalOrderId: orderId, amount: capture.amount, invoiceId: took.held.order.reference, final: capture.final,
      }, this.clock.now()));
    }
    return answer;
  }

  async voidAuthorization(authorizationId: string, requestId: string): Promise<Result<{ id: string }, PayPalAuthorizationError>> {
    const orderId = await this.store.orderOfAuthorization(authorizationId);
    if (orderId === null) return err({ code: 'PAYPAL_AUTHORIZATION_NOT_FOUND' });
    const voided: { held: SandboxHeld | null } = { held: null };
    const answer = await this.store.change(orderId, `void:${authorizationId}:${requestId}`, (held) => {
      const decided = voidOfAuthorization(held, authorizationId);
      voided.held = decided.next;
      return decided;
    });
    const { held } = voided;
    if (held !== null && answer.ok) {
      this.emitEvent(wireOfAuthorizationEvent(`WH-${newId()}`, 'PAYMENT.AUTHORIZATION.VOIDED', {
        id: authorizationId, payPalOrderId: orderId, amount: held.order.amount, invoiceId: held.order.reference,
      }, this.clock.now()));
    }
    return answer;
  }

  async refund(captureId: string, request: RefundPayPalCapture): Promise<Result<PayPalRefund, PayPalRefundError>> {
    const orderId = await this.store.orderOfCapture(captureId);
    if (orderId === null) return err({ code: 'PAYPAL_CAPTURE_NOT_FOUND' });
    const pending = this.refundSettings.pendingShare > 0 && Math.random() < this.refundSettings.pendingShare;
    const made: { refund: SandboxRefund | null } = { refund: null };
    const answer = await this.store.change(orderId, `refund:${captureId}:${request.requestId}`, (held) => {
      const decided = refundOfCapture(held, captureId, request, newId(), pending);
      made.refund = decided.refund;
      return decided;
    });
    const { refund } = made;
    if (refund === null || !answer.ok) return answer;
    this.refunds += 1;
    if (refund.status === 'PENDING') {
      this.emitRefund('PAYMENT.REFUND.PENDING', captureId, refund);
      // PayPal settles a pending refund later and says so by webhook; here, this node's timer does.
      const timer = setTimeout(() => {
        this.settleRefund(orderId, captureId, refund.id).catch(() => undefined);
      }, this.refundSettings.delayMs);
      timer.unref();
    } else {
      this.emitRefund('PAYMENT.CAPTURE.REFUNDED', captureId, refund);
    }
    return answer;
  }

  private async settleRefund(orderId: string, captureId: string, refundId: string): Promise<void> {
    const settled: { refund: SandboxRefund | null } = { refund: null };
    await this.store.change(orderId, null, (held) => {
      const decided = settlePendingRefund(held, refundId);
      settled.refund = decided.refund;
      return decided;
    });
    const { refund } = settled;
    if (refund !== null) this.emitRefund(refund.status === 'FAILED' ? 'PAYMENT.REFUND.FAILED' : 'PAYMENT.CAPTURE.REFUNDED', captureId, refund);
  }

  /** The buyer approves on the approval page; false when the order cannot be approved (unknown, captured). */
  async approve(id: string, funding: SandboxFunding): Promise<boolean> {
    let approved: PayPalOrder | null = null;
    const done = await this.store.change(id, null, (held) => {
      if (held === null || (held.order.status !== 'CREATED' && held.order.status !== 'APPROVED')) return { next: null, answer: false };
      approved = { ...held.order, status: 'APPROVED', shipping: held.order.shipping ?? { countryCode: 'GB', postalCode: null } };
      return { next: { ...held, order: approved, funding }, answer: true };
    });
    if (done && approved !== null) this.emit('CHECKOUT.ORDER.APPROVED', approved);
    return done;
  }

  /** What the approval page shows; null for an unknown order. */
  async approval(id: string): Promise<SandboxApproval | null> {
    const held = await this.store.get(id);
    return held === null ? null : { order: held.order, returnUrl: held.returnUrl, cancelUrl: held.cancelUrl };
  }

  /** Captures that took money through this instance (a repeated request id is not counted twice). */
  capturedCount(): number {
    return this.captures;
  }

  /** Refunds made through this instance (a repeated request id is not counted twice). */
  refundedCount(): number {
    return this.refunds;
  }

  private emit(type: PayPalEventType, order: PayPalOrder): void {
    const notify = this.webhooks.notify;
    if (notify !== null) notify(this.signedWebhook(type, order));
  }

  private emitEvent(event: Record<string, unknown>): void {
    const notify = this.webhooks.notify;
    if (notify !== null) notify(this.signEvent(event));
  }

  private emitRefund(type: PayPalRefundEventType, captureId: string, refund: SandboxRefund): void {
    const notify = this.webhooks.notify;
    if (notify === null) return;
    const at = this.clock.now();
    const event = wireOfRefundWebhookEvent(`WH-${newId()}`, type, {
      id: refund.id, captureId, amount: refund.amount, invoiceId: refund.invoiceId ?? null, customId: refund.customId ?? null,
    }, at);
    notify(this.signEvent(event, at));
  }
}
