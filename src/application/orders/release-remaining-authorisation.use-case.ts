import type { CaptureModeOf } from '../../domain/orders/payment-ledger.js';
import { releasableMinor } from '../../domain/orders/payment-ledger.js';
import type { Money } from '../../domain/pricing/money.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { Clock } from '../../ports/clock.port.js';
import type { OperatorAuditLog } from '../../ports/operator-audit.port.js';
import type { OrderPayments } from '../../ports/order-payments.port.js';
import type { Orders } from '../../ports/orders.port.js';
import type { PaymentModificationsOf } from '../../ports/payment-modifications.port.js';
import type { MoneyActionCommand } from './order-payment-modifier.js';

/** Why nothing was released, or what the provider said. */
export type ReleaseError =
  | { code: 'ORDER_NOT_FOUND' }
  /** The provider that took the payment has no release (what is not captured lapses with its authorisation). */
  | { code: 'RELEASE_NOT_OFFERED' }
  /** Nothing captured yet (a cancel gives it all back), all of it captured, a capture under way, or cancelled. */
  | { code: 'NOTHING_TO_RELEASE' }
  /** The provider could not be reached: asked again under the same key, it releases once. */
  | { code: 'PROVIDER_UNAVAILABLE' }
  | { code: 'PROVIDER_REFUSED'; reason: string };

/**
 * Gives back what is left of an order's authorisation once part of it is captured and no more
 * will be (the undispatched rest cancelled): the provider's release (Klarna's
 * release-remaining-authorization) under the operator action's key, written to the audit log.
 * Only where the provider offers it, and only for what the ledger says is left to capture. The
 * ledger itself does not record the release: a later capture is refused by the provider.
 */
export class ReleaseRemainingAuthorisation {
  constructor(
    private readonly orders: Orders,
    private readonly payments: OrderPayments,
    private readonly providers: PaymentModificationsOf,
    private readonly audit: OperatorAuditLog,
    private readonly clock: Clock,
    private readonly captureModeOf: CaptureModeOf,
  ) {}

  async execute(cmd: MoneyActionCommand): Promise<Result<{ amount: Money }, ReleaseError>> {
    const order = await this.orders.byReference(cmd.orderReference);
    if (order === null) return err({ code: 'ORDER_NOT_FOUND' });
    const provider = order.paymentMethod === null || order.pspReference === null ? null : this.providers(order.paymentMethod);
    if (provider?.releaseRemaining === undefined) return err({ code: 'RELEASE_NOT_OFFERED' });
    const ledger = await this.payments.ledgerOf(order.id, provider.capturesAtPayment(order.siteCode) ? 'automatic' : this.captureModeOf(order.siteCode));
    const amountMinor = ledger === null || order.status !== 'paid' ? 0 : releasableMinor(ledger);
    if (ledger === null || amountMinor === 0) return err({ code: 'NOTHING_TO_RELEASE' });
    const amount = { amountMinor, currency: ledger.currency };
    await this.audit.record({
      actor: cmd.actor, action: 'order.payment.release', target: `order:${order.reference}`, before: ledger, after: { released: amount }, at: this.clock.now(),
    });
    const answer = await provider.releaseRemaining({
      order, paymentReference: order.pspReference!, reference: cmd.idempotencyKey, amount, lines: [], delivery: false,
    });
    if (answer.ok) {
      const { outcome } = answer.value;
      return outcome === null || outcome.succeeded ? ok({ amount }) : err({ code: 'PROVIDER_REFUSED', reason: outcome.reason ?? '' });
    }
    return answer.error.code === 'PAYMENT_REQUEST_REFUSED' ? err({ code: 'PROVIDER_REFUSED', reason: answer.error.reason }) : err({ code: 'PROVIDER_UNAVAILABLE' });
  }
}
