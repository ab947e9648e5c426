import { filterPaymentMethods } from '../../domain/checkout/payment-methods.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { PaymentGateway, PaymentGatewayError, PaymentMethodsAnswer } from '../../ports/payment-gateway.port.js';
import type { ViewCheckout } from '../delivery/view-checkout.use-case.js';

/** The reference a signed-in shopper's stored cards are kept under at the gateway (InitiatePayment uses the same). */
const shopperReferenceOf = (shopperId: number): string => `shopper-${shopperId}`;

/**
 * The payment methods of the basket page (spec 7): what the gateway offers for the site's country
 * and the basket's total in its currency, kept to the spec's list and the successors of its
 * methods (Dotpay's Online banking Poland), in the gateway's order. Stored cards only for a
 * signed-in shopper: a guest gets none, whatever the gateway holds.
 */
export class ViewPaymentMethods {
  constructor(private readonly checkout: Pick<ViewCheckout, 'execute'>, private readonly gateway: PaymentGateway) {}

  async execute(cmd: { owner: BasketOwner | null; site: SiteVariant }): Promise<Result<PaymentMethodsAnswer, PaymentGatewayError>> {
    const overview = await this.checkout.execute(cmd.owner, cmd.site);
    const shopperId = cmd.owner?.kind === 'shopper' ? cmd.owner.shopperId : null;
    const answer = await this.gateway.paymentMethods({
      site: cmd.site.id,
      countryCode: cmd.site.countryCode,
      amount: overview.totals.total,
      shopperReference: shopperId === null ? null : shopperReferenceOf(shopperId),
    });
    if (!answer.ok) return answer;
    return ok({
      paymentMethods: filterPaymentMethods(answer.value.paymentMethods),
      storedPaymentMethods: shopperId === null ? [] : answer.value.storedPaymentMethods,
    });
  }
}
