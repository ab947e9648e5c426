import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type {
  AmendPayPalOrder, CreatePayPalOrder, PayPalOrder, PayPalOrders, PayPalOrdersError,
} from '../../../../ports/paypal-orders.port.js';

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
 * answers the first answer; another one gets ORDER_ALREADY_CAPTURED). One process only: the orders
 * live in this node's memory (the sandbox is for development and tests, never for several nodes).
 */
export class SandboxPayPalOrders implements PayPalOrders {
  private readonly orders = new Map<string, Held>();
  private readonly answers = new Map<string, Result<PayPalOrder, PayPalOrdersError>>();
  private captures = 0;

  constructor(private readonly approvalUrlOf: (orderId: string) => string) {}

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
