import { randomUUID } from 'node:crypto';
import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { Clock } from '../../../../ports/clock.port.js';
import type {
  KlarnaOrder, KlarnaOrderModification, KlarnaPayments, KlarnaPaymentsError, KlarnaPlacement, KlarnaPurchase, KlarnaSession, KlarnaSessionState,
} from '../../../../ports/klarna-payments.port.js';
import { setBounded } from '../../sandbox-memory.js';

/** How long an authorisation token can be placed as an order (Klarna: 60 minutes). */
const SANDBOX_AUTHORIZATION_LIFETIME_MS = 60 * 60 * 1000;
/** How long a session lives (Klarna: 48 hours). */
const SANDBOX_SESSION_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** Categories the sandbox offers, as Klarna names them. */
const CATEGORIES = ['pay_later', 'pay_over_time'];
/** Keys remembered for idempotent order placement and order management, and orders kept for it (oldest forgotten first). */
const MAX_REMEMBERED_KEYS = 10_000;
/**
 * The sandbox's test amounts for order management: a capture or refund whose amount ends in 13
 * minor units (GBP 0.13, EUR 10.13) is refused, as Klarna refuses one it does not allow.
 */
const REFUSED_TEST_MINOR_UNITS = 13;

/** A placed order as Order Management sees it, in minor units. */
interface SandboxOrder {
  orderAmount: number;
  capturedAmount: number;
  refundedAmount: number;
  /** CANCELLED: given back whole; RELEASED: what was not captured given back (no more captures). */
  closed: 'CANCELLED' | 'RELEASED' | null;
}

/** Klarna's status of an order (Order Management's `status`), for tests to read. */
export type SandboxOrderStatus = 'AUTHORIZED' | 'PART_CAPTURED' | 'CAPTURED' | 'CANCELLED';

type Refusal = { code: 'PAYMENT_REQUEST_REFUSED'; reason: string };
const refused = (code: string, message: string): Result<never, Refusal> => err({ code: 'PAYMENT_REQUEST_REFUSED', reason: `${code}: ${message}` });
const NO_SUCH_ORDER = refused('NO_SUCH_ORDER', 'The order does not exist');

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
 * placed once per authorisation token and idempotency key (captured whole at placement with
 * `autoCapture`), cancelled authorisations, expiry; a session read back names its latest
 * authorisation token. Order Management answers at once: captures up to what is left of the
 * authorisation, refunds up to what is captured and not refunded, a cancel only while nothing
 * is captured, a release of what is left only after a part capture; each refusal with Klarna's
 * error code, every repeat of an idempotency key answered as the first time. It checks what
 * Klarna checks: the lines add up to the amount, the order placed matches what was authorised,
 * a token is used once.
 */
export class SandboxKlarnaPayments implements KlarnaPayments {
  private readonly sessions = new Map<string, SandboxSession>();
  private readonly byClientToken = new Map<string, string>();
  private readonly authorizations = new Map<string, SandboxAuthorization>();
  private readonly answers = new Map<string, Result<KlarnaOrder, KlarnaPaymentsError>>();
  /** Order Management's answers by idempotency key: the same key is answered as the first time. */
  private readonly managed = new Map<string, Result<unknown, KlarnaPaymentsError>>();
  private readonly orders = new Map<string, SandboxOrder>();
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

  async placeOrder(authorizationToken: string, purchase: KlarnaPurchase, placement: KlarnaPlacement): Promise<Result<KlarnaOrder, KlarnaPaymentsError>> {
    const remembered = this.answers.get(placement.idempotencyKey);
    if (remembered !== undefined) return remembered;
    const answer = this.place(authorizationToken, purchase, placement.autoCapture);
    setBounded(this.answers, placement.idempotencyKey, answer, MAX_REMEMBERED_KEYS);
    return answer;
  }

  async cancelAuthorization(authorizationToken: string): Promise<Result<void, KlarnaPaymentsError>> {
    const authorization = this.authorizations.get(authorizationToken);
    if (authorization === undefined || authorization.orderId !== null) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: 'NOT_FOUND: Authorization token not found' });
    this.authorizations.delete(authorizationToken);
    return ok(undefined);
  }

  async cancelOrder(orderId: string, idempotencyKey: string): Promise<Result<void, KlarnaPaymentsError>> {
    return this.once('cancel', idempotencyKey, () => {
      const order = this.orders.get(orderId);
      if (order === undefined) return NO_SUCH_ORDER;
      if (order.closed !== null) return refused('CANCEL_NOT_ALLOWED', 'The order is cancelled already');
      if (order.capturedAmount > 0) return refused('CANCEL_NOT_ALLOWED', 'The order has captures');
      order.closed = 'CANCELLED';
      this.cancelled += 1;
      return ok(undefined);
    });
  }

  async captureOrder(orderId: string, capture: KlarnaOrderModification): Promise<Result<{ captureId: string }, KlarnaPaymentsError>> {
    return this.once('capture', capture.idempotencyKey, () => {
      const order = this.orders.get(orderId);
      if (order === undefined) return NO_SUCH_ORDER;
      const problem = modificationProblem(capture);
      if (problem !== null) return refused('BAD_VALUE', problem);
      if (order.closed !== null) return refused('CAPTURE_NOT_ALLOWED', order.closed === 'CANCELLED' ? 'The order is cancelled' : 'The remaining authorization was released');
      if (capture.amount > order.orderAmount - order.capturedAmount) return refused('CAPTURE_NOT_ALLOWED', 'Captured amount is higher than the remaining authorized amount');
      if (capture.amount % 100 === REFUSED_TEST_MINOR_UNITS) return refused('CAPTURE_NOT_ALLOWED', 'Refused by the sandbox test amount (ends in 13)');
      order.capturedAmount += capture.amount;
      return ok({ captureId: randomUUID() });
    });
  }

  async refundOrder(orderId: string, refund: KlarnaOrderModification): Promise<Result<{ refundId: string }, KlarnaPaymentsError>> {
    return this.once('refund', refund.idempotencyKey, () => {
      const order = this.orders.get(orderId);
      if (order === undefined) return NO_SUCH_ORDER;
      const problem = modificationProblem(refund);
      if (problem !== null) return refused('BAD_VALUE', problem);
      if (refund.amount > order.capturedAmount - order.refundedAmount) return refused('REFUND_NOT_ALLOWED', 'Refunded amount is higher than the captured amount not refunded');
      if (refund.amount % 100 === REFUSED_TEST_MINOR_UNITS) return refused('REFUND_NOT_ALLOWED', 'Refused by the sandbox test amount (ends in 13)');
      order.refundedAmount += refund.amount;
      return ok({ refundId: randomUUID() });
    });
  }

  async releaseRemainingAuthorization(orderId: string, idempotencyKey: string): Promise<Result<void, KlarnaPaymentsError>> {
    return this.once('release', idempotencyKey, () => {
      const order = this.orders.get(orderId);
      if (order === undefined) return NO_SUCH_ORDER;
      if (order.closed !== null) return refused('NOT_ALLOWED', 'The order is cancelled or its remaining authorization released already');
      if (order.capturedAmount === 0) return refused('NOT_ALLOWED', 'Order is not captured. Cancel the order instead.');
      if (order.capturedAmount === order.orderAmount) return refused('NOT_ALLOWED', 'Order is fully captured. Remaining authorization cannot be released.');
      order.closed = 'RELEASED';
      return ok(undefined);
    });
  }

  /** A placed order's captured and refunded amounts and Klarna's status of it; null for an order the sandbox does not know. */
  orderState(orderId: string): { status: SandboxOrderStatus; capturedAmount: number; refundedAmount: number; remainingAuthorizedAmount: number } | null {
    const order = this.orders.get(orderId);
    if (order === undefined) return null;
    const remaining = order.closed === null ? order.orderAmount - order.capturedAmount : 0;
    const status: SandboxOrderStatus = order.closed === 'CANCELLED' ? 'CANCELLED'
      : order.capturedAmount === 0 ? 'AUTHORIZED' : remaining > 0 ? 'PART_CAPTURED' : 'CAPTURED';
    return { status, capturedAmount: order.capturedAmount, refundedAmount: order.refundedAmount, remainingAuthorizedAmount: remaining };
  }

  /** Orders actually placed (a repeated idempotency key is answered from memory, not counted). */
  ordersPlaced(): number {
    return this.placed;
  }

  /** Placed orders cancelled since. */
  ordersCancelled(): number {
    return this.cancelled;
  }

  /** Order Management's idempotency: the first answer of a call under a key is the answer to every repeat of that call under it. */
  private once<T>(call: 'cancel' | 'capture' | 'refund' | 'release', idempotencyKey: string, act: () => Result<T, KlarnaPaymentsError>): Promise<Result<T, KlarnaPaymentsError>> {
    const key = `${call} ${idempotencyKey}`;
    const remembered = this.managed.get(key) as Result<T, KlarnaPaymentsError> | undefined;
    if (remembered !== undefined) return Promise.resolve(remembered);
    const answer = act();
    setBounded(this.managed, key, answer, MAX_REMEMBERED_KEYS);
    return Promise.resolve(answer);
  }

  private place(authorizationToken: string, purchase: KlarnaPurchase, autoCapture: boolean): Result<KlarnaOrder, KlarnaPaymentsError> {
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
    const captured = autoCapture ? purchase.orderAmount : 0;
    setBounded(this.orders, orderId, { orderAmount: purchase.orderAmount, capturedAmount: captured, refundedAmount: 0, closed: null }, MAX_REMEMBERED_KEYS);
    this.placed += 1;
    return ok({ orderId, fraudStatus: 'ACCEPTED', redirectUrl: null });
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

/** What Klarna's validation would say about a capture's or refund's amount and lines, or null when they are fine. */
function modificationProblem(m: KlarnaOrderModification): string | null {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) return 'The amount must be a positive whole number of minor units';
  if (m.orderLines.length > 0 && m.orderLines.reduce((total, line) => total + line.totalAmount, 0) !== m.amount) return 'order_lines total_amount does not add up to the amount';
  for (const line of m.orderLines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity * line.unitPrice !== line.totalAmount) return 'order_lines total_amount';
  }
  return null;
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
