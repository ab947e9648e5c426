import { randomUUID } from 'node:crypto';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { Clock } from '../../../../ports/clock.port.js';
import type {
  KlarnaOrder, KlarnaPayments, KlarnaPaymentsError, KlarnaPurchase, KlarnaSession, KlarnaSessionState,
} from '../../../../ports/klarna-payments.port.js';
import { setBounded } from '../../sandbox-memory.js';

/** How long an authorisation token can be placed as an order (Klarna: 60 minutes). */
const SANDBOX_AUTHORIZATION_LIFETIME_MS = 60 * 60 * 1000;
/** How long a session lives (Klarna: 48 hours). */
const SANDBOX_SESSION_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** Categories the sandbox offers, as Klarna names them. */
const CATEGORIES = ['pay_later', 'pay_over_time'];
/** Keys remembered for idempotent order placement, and orders kept for cancelling (oldest forgotten first). */
const MAX_REMEMBERED_KEYS = 10_000;

interface SandboxSession {
  sessionId: string;
  clientToken: string;
  purchase: KlarnaPurchase;
  createdAt: number;
  /** The latest authorisation token the authorise step gave for this session. */
  authorizationToken: string | null;
}

interface SandboxAuthorization {
  token: string;
  sessionId: string;
  purchase: KlarnaPurchase;
  createdAt: number;
  /** Set once an order was placed from it (a token places one order). */
  orderId: string | null;
}

/** The sandbox authorise dialog's answer, in the browser library's shape (`{approved, authorization_token}`). */
export type SandboxAuthorizeAnswer = { approved: true; authorization_token: string } | { approved: false; show_form: boolean };

/**
 * Klarna Payments simulated in memory: sessions with client tokens, the authorise step the
 * browser library would run (here the sandbox authorise dialog approves or declines), orders
 * placed once per authorisation token and idempotency key, cancelled authorisations, expiry;
 * a session read back names its latest authorisation token; a placed order is cancelled once
 * (Order Management). It checks what Klarna checks: the lines add up to the amount, the order
 * placed matches what was authorised, a token is used once.
 */
export class SandboxKlarnaPayments implements KlarnaPayments {
  private readonly sessions = new Map<string, SandboxSession>();
  private readonly byClientToken = new Map<string, string>();
  private readonly authorizations = new Map<string, SandboxAuthorization>();
  private readonly answers = new Map<string, Result<KlarnaOrder, KlarnaPaymentsError>>();
  /** Placed orders: whether each is cancelled. */
  private readonly orders = new Map<string, { cancelled: boolean }>();
  private placed = 0;
  private cancelled = 0;

  constructor(private readonly clock: Clock) {}

  async createSession(purchase: KlarnaPurchase): Promise<Result<KlarnaSession, KlarnaPaymentsError>> {
    const problem = purchaseProblem(purchase);
    if (problem !== null) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: problem });
    const sessionId = randomUUID();
    const clientToken = `sandbox.${Buffer.from(JSON.stringify({ session_id: sessionId })).toString('base64url')}.${randomUUID().replaceAll('-', '')}`;
    this.sessions.set(sessionId, { sessionId, clientToken, purchase: structuredClone(purchase), createdAt: this.now(), authorizationToken: null });
    this.byClientToken.set(clientToken, sessionId);
    return ok({ sessionId, clientToken, paymentMethodCategories: [...CATEGORIES] });
  }

  /**
   * The browser library's `authorize` as the sandbox dialog runs it: approved gives an
   * authorisation token for the session's purchase; declined gives none (`show_form: false`,
   * as Klarna says when the shopper may not use Klarna for this purchase).
   */
  authorize(clientToken: string, approve: boolean): SandboxAuthorizeAnswer | null {
    const sessionId = this.byClientToken.get(clientToken);
    const session = sessionId === undefined ? undefined : this.sessions.get(sessionId);
    if (session === undefined || this.now() - session.createdAt > SANDBOX_SESSION_LIFETIME_MS) return null;
    if (!approve) return { approved: false, show_form: false };
    const token = randomUUID();
    this.authorizations.set(token, { token, sessionId: session.sessionId, purchase: session.purchase, createdAt: this.now(), orderId: null });
    session.authorizationToken = token;
    return { approved: true, authorization_token: token };
  }

  async readSession(sessionId: string): Promise<Result<KlarnaSessionState, KlarnaPaymentsError>> {
    const session = this.sessions.get(sessionId);
    if (session === undefined || this.now() - session.createdAt > SANDBOX_SESSION_LIFETIME_MS) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'NOT_FOUND: Session not found' });
    return ok({ authorizationToken: session.authorizationToken });
  }

  async placeOrder(authorizationToken: string, purchase: KlarnaPurchase, idempotencyKey: string): Promise<Result<KlarnaOrder, KlarnaPaymentsError>> {
    const remembered = this.answers.get(idempotencyKey);
    if (remembered !== undefined) return remembered;
    const answer = this.place(authorizationToken, purchase);
    setBounded(this.answers, idempotencyKey, answer, MAX_REMEMBERED_KEYS);
    return answer;
  }

  async cancelAuthorization(authorizationToken: string): Promise<Result<void, KlarnaPaymentsError>> {
    const authorization = this.authorizations.get(authorizationToken);
    if (authorization === undefined || authorization.orderId !== null) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'NOT_FOUND: Authorization token not found' });
    this.authorizations.delete(authorizationToken);
    return ok(undefined);
  }

  async cancelOrder(orderId: string): Promise<Result<void, KlarnaPaymentsError>> {
    const order = this.orders.get(orderId);
    if (order === undefined) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'NO_SUCH_ORDER: The order does not exist' });
    if (order.cancelled) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'CANCEL_NOT_ALLOWED: The order is cancelled already' });
    order.cancelled = true;
    this.cancelled += 1;
    return ok(undefined);
  }

  /** Orders actually placed (a repeated idempotency key is answered from memory, not counted). */
  ordersPlaced(): number {
    return this.placed;
  }

  /** Placed orders cancelled since. */
  ordersCancelled(): number {
    return this.cancelled;
  }

  private place(authorizationToken: string, purchase: KlarnaPurchase): Result<KlarnaOrder, KlarnaPaymentsError> {
    const problem = purchaseProblem(purchase);
    if (problem !== null) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: problem });
    const authorization = this.authorizations.get(authorizationToken);
    if (authorization === undefined || this.now() - authorization.createdAt > SANDBOX_AUTHORIZATION_LIFETIME_MS) {
      return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'NOT_FOUND: Authorization token not found or expired' });
    }
    if (authorization.orderId !== null) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'NOT_FOUND: Authorization token already used' });
    const authorised = authorization.purchase;
    if (authorised.orderAmount !== purchase.orderAmount || authorised.purchaseCurrency !== purchase.purchaseCurrency || authorised.purchaseCountry !== purchase.purchaseCountry) {
      return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'BAD_VALUE: The order does not match the authorized purchase' });
    }
    const orderId = randomUUID();
    authorization.orderId = orderId;
    setBounded(this.orders, orderId, { cancelled: false }, MAX_REMEMBERED_KEYS);
    this.placed += 1;
    return ok({ orderId, fraudStatus: 'ACCEPTED', redirectUrl: null });
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

/** What Klarna's validation would say about a purchase, or null when it is fine. */
function purchaseProblem(purchase: KlarnaPurchase): string | null {
  if (!/^[A-Z]{2}$/.test(purchase.purchaseCountry)) return 'BAD_VALUE: purchase_country';
  if (!/^[A-Z]{3}$/.test(purchase.purchaseCurrency)) return 'BAD_VALUE: purchase_currency';
  if (!Number.isSafeInteger(purchase.orderAmount) || purchase.orderAmount <= 0) return 'BAD_VALUE: order_amount';
  if (purchase.orderLines.length === 0) return 'BAD_VALUE: order_lines';
  const sum = purchase.orderLines.reduce((total, line) => total + line.totalAmount, 0);
  if (sum !== purchase.orderAmount) return 'BAD_VALUE: order_amount does not equal the sum of order_lines total_amount';
  for (const line of purchase.orderLines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) return 'BAD_VALUE: order_lines quantity';
    if (line.quantity * line.unitPrice !== line.totalAmount) return 'BAD_VALUE: order_lines total_amount';
  }
  return null;
}
