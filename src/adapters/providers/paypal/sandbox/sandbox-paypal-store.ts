import type { Result } from '../../../../domain/shared/result.js';
import type { Money } from '../../../../domain/pricing/money.js';
import type {
  PayPalAuthorizationCapture, PayPalAuthorizationError, PayPalIntent, PayPalOrder, PayPalOrdersError, PayPalRefund, PayPalRefundError,
} from '../../../../ports/paypal-orders.port.js';
import { setBounded } from '../../sandbox-memory.js';

/** How the buyer pays on the sandbox's approval page: PayPal balance (captures), or a card PayPal declines at capture. */
export type SandboxFunding = 'balance' | 'declined-card';

/**
 * A refund of the order's capture, as PayPal keeps it: COMPLETED, PENDING (it still counts
 * against what is left of the capture) or FAILED after being pending (it gave nothing back); the
 * `invoice_id` and `custom_id` it was asked with. Refunds kept before these existed have only an
 * id and an amount, and completed.
 */
export interface SandboxRefund {
  id: string;
  amount: Money;
  status?: 'COMPLETED' | 'PENDING' | 'FAILED';
  invoiceId?: string;
  customId?: string;
  /** The capture it gives back; absent: the order's own capture (intent CAPTURE). */
  captureId?: string;
}

/** A capture of the order's authorization: what it took, and whether it was the last one. */
interface SandboxCapture {
  id: string;
  amount: Money;
  final: boolean;
}

/** The order's authorization (intent AUTHORIZE): its captures so far, and whether it was voided. */
interface SandboxAuthorization {
  id: string;
  captures: SandboxCapture[];
  voided: boolean;
}

/**
 * One sandbox order as PayPal holds it: the order, where the buyer goes back to, how the buyer
 * chose to pay, and the refunds of its capture (absent on orders kept before refunds existed).
 */
export interface SandboxHeld {
  order: PayPalOrder;
  returnUrl: string;
  cancelUrl: string;
  funding: SandboxFunding | null;
  refunds?: SandboxRefund[];
  /** How the order takes the money; absent on orders kept before AUTHORIZE existed (CAPTURE). */
  intent?: PayPalIntent;
  /** Its authorization, once authorised. */
  authorization?: SandboxAuthorization;
}

/** An answer about an order PayPal gives again for the same PayPal-Request-Id. */
export type SandboxOrderAnswer = Result<PayPalOrder, PayPalOrdersError>;
/** An answer about a refund PayPal gives again for the same PayPal-Request-Id. */
export type SandboxRefundAnswer = Result<PayPalRefund, PayPalRefundError>;
/** An answer about an authorization's capture or void PayPal gives again for the same PayPal-Request-Id. */
type SandboxAuthorizationAnswer = Result<PayPalAuthorizationCapture, PayPalAuthorizationError> | Result<{ id: string }, PayPalAuthorizationError>;
export type SandboxAnswer = SandboxOrderAnswer | SandboxRefundAnswer | SandboxAuthorizationAnswer;

/** What a change of one order decides: the order to keep (null: left as it was) and the answer to give. */
export interface SandboxChange<T> {
  next: SandboxHeld | null;
  answer: T;
  /** Keep the answer under the change's answer key (PayPal answers a repeated request id with it). */
  keepAnswer?: boolean;
}

/**
 * Where the PayPal sandbox keeps its orders and the answers it gives again for a repeated
 * PayPal-Request-Id: this process's memory, or the database (`SqlSandboxPayPalStore`) so that
 * every node of a cluster sees the same orders (approved on one node, captured on another).
 * `change` runs one order's change alone (no other change of that order in between, on any node),
 * and, with an answer key and `keepAnswer`, keeps the answer with it in the same step: a key
 * answered before gets that answer without running the change again.
 */
export interface SandboxPayPalStore {
  get(id: string): Promise<SandboxHeld | null>;
  /** The id of the order whose capture this is (its own, or one of its authorization's), or null. */
  orderOfCapture(captureId: string): Promise<string | null>;
  /** The id of the order whose authorization this is, or null. */
  orderOfAuthorization(authorizationId: string): Promise<string | null>;
  /** Keeps a new order unless `answerKey` was answered before (then that answer, and nothing kept). */
  create(held: SandboxHeld, answerKey: string, answer: SandboxOrderAnswer): Promise<SandboxOrderAnswer>;
  change<T extends SandboxAnswer | boolean>(id: string, answerKey: string | null, decide: (held: SandboxHeld | null) => SandboxChange<T>): Promise<T>;
}

/** Orders kept before the oldest are forgotten (a long-running development server). */
const MAX_ORDERS = 10_000;

/** The sandbox's orders in this process's memory (one node; tests and development). */
export class InMemorySandboxPayPalStore implements SandboxPayPalStore {
  private readonly orders = new Map<string, SandboxHeld>();
  private readonly answers = new Map<string, SandboxAnswer>();

  async get(id: string): Promise<SandboxHeld | null> {
    const held = this.orders.get(id);
    return held === undefined ? null : structuredClone(held);
  }

  async orderOfCapture(captureId: string): Promise<string | null> {
    for (const [id, held] of this.orders) {
      if (held.order.captureId === captureId || held.authorization?.captures.some((c) => c.id === captureId) === true) return id;
    }
    return null;
  }

  async orderOfAuthorization(authorizationId: string): Promise<string | null> {
    for (const [id, held] of this.orders) if (held.authorization?.id === authorizationId) return id;
    return null;
  }

  async create(held: SandboxHeld, answerKey: string, answer: SandboxOrderAnswer): Promise<SandboxOrderAnswer> {
    const known = this.answers.get(answerKey);
    if (known !== undefined) return structuredClone(known) as SandboxOrderAnswer;
    setBounded(this.orders, held.order.id, structuredClone(held), MAX_ORDERS);
    this.keep(answerKey, answer);
    return structuredClone(answer);
  }

  async change<T extends SandboxAnswer | boolean>(id: string, answerKey: string | null, decide: (held: SandboxHeld | null) => SandboxChange<T>): Promise<T> {
    if (answerKey !== null) {
      const known = this.answers.get(answerKey);
      if (known !== undefined) return structuredClone(known) as T;
    }
    const held = this.orders.get(id);
    const { next, answer, keepAnswer } = decide(held === undefined ? null : structuredClone(held));
    if (next !== null) this.orders.set(id, structuredClone(next));
    if (answerKey !== null && keepAnswer === true && typeof answer !== 'boolean') this.keep(answerKey, answer);
    return answer;
  }

  private keep(key: string, answer: SandboxAnswer): void {
    // The answers kept for repeated request ids go with the orders: at most a few per order.
    setBounded(this.answers, key, structuredClone(answer), MAX_ORDERS * 4);
  }
}
