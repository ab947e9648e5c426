import { klarnaLineLabelsFor } from '../../../../src/adapters/i18n/klarna-line-labels.js';
import { SandboxKlarnaPayments } from '../../../../src/adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import { CompleteKlarnaOrder } from '../../../../src/application/checkout/klarna/complete-klarna-order.use-case.js';
import { DeclineKlarnaCheckout } from '../../../../src/application/checkout/klarna/decline-klarna-checkout.use-case.js';
import { StartKlarnaCheckout } from '../../../../src/application/checkout/klarna/start-klarna-checkout.use-case.js';
import { err, type Result } from '../../../../src/domain/shared/result.js';
import type { BasketOwner } from '../../../../src/domain/accounts/basket-owner.js';
import type { KlarnaPayments, KlarnaPaymentsError } from '../../../../src/ports/klarna-payments.port.js';
import { evans, ordersKit } from '../orders-test-kit.js';

export const guest = (id = 'g1'): BasketOwner => ({ kind: 'guest', sessionId: id, site: 'evans' });

export const codeOf = <T>(r: Result<T, { code: string }>) => (r.ok ? 'ok' : r.error.code);

/** Klarna as the sandbox, with the next calls made to fail: before reaching Klarna, or after Klarna did the work (a lost answer). */
class FlakyKlarna implements KlarnaPayments {
  failNext: 'before' | 'after' | 'refuse-session' | null = null;
  /** Klarna's session read and Order Management out of reach. */
  down = new Set<'readSession' | 'cancelOrder' | 'refundOrder'>();
  /** Runs once Klarna placed the order, before the answer comes back (what happens meanwhile: an expiry sweep, a cancel). */
  whilePlacing: (() => Promise<void>) | null = null;
  constructor(readonly sandbox: SandboxKlarnaPayments) {}
  async createSession(...args: Parameters<KlarnaPayments['createSession']>) {
    if (this.take() !== null) return err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' });
    return this.sandbox.createSession(args[0]);
  }
  async readSession(sessionId: string) {
    return this.down.has('readSession') ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : this.sandbox.readSession(sessionId);
  }
  async placeOrder(...args: Parameters<KlarnaPayments['placeOrder']>) {
    const fault = this.take();
    if (fault === 'before') return err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' });
    const [token, purchase, placement] = args;
    const answer = await this.sandbox.placeOrder(token, purchase, placement);
    const meanwhile = this.whilePlacing;
    this.whilePlacing = null;
    if (meanwhile !== null) await meanwhile();
    return fault === 'after' ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : answer;
  }
  cancelAuthorization(token: string) {
    return this.sandbox.cancelAuthorization(token);
  }
  async cancelOrder(orderId: string, idempotencyKey: string) {
    return this.down.has('cancelOrder') ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : this.sandbox.cancelOrder(orderId, idempotencyKey);
  }
  captureOrder(...args: Parameters<KlarnaPayments['captureOrder']>) {
    return this.sandbox.captureOrder(args[0], args[1]);
  }
  async refundOrder(...args: Parameters<KlarnaPayments['refundOrder']>) {
    return this.down.has('refundOrder') ? err<KlarnaPaymentsError>({ code: 'PROVIDER_UNAVAILABLE' }) : this.sandbox.refundOrder(args[0], args[1]);
  }
  releaseRemainingAuthorization(...args: Parameters<KlarnaPayments['releaseRemainingAuthorization']>) {
    return this.sandbox.releaseRemainingAuthorization(args[0], args[1]);
  }
  private take() {
    const f = this.failNext;
    this.failNext = null;
    return f;
  }
}

/**
 * The Klarna use cases over in-memory orders and the Klarna sandbox (reachable or not), with the
 * problems reported; `manualCaptureSites` capture by hand (their Klarna orders stay authorised).
 */
export function klarnaKit({ manualCaptureSites = [] as string[] } = {}) {
  const k = ordersKit();
  const sandbox = new SandboxKlarnaPayments(k.clock);
  const klarna = new FlakyKlarna(sandbox);
  const problemLog = { report: (event: string, details: Record<string, unknown>) => void k.problems.push({ event, details }) };
  const start = new StartKlarnaCheckout(k.placeOrder, k.orders, klarna, k.closeOrder, k.clock, klarnaLineLabelsFor);
  const captureModeOf = (site: string) => (manualCaptureSites.includes(site) ? 'manual' as const : 'automatic' as const);
  const complete = new CompleteKlarnaOrder(k.orders, klarna, k.closeOrder, k.clock, klarnaLineLabelsFor, problemLog, captureModeOf);
  const decline = new DeclineKlarnaCheckout(k.orders, k.closeOrder);
  /** Starts Klarna for the owner and runs the authorise step, approving or declining. */
  const authorise = async (owner: BasketOwner, approve = true) => {
    const started = await start.execute({ owner, site: evans });
    if (!started.ok) throw new Error(started.error.code);
    const answer = sandbox.authorize(started.value.clientToken, approve);
    return { started: started.value, token: answer?.approved ? answer.authorization_token : null };
  };
  return { ...k, sandbox, klarna, start, complete, decline, authorise };
}
