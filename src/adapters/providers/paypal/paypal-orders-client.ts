import { err, ok, type Result } from '../../../domain/shared/result.js';
import type {
  CapturePayPalAuthorization, PayPalAuthorizationCapture, PayPalAuthorizationError,
  AmendPayPalOrder, CreatePayPalOrder, PayPalOrder, PayPalOrders, PayPalOrdersError, PayPalRefund, PayPalRefundError, PayPalWebhookDelivery,
  PayPalWebhookError, PayPalWebhookEvent, RefundPayPalCapture,
} from '../../../ports/paypal-orders.port.js';
import { refundErrorOfWire, refundOfWire, wireOfRefundRequest } from './paypal-refund-wire.js';
import { authorizationCaptureOfAnswer, authorizationErrorOfWire, wireOfAuthorizationCapture } from './paypal-authorization-wire.js';
import type { PayPalSettings } from './paypal-settings.js';
import { AccountClients, settingsForSite, type SiteSettings } from '../site-accounts.js';
import { webhookEventOfWire } from './paypal-webhook-wire.js';
import { errorOfWire, orderOfWire, wireAmountOf } from './paypal-wire.js';

/** A token is renewed this long before PayPal says it expires (clock drift, a slow call). */
const TOKEN_MARGIN_MS = 60_000;

interface CachedToken {
  value: string;
  expiresAt: number;
}

interface Answer {
  status: number;
  body: unknown;
}

const UNAVAILABLE: PayPalOrdersError = { code: 'PROVIDER_UNAVAILABLE' };
const UNAVAILABLE_WEBHOOK: PayPalWebhookError = { code: 'PROVIDER_UNAVAILABLE' };
const UNAVAILABLE_REFUND: PayPalRefundError = { code: 'PROVIDER_UNAVAILABLE' };
const UNAVAILABLE_AUTHORIZATION: PayPalAuthorizationError = { code: 'PROVIDER_UNAVAILABLE' };

/**
 * PayPal Orders v2 over `fetch` with a configurable base URL (the official server SDK takes none):
 * an OAuth2 client-credentials token, cached until shortly before it expires and fetched again
 * once when PayPal answers 401; `PayPal-Request-Id` on create, capture and refund; every call bounded by
 * `timeoutMs`. No answer, a 5xx or a body that is not what Orders v2 answers is PROVIDER_UNAVAILABLE.
 * Each call runs on its site's PayPal app (its own client id and secret, else the shared ones),
 * with that app's token; a webhook is verified with the webhook id of the site it was posted to.
 */
export class PayPalOrdersClient implements PayPalOrders {
  private readonly apps: AccountClients<PayPalSettings, PayPalApp>;

  constructor(private readonly settings: PayPalSettings, private readonly bySite: SiteSettings<PayPalSettings> = {}, now: () => number = Date.now) {
    this.apps = new AccountClients((s) => `${s.clientId}:${s.clientSecret}`, (s) => new PayPalApp(s, now));
  }

  private appOf(site: string): PayPalApp {
    return this.apps.of(settingsForSite(this.settings, this.bySite, site));
  }

  async create(request: CreatePayPalOrder, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    const amount = wireAmountOf(request.amount);
    const body = {
      intent: request.intent ?? 'CAPTURE',
      purchase_units: [{ reference_id: request.reference, invoice_id: request.reference, amount }],
      application_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'GET_FROM_FILE' },
    };
    return this.appOf(site).orderCall('POST', '/v2/checkout/orders', body, request.requestId);
  }

  async get(id: string, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    return this.appOf(site).orderCall('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`, undefined, null);
  }

  async amend(id: string, change: AmendPayPalOrder, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    const app = this.appOf(site);
    const current = await this.get(id, site);
    if (!current.ok) return current;
    const unit = `/purchase_units/@reference_id=='${current.value.reference.replace(/'/g, '')}'`;
    const address = { country_code: change.shipping.countryCode, ...(change.shipping.postalCode === null ? {} : { postal_code: change.shipping.postalCode }) };
    const patch = [
      { op: 'replace', path: `${unit}/amount`, value: wireAmountOf(change.amount) },
      { op: current.value.shipping === null ? 'add' : 'replace', path: `${unit}/shipping/address`, value: address },
    ];
    const answer = await app.call('PATCH', `/v2/checkout/orders/${encodeURIComponent(id)}`, patch, null);
    if (!answer.ok) return answer;
    if (answer.value.status !== 204 && answer.value.status !== 200) return err(failureOf(answer.value));
    return this.get(id, site);
  }

  async capture(id: string, requestId: string, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    return this.appOf(site).orderCall('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, requestId);
  }

  async authorize(id: string, requestId: string, site: string): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    return this.appOf(site).orderCall('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/authorize`, {}, requestId);
  }

  async captureAuthorization(
    authorizationId: string, request: CapturePayPalAuthorization, site: string,
  ): Promise<Result<PayPalAuthorizationCapture, PayPalAuthorizationError>> {
    const path = `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`;
    const answer = await this.appOf(site).call('POST', path, wireOfAuthorizationCapture(request), request.requestId);
    if (!answer.ok) return err(UNAVAILABLE_AUTHORIZATION);
    const { status, body } = answer.value;
    if (status >= 500 || status === 401 || status === 429) return err(UNAVAILABLE_AUTHORIZATION);
    if (status < 200 || status > 299) return err(authorizationErrorOfWire(status, body));
    return authorizationCaptureOfAnswer(body) ?? err(UNAVAILABLE_AUTHORIZATION);
  }

  async voidAuthorization(authorizationId: string, requestId: string, site: string): Promise<Result<{ id: string }, PayPalAuthorizationError>> {
    const answer = await this.appOf(site).call('POST', `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`, undefined, requestId);
    if (!answer.ok) return err(UNAVAILABLE_AUTHORIZATION);
    const { status, body } = answer.value;
    if (status >= 500 || status === 401 || status === 429) return err(UNAVAILABLE_AUTHORIZATION);
    // PayPal answers a void 204 without a body (200 with the authorization under return=representation).
    if (status >= 200 && status <= 299) return ok({ id: authorizationId });
    return err(authorizationErrorOfWire(status, body));
  }

  async refund(captureId: string, request: RefundPayPalCapture, site: string): Promise<Result<PayPalRefund, PayPalRefundError>> {
    const answer = await this.appOf(site).call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, wireOfRefundRequest(request), request.requestId);
    if (!answer.ok) return err(UNAVAILABLE_REFUND);
    const { status, body } = answer.value;
    if (status >= 500 || status === 401 || status === 429) return err(UNAVAILABLE_REFUND);
    if (status < 200 || status > 299) return err(refundErrorOfWire(status, body));
    return refundOfWire(body) ?? err(UNAVAILABLE_REFUND);
  }

  /**
   * PayPal's POST /v1/notifications/verify-webhook-signature with the transmission headers, our
   * webhook id and the event: `verification_status: SUCCESS` is verified, FAILURE (or no webhook
   * id configured) is not; PayPal unreachable is PROVIDER_UNAVAILABLE (PayPal delivers again).
   */
  async verifyWebhook(delivery: PayPalWebhookDelivery, site: string): Promise<Result<PayPalWebhookEvent, PayPalWebhookError>> {
    const event = webhookEventOfWire(delivery.event);
    const settings = settingsForSite(this.settings, this.bySite, site);
    if (settings.webhookId === null || event === null) return err({ code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' });
    const { signature } = delivery;
    const answer = await this.apps.of(settings).call('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: signature.authAlgo,
      cert_url: signature.certUrl,
      transmission_id: signature.transmissionId,
      transmission_sig: signature.transmissionSig,
      transmission_time: signature.transmissionTime,
      webhook_id: settings.webhookId,
      webhook_event: delivery.event,
    }, null);
    if (!answer.ok) return err(UNAVAILABLE_WEBHOOK);
    const { status, body } = answer.value;
    if (status >= 500 || status === 429) return err(UNAVAILABLE_WEBHOOK);
    const verified = status === 200 && typeof body === 'object' && body !== null && (body as { verification_status?: unknown }).verification_status === 'SUCCESS';
    return verified ? ok(event) : err({ code: 'PAYPAL_WEBHOOK_NOT_VERIFIED' });
  }
}

function failureOf(answer: Answer): PayPalOrdersError {
  return answer.status >= 500 || answer.status === 401 || answer.status === 429 ? UNAVAILABLE : errorOfWire(answer.status, answer.body);
}

/** One PayPal app: its client id and secret, and the token they were last given. */
class PayPalApp {
  private readonly baseUrl: string;
  private token: CachedToken | null = null;

  constructor(private readonly settings: PayPalSettings, private readonly now: () => number) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
  }

  async orderCall(method: string, path: string, body: unknown, requestId: string | null): Promise<Result<PayPalOrder, PayPalOrdersError>> {
    const answer = await this.call(method, path, body, requestId);
    if (!answer.ok) return answer;
    if (answer.value.status < 200 || answer.value.status > 299) return err(failureOf(answer.value));
    const order = orderOfWire(answer.value.body);
    return order === null ? err(UNAVAILABLE) : ok(order);
  }

  /** One call with a token; a 401 (token revoked or expired early) gets one new token and one more try. */
  async call(method: string, path: string, body: unknown, requestId: string | null): Promise<Result<Answer, PayPalOrdersError>> {
    for (let round = 0; round < 2; round += 1) {
      const token = await this.accessToken();
      if (token === null) return err(UNAVAILABLE);
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json', prefer: 'return=representation' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (requestId !== null) headers['paypal-request-id'] = requestId;
      const answer = await this.send(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (answer === null) return err(UNAVAILABLE);
      if (answer.status !== 401) return ok(answer);
      this.token = null;
    }
    return err(UNAVAILABLE);
  }

  private async accessToken(): Promise<string | null> {
    if (this.token !== null && this.token.expiresAt > this.now()) return this.token.value;
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const answer = await this.send('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (answer === null || answer.status !== 200) return null;
    const wire = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof wire?.access_token !== 'string' || typeof wire.expires_in !== 'number' || !Number.isFinite(wire.expires_in)) return null;
    this.token = { value: wire.access_token, expiresAt: this.now() + wire.expires_in * 1000 - TOKEN_MARGIN_MS };
    return this.token.value;
  }

  /** The answer's status and parsed body (null body when empty); null when PayPal could not be reached in time or the body is not JSON. */
  private async send(path: string, init: RequestInit): Promise<Answer | null> {
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    } catch {
      return null;
    }
  }
}
