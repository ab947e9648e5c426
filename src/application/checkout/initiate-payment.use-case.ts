import { NO_ORDER_PREFERENCES, type Order, type OrderPreferences } from '../../domain/orders/order.js';
import { validateApplePayShipping } from '../../domain/checkout/forms/country-availability.js';
import { MAX_PAYMENT_ATTEMPTS, paymentIdempotencyKey } from '../../domain/orders/payment-idempotency-key.js';
import { paymentEffectOf } from '../../domain/orders/payment-effect.js';
import { isUnanswered, LATE_REPEAT_WINDOW_MS } from '../../domain/orders/payment-reconciliation.js';
import { ownerKeyOf, type BasketOwner } from '../../domain/accounts/basket-owner.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { Clock } from '../../ports/clock.port.js';
import type { CaptureModeOf } from '../../domain/orders/payment-ledger.js';
import type { Orders } from '../../ports/orders.port.js';
import type { CardPaymentDetails, PaymentGateway, PaymentMethodData, PaymentOutcome } from '../../ports/payment-gateway.port.js';
import type { CloseOrder } from './close-order.js';
import type { PaymentFailure } from './order-errors.js';
import { attemptsOf, closeUnanswered, digestOfRequest, readRecorded, recorded } from './payment-attempts.js';
import type { PlaceOrder } from './place-order.use-case.js';
import type { SaveShopperDetails, ShopperDetailsError } from './save-shopper-details.use-case.js';
import type { ShopperDetailsInput } from '../../domain/checkout/shopper-details.js';
import type { SettleSuccessfulPayment } from './settle-successful-payment.js';

export interface InitiatePaymentCommand {
  owner: BasketOwner;
  site: SiteVariant;
  /** The order the browser already has (its encrypted id opened by the edge), or null to place one from the basket. */
  orderId: string | null;
  paymentMethod: PaymentMethodData;
  browserInfo: Record<string, unknown> | null;
  storePaymentMethod: boolean;
  /** The card's billing address, social security number and instalments (Adyen's card component), when given. */
  cardDetails?: CardPaymentDetails;
  /** What the request's formData adds to the order (marketing choice, courier instructions). */
  preferences?: OrderPreferences;
  /** A wallet button's payment: its type, and the shipping country its sheet gave (null when it gave none). */
  wallet?: { type: 'applepay' | 'paywithgoogle'; shippingCountry: string | null } | null;
  /** An express wallet payment's shopper details (email, delivery and billing address from its sheet): saved, by the details form's rules, before the order is placed. */
  walletDetails?: ShopperDetailsInput | null;
  /** Where a redirect or challenge returns the shopper, for this order id (the edge seals the id in it). */
  returnUrlFor: (orderId: string) => string;
}

/** The order after the payment step and the provider's answer (the first answer again for a repeated submit). */
export interface PaymentStep {
  order: Order;
  outcome: PaymentOutcome;
}

/** The payment method of an order fully paid by gift vouchers (no provider call). */
const VOUCHERS_ONLY_METHOD = 'giftvoucher';

/**
 * Pays for the basket: places the order (or reuses the open one), records the attempt under its
 * idempotency key BEFORE calling the gateway, then stores the answer. The same request again
 * (double click, retry, second tab) gets the stored first answer and never reaches the gateway
 * twice; a request with another method or card starts the next attempt. Authorised closes the
 * order paid; Refused and Error close it refused, Cancelled cancelled (the stock goes back);
 * Pending, Received and actions leave it pending.
 */
export class InitiatePayment {
  constructor(
    private readonly placeOrder: PlaceOrder,
    private readonly orders: Orders,
    private readonly gateway: PaymentGateway,
    private readonly closeOrder: CloseOrder,
    private readonly settle: SettleSuccessfulPayment,
    private readonly clock: Clock,
    private readonly saveDetails: Pick<SaveShopperDetails, 'execute'>,
    private readonly captureModeOf: CaptureModeOf = () => 'automatic',
  ) {}

  async execute(cmd: InitiatePaymentCommand): Promise<Result<PaymentStep, PaymentFailure | ShopperDetailsError>> {
    const known = cmd.orderId === null ? null : await this.orders.byId(cmd.orderId);
    if (cmd.orderId !== null && (known === null || ownerKeyOf(known.owner) !== ownerKeyOf(cmd.owner))) return err({ code: 'ORDER_NOT_FOUND' });
    if (known?.status === 'paid') return this.firstAnswerOf(known);
    // Pending or not, the basket decides: the open order is reused while it holds what the basket
    // holds now, and replaced when the shopper changed the basket in another tab meanwhile.
    if (!shipsWithWallet(cmd.wallet, cmd.wallet?.shippingCountry ?? null)) return err({ code: 'WALLET_SHIPPING_COUNTRY' });
    // Without an address from the wallet's sheet, the order goes to the delivery the basket chose: the
    // same rule holds, checked before the order is placed so a refusal holds no stock.
    if (cmd.walletDetails) {
      // The wallet's sheet stands for the details form: the same rules, and nothing is placed when they fail.
      const saved = await this.saveDetails.execute({ owner: cmd.owner, deliveryCountries: cmd.site.deliveryCountries, input: cmd.walletDetails });
      if (!saved.ok) return saved;
    }
    // Card details are part of the request (another billing address or plan is another request); left out when
    // there are none, so a request without them keeps the digest it always had.
    const cardDetails = cmd.cardDetails !== undefined && Object.keys(cmd.cardDetails).length > 0 ? { cardDetails: cmd.cardDetails } : {};
    const digest = digestOfRequest({ paymentMethod: cmd.paymentMethod, storePaymentMethod: cmd.storePaymentMethod, ...cardDetails });
    const placed = await this.placeOrder.execute({
      owner: cmd.owner, site: cmd.site, preferences: cmd.preferences ?? NO_ORDER_PREFERENCES,
      shipsTo: (country) => shipsWithWallet(cmd.wallet, country), firstAttemptDigest: digest,
    });
    if (!placed.ok) return placed.error.code === 'BASKET_EMPTY' && cmd.orderId === null ? this.lateRepeatOf(cmd.owner, digest, placed) : placed;
    const { order, isNew } = placed.value;
    // An order placed just now has its first attempt recorded with it (before the gateway is
    // called, as always): nothing to read, nothing more to write.
    if (isNew) return this.pay(order, cmd, paymentIdempotencyKey(order.id, 1), digest, true);
    const attempts = await attemptsOf(this.orders, order.id);
    let key: string | null = null;
    for (const attempt of attempts) {
      let answer = readRecorded(attempt);
      if (answer === null) {
        // A call without an answer for too long (the node or the database went away mid-call) is
        // closed as unanswered: the same request replays it under its own key (charged at most
        // once), another starts the next attempt, and the provider's notification settles the first.
        if (!isUnanswered(attempt.createdAt, this.clock.now())) return err({ code: 'PAYMENT_IN_PROGRESS' });
        answer = await closeUnanswered(this.orders, attempt, this.clock.now());
      }
      if (answer.requestDigest !== digest) continue;
      if (answer.outcome !== null) return ok({ order: (await this.orders.byId(order.id))!, outcome: answer.outcome });
      if (answer.failure?.code === 'PAYMENT_REQUEST_REFUSED') return err(answer.failure);
      // The provider could not be reached: the same key again is safe, it charges at most once.
      key = attempt.idempotencyKey;
    }
    if (key === null) {
      if (attempts.length >= MAX_PAYMENT_ATTEMPTS) return err({ code: 'TOO_MANY_PAYMENT_ATTEMPTS' });
      key = paymentIdempotencyKey(order.id, attempts.length + 1);
      if (!(await this.orders.recordAttempt(order.id, key, this.clock.now(), digest))) return err({ code: 'PAYMENT_IN_PROGRESS' });
    }
    return this.pay(order, cmd, key, digest, false);
  }

  /** `placed`: the order was placed by this request (its only attempt is `key`). */
  private async pay(order: Order, cmd: InitiatePaymentCommand, key: string, digest: string, placed: boolean): Promise<Result<PaymentStep, PaymentFailure>> {
    const answer = order.total.amountMinor === 0
      ? ok<PaymentOutcome>({ resultCode: 'Authorised', pspReference: null, action: null, refusalReason: null, paymentMethodType: VOUCHERS_ONLY_METHOD })
      : await this.gateway.pay({
        site: order.siteCode,
        reference: order.reference,
        amount: order.total,
        countryCode: order.details.billingAddress?.countryCode ?? order.details.deliveryAddress.countryCode,
        paymentMethod: cmd.paymentMethod,
        returnUrl: cmd.returnUrlFor(order.id),
        shopperReference: order.shopperId === null ? null : `shopper-${order.shopperId}`,
        shopperEmail: order.details.email,
        storePaymentMethod: cmd.storePaymentMethod && order.shopperId !== null,
        browserInfo: cmd.browserInfo,
        ...(cmd.cardDetails === undefined ? {} : { cardDetails: cmd.cardDetails }),
        ...(this.captureModeOf(order.siteCode) === 'manual' ? { manualCapture: true } : {}),
        idempotencyKey: key,
      }).catch(async (error: unknown) => {
        await this.orders.saveAttemptOutcome(key, { ...recorded(digest, { ok: false, error: { code: 'PROVIDER_UNAVAILABLE' } }) });
        throw error;
      });
    // The provider refused the request itself (bad input: nothing was paid): an order placed for it
    // alone is removed and its stock goes back. On an order kept, the refusal stays recorded under
    // its key, which the provider has seen and which is never used for another request.
    if (placed && !answer.ok && answer.error.code === 'PAYMENT_REQUEST_REFUSED' && (await this.orders.discard(order.id, key))) return err(answer.error);
    const attempt = { idempotencyKey: key, outcome: { ...recorded(digest, answer) } };
    const effect = answer.ok ? paymentEffectOf(answer.value.resultCode) : null;
    if (!answer.ok || effect?.kind !== 'close') await this.orders.saveAttemptOutcome(attempt.idempotencyKey, attempt.outcome);
    if (!answer.ok) return err(answer.error);
    if (effect?.kind !== 'close') return ok({ order, outcome: answer.value });
    // The answer is saved in the close's own statement (one round trip, not two).
    if (effect.status === 'paid') {
      const { paymentMethodType: paymentMethod, pspReference } = answer.value;
      return ok({ order: (await this.settle.execute(order, { paymentMethod, pspReference, amount: order.total }, attempt)).order, outcome: answer.value });
    }
    const closed = await this.closeOrder.closeKnown(order, effect.status, answer.value.paymentMethodType, answer.value.pspReference, attempt);
    // Closed meanwhile by another caller (the webhook, the return): the order as that left it.
    return ok({ order: closed ?? (await this.orders.byId(order.id))!, outcome: answer.value });
  }

  /**
   * A submit that finds the basket empty because its twin (a double click, a second tab) has just
   * paid it gets that payment's answer, as a repeated submit of an open order does; any other
   * empty basket is BASKET_EMPTY.
   */
  private async lateRepeatOf(owner: BasketOwner, digest: string, empty: Result<never, PaymentFailure>): Promise<Result<PaymentStep, PaymentFailure>> {
    const paid = await this.orders.lastPaidOf(owner);
    if (paid?.closedAt == null || this.clock.now().getTime() - paid.closedAt.getTime() > LATE_REPEAT_WINDOW_MS) return empty;
    const answer = (await attemptsOf(this.orders, paid.id)).map(readRecorded).find((a) => a?.requestDigest === digest && a.outcome !== null);
    return answer?.outcome ? ok({ order: paid, outcome: answer.outcome }) : empty;
  }

  /** A paid order asked again: the answer that paid it. */
  private async firstAnswerOf(order: Order): Promise<Result<PaymentStep, PaymentFailure>> {
    const answers = (await attemptsOf(this.orders, order.id)).map(readRecorded);
    const authorised = answers.find((a) => a?.outcome?.resultCode === 'Authorised')?.outcome ?? answers.findLast((a) => a?.outcome)?.outcome;
    return ok({ order, outcome: authorised ?? paidOutcome(order) });
  }
}

/** Apple Pay's shipping rule (spec 5) for a wallet payment shipping to `country` (null: not known yet, decided later). */
function shipsWithWallet(wallet: InitiatePaymentCommand['wallet'], country: string | null): boolean {
  if (wallet?.type !== 'applepay' || country === null) return true;
  return validateApplePayShipping({ countryCode: country }).ok;
}

/** The answer a paid order stands for when no stored one says it (paid by notification after an action). */
export const paidOutcome = (order: Order): PaymentOutcome => ({
  resultCode: 'Authorised', pspReference: order.pspReference, action: null, refusalReason: null, paymentMethodType: order.paymentMethod ?? '',
});
