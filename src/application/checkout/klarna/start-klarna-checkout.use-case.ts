import { NO_ORDER_PREFERENCES, type Order, type OrderPreferences } from '../../../domain/orders/order.js';
import type { BasketOwner } from '../../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { Clock } from '../../../ports/clock.port.js';
import type { KlarnaPayments, KlarnaPurchase } from '../../../ports/klarna-payments.port.js';
import type { Orders } from '../../../ports/orders.port.js';
import type { CloseOrder } from '../close-order.js';
import { paymentUnderWay } from '../payment-attempts.js';
import type { PlaceOrder } from '../place-order.use-case.js';
import type { KlarnaFailure } from './klarna-errors.js';
import { klarnaPurchaseOf, recordKlarnaSession, type KlarnaLineLabelsFor } from './klarna-sessions.js';

export interface KlarnaCheckoutStart {
  order: Order;
  sessionId: string;
  clientToken: string;
  paymentMethodCategories: string[];
  /** What Klarna was told: the browser's authorise repeats it. */
  purchase: KlarnaPurchase;
}

/**
 * Starts paying with Klarna from the basket: places our order with PlaceOrder (stock reserved;
 * the open order is reused while it holds what the basket holds), creates a Klarna Payments
 * session for its amount and lines, and records the session with the order so that
 * CompleteKlarnaOrder finds it. If Klarna cannot make a session, the order is cancelled again
 * (its stock goes back) and the shopper may pay another way.
 */
export class StartKlarnaCheckout {
  constructor(
    private readonly placeOrder: Pick<PlaceOrder, 'execute'>,
    private readonly orders: Orders,
    private readonly klarna: KlarnaPayments,
    private readonly closeOrder: Pick<CloseOrder, 'execute'>,
    private readonly clock: Clock,
    private readonly labelsFor: KlarnaLineLabelsFor,
  ) {}

  async execute(cmd: { owner: BasketOwner; site: SiteVariant; preferences?: OrderPreferences }): Promise<Result<KlarnaCheckoutStart, KlarnaFailure>> {
    const placed = await this.placeOrder.execute({ owner: cmd.owner, site: cmd.site, preferences: cmd.preferences ?? NO_ORDER_PREFERENCES });
    if (!placed.ok) return placed;
    const { order } = placed.value;
    if (await paymentUnderWay(this.orders, order)) return err({ code: 'PAYMENT_IN_PROGRESS' });
    const purchase = klarnaPurchaseOf(order, cmd.site.locale, this.labelsFor(cmd.site.locale));
    if (purchase === null) return err({ code: 'KLARNA_NOT_AVAILABLE' });
    const session = await this.klarna.createSession(purchase, order.siteCode).catch(() => err({ code: 'PROVIDER_UNAVAILABLE' as const }));
    if (!session.ok) {
      await this.closeOrder.execute(order.id, 'cancelled', null, null);
      return session;
    }
    await recordKlarnaSession(this.orders, order, session.value.sessionId, cmd.site.locale, this.clock.now());
    return ok({ order, ...session.value, purchase });
  }
}
