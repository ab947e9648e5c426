import type { PaymentModificationRecord } from '../../domain/orders/payment-modification.js';
import { decideRelease } from '../../domain/orders/payment-ledger.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { MoneyActionError } from './money-action-errors.js';
import type { MoneyActionCommand, OrderPaymentModifier } from './order-payment-modifier.js';

/**
 * Gives back what is left of an order's authorisation once part of it is captured and no more
 * will be (the undispatched rest cancelled): the provider's release (Klarna's
 * release-remaining-authorization), only where the provider offers it (else
 * RELEASE_NOT_OFFERED: what is not captured lapses with the authorisation). It runs the course of
 * every money action: recorded in the ledger first, holding the rest of the authorisation (one
 * conditional statement: two releases at once release once, and no capture takes it meanwhile),
 * written to the audit log, then asked under the modification's id. Once the provider says it is
 * done the rest counts as released, never capturable again; a refusal fails it and lists it among
 * the payments needing attention, as does a provider out of reach, which the same key (or
 * "Ask again") asks again.
 */
export class ReleaseRemainingAuthorisation {
  constructor(private readonly modifier: Pick<OrderPaymentModifier, 'run'>) {}

  execute(cmd: MoneyActionCommand): Promise<Result<PaymentModificationRecord, MoneyActionError>> {
    return this.modifier.run('release', cmd, (order, ledger) => {
      const amount = decideRelease(ledger, order.status);
      return amount.ok ? ok({ amountMinor: amount.value, lines: [], delivery: false }) : amount;
    });
  }
}
