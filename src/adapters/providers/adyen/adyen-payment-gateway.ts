import type adyenLibrary from '@adyen/api-library';
import { currentPaymentMethodType } from '../../../domain/checkout/payment-methods.js';
import type { Money } from '../../../domain/pricing/money.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import type {
  PaymentDetailsRequest, PaymentGateway, PaymentGatewayError, PaymentMethodsAnswer, PaymentMethodsQuery, PaymentNotification,
  PaymentAmountModificationRequest, PaymentModification, PaymentModificationRequest, PaymentOutcome, PaymentRequest, PaymentReversal,
  PaymentReversalRequest,
} from '../../../ports/payment-gateway.port.js';
import { belongsToExpectedPayment } from './adyen-details-binding.js';
import { AdyenHttpClient, AdyenHttpError } from './adyen-http-client.js';
import { verifyNotificationBody } from './adyen-notifications.js';
import type { AdyenSettings } from './adyen-settings.js';
import { AccountClients, settingsForSite, type SiteSettings } from '../site-accounts.js';
import { cardDetailsWire, detailsPaymentOf, methodsAnswerOf, outcomeOf, modificationOf } from './adyen-wire.js';

type CheckoutApi = InstanceType<typeof adyenLibrary.CheckoutAPI>;
/** The two parts of the Checkout API the gateway calls: payments and their modifications (reversals). */
interface CheckoutApis {
  payments: CheckoutApi['PaymentsApi'];
  modifications: CheckoutApi['ModificationsApi'];
}

/** What every modification call sends: the merchant account and our reference. */
interface ModificationBody {
  merchantAccount: string;
  reference: string;
}

const amountWire = (amount: Money) => ({ amount: { value: amount.amountMinor, currency: amount.currency } });

/** Statuses that say "try again later" rather than "this request is wrong". */
const TRANSIENT_STATUSES = new Set([408, 425, 429]);

/** Adyen's error body `{ status, errorCode, message, errorType }` as a short reason. */
function reasonOf(error: AdyenHttpError): string {
  try {
    const body = JSON.parse(error.body) as { errorCode?: unknown; message?: unknown };
    if (typeof body.message === 'string') return typeof body.errorCode === 'string' ? `${body.errorCode}: ${body.message}` : body.message;
  } catch {
    // not JSON: the status says enough
  }
  return `Adyen answered ${error.status}`;
}

/** Network failures, timeouts, 5xx and unreadable answers are PROVIDER_UNAVAILABLE; other 4xx refuse the request. */
function gatewayErrorOf(error: unknown): PaymentGatewayError {
  if (error instanceof AdyenHttpError && error.status >= 400 && error.status < 500 && !TRANSIENT_STATUSES.has(error.status)) {
    return { code: 'PAYMENT_REQUEST_REFUSED', reason: reasonOf(error) };
  }
  return { code: 'PROVIDER_UNAVAILABLE' };
}

/** Adyen's 704: a request with this idempotency key is still being processed (a double click); asked again, it gives the first answer. */
function isInProgress(error: unknown): boolean {
  return error instanceof AdyenHttpError && error.status === 422 && /"errorCode"\s*:\s*"704"/.test(error.body);
}

const IN_PROGRESS_RETRIES = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(run: () => Promise<T>): Promise<Result<T, PaymentGatewayError>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return ok(await run());
    } catch (error) {
      if (!isInProgress(error) || attempt >= IN_PROGRESS_RETRIES) return err(gatewayErrorOf(error));
      await pause(25 * (attempt + 1));
    }
  }
}

/** The library's Checkout APIs on our HTTP client (any base URL, `x-api-key`, `Idempotency-Key`). */
function checkoutApisOf(adyen: typeof adyenLibrary, settings: AdyenSettings): CheckoutApis {
  const http = new AdyenHttpClient({ baseUrl: settings.checkoutUrl, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs });
  const client = new adyen.Client({
    apiKey: settings.apiKey,
    environment: settings.environment === 'live' ? adyen.EnvironmentEnum.LIVE : adyen.EnvironmentEnum.TEST,
    // The library wants a live prefix to build live URLs; the HTTP client replaces the host with checkoutUrl anyway.
    liveEndpointUrlPrefix: settings.environment === 'live' ? 'configured' : undefined,
    connectionTimeoutMillis: settings.timeoutMs,
  }, http);
  const checkout = new adyen.CheckoutAPI(client);
  return { payments: checkout.PaymentsApi, modifications: checkout.ModificationsApi };
}

/**
 * The PaymentGateway on Adyen's Checkout API v72 through `@adyen/api-library`, with an HTTP
 * client that can point at any base URL (ADYEN_CHECKOUT_URL), sends `x-api-key` and forwards
 * every idempotency key as `Idempotency-Key`. Webhooks are checked with the library's hmacValidator.
 * Each call runs on its site's account: the site's merchant account in the body, the site's API
 * key on the wire (one library client per API key); a notification item is verified with the HMAC
 * key of the merchant account it names, the shared key for any other.
 */
export class AdyenPaymentGateway implements PaymentGateway {
  /** The library is loaded by the Adyen gateway only: it costs about 45 MB of memory, which a sandbox node is spared. */
  private readonly library: Promise<typeof adyenLibrary>;
  private readonly checkouts: AccountClients<AdyenSettings, Promise<CheckoutApis>>;
  private readonly hmacKeyOfAccount: ReadonlyMap<string, string>;

  constructor(private readonly settings: AdyenSettings, private readonly bySite: SiteSettings<AdyenSettings> = {}) {
    this.library = import('@adyen/api-library').then(({ default: library }) => library);
    this.checkouts = new AccountClients((s) => s.apiKey, (s) => this.library.then((library) => checkoutApisOf(library, s)));
    this.hmacKeyOfAccount = new Map([settings, ...Object.values(bySite)].map((s) => [s.merchantAccount, s.hmacKey]));
  }

  private accountOf(site: string): { settings: AdyenSettings; checkout: Promise<CheckoutApis> } {
    const settings = settingsForSite(this.settings, this.bySite, site);
    return { settings, checkout: this.checkouts.of(settings) };
  }

  paymentMethods(query: PaymentMethodsQuery): Promise<Result<PaymentMethodsAnswer, PaymentGatewayError>> {
    const { settings, checkout } = this.accountOf(query.site);
    return call(async () => methodsAnswerOf(await (await checkout).payments.paymentMethods({
      merchantAccount: settings.merchantAccount,
      countryCode: query.countryCode,
      amount: { value: query.amount.amountMinor, currency: query.amount.currency },
      channel: 'Web',
      ...(query.shopperReference === null ? {} : { shopperReference: query.shopperReference }),
    } as never)));
  }

  pay(request: PaymentRequest): Promise<Result<PaymentOutcome, PaymentGatewayError>> {
    const type = currentPaymentMethodType(request.paymentMethod.type);
    const stored = typeof request.paymentMethod['storedPaymentMethodId'] === 'string';
    const { settings, checkout } = this.accountOf(request.site);
    const body = {
      merchantAccount: settings.merchantAccount,
      reference: request.reference,
      amount: { value: request.amount.amountMinor, currency: request.amount.currency },
      countryCode: request.countryCode,
      paymentMethod: { ...request.paymentMethod, type },
      returnUrl: request.returnUrl,
      origin: new URL(request.returnUrl).origin,
      channel: 'Web',
      shopperInteraction: 'Ecommerce',
      shopperEmail: request.shopperEmail,
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
      ...(request.shopperReference === null ? {} : { shopperReference: request.shopperReference }),
      ...(request.storePaymentMethod && request.shopperReference !== null ? { storePaymentMethod: true } : {}),
      ...(stored || (request.storePaymentMethod && request.shopperReference !== null) ? { recurringProcessingModel: 'CardOnFile' } : {}),
      ...(request.browserInfo === null ? {} : { browserInfo: request.browserInfo }),
      ...cardDetailsWire(request.cardDetails),
      ...(request.manualCapture === true ? { additionalData: { manualCapture: 'true' } } : {}),
    };
    return call(async () => outcomeOf(await (await checkout).payments.payments(body as never, { idempotencyKey: request.idempotencyKey }), type));
  }

  async submitDetails(request: PaymentDetailsRequest): Promise<Result<PaymentOutcome, PaymentGatewayError>> {
    const body = { details: request.details, ...(request.paymentData === null ? {} : { paymentData: request.paymentData }) };
    const { checkout } = this.accountOf(request.site);
    const answered = await call(async () => {
      const answer = await (await checkout).payments.paymentsDetails(body as never, { idempotencyKey: request.idempotencyKey });
      return { outcome: outcomeOf(answer, 'unknown'), payment: detailsPaymentOf(answer) };
    });
    if (!answered.ok) return answered;
    // Details carry their own payment: another order's 3-D Secure or bank result has been processed
    // by Adyen for that order (whose webhook settles it), and must not count for this one.
    if (!belongsToExpectedPayment(answered.value.payment, request.expected)) return err({ code: 'PAYMENT_DETAILS_MISMATCH' });
    return ok(answered.value.outcome);
  }

  reverse(request: PaymentReversalRequest): Promise<Result<PaymentReversal, PaymentGatewayError>> {
    return this.modify(request, {}, (api, ...args) => api.refundOrCancelPayment(...args));
  }

  capture(request: PaymentAmountModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>> {
    return this.modify(request, amountWire(request.amount), (api, ...args) => api.captureAuthorisedPayment(...args));
  }

  cancel(request: PaymentModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>> {
    return this.modify(request, {}, (api, ...args) => api.cancelAuthorisedPaymentByPspReference(...args));
  }

  refund(request: PaymentAmountModificationRequest): Promise<Result<PaymentModification, PaymentGatewayError>> {
    return this.modify(request, amountWire(request.amount), (api, ...args) => api.refundCapturedPayment(...args));
  }

  /**
   * A modification of the payment `request.pspReference` (Adyen's /payments/{pspReference}/...):
   * the site's merchant account, our reference, what the call adds (an amount), and the
   * idempotency key; the answer is only the modification's own PSP reference (its result comes by webhook).
   */
  private modify<Extra extends object>(
    request: PaymentModificationRequest, extra: Extra,
    send: (api: CheckoutApis['modifications'], pspReference: string, body: ModificationBody & Extra, options: { idempotencyKey: string }) => Promise<unknown>,
  ): Promise<Result<PaymentModification, PaymentGatewayError>> {
    const { settings, checkout } = this.accountOf(request.site);
    const body = { merchantAccount: settings.merchantAccount, reference: request.reference, ...extra };
    return call(async () => modificationOf(await send((await checkout).modifications, request.pspReference, body, { idempotencyKey: request.idempotencyKey })));
  }

  verifyNotifications(body: unknown): PaymentNotification[] | null {
    return verifyNotificationBody(body, (merchantAccount) => this.hmacKeyOfAccount.get(merchantAccount) ?? this.settings.hmacKey);
  }
}
