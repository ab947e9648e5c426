import { err, ok, type Result } from '../../../domain/shared/result.js';
import type {
  KlarnaOrder, KlarnaOrderModification, KlarnaPayments, KlarnaPaymentsError, KlarnaPlacement, KlarnaPurchase, KlarnaSession, KlarnaSessionState,
} from '../../../ports/klarna-payments.port.js';
import { modificationToWire, purchaseToWire } from './klarna-wire.js';
import { AccountClients, settingsForSite, type SiteSettings } from '../site-accounts.js';

export interface KlarnaSettings {
  /** Klarna's API user (`KLARNA_USERNAME`, e.g. PK12345_abcdef). */
  username: string;
  password: string;
  /** e.g. https://api.playground.klarna.com or https://api.klarna.com (`KLARNA_BASE_URL`). */
  baseUrl: string;
  timeoutMs: number;
}

type Answer = { status: number; body: unknown; headers: Headers } | null;

/** One Klarna API user: where its calls go and how they are signed. */
interface KlarnaAccount {
  baseUrl: string;
  authorization: string;
  timeoutMs: number;
}

/**
 * Klarna Payments and Order Management over `fetch`: basic auth, JSON, a timeout on every call.
 * A 4xx is Klarna refusing the request (its `error_code` and messages are the reason); no
 * answer, a timeout, a 5xx or an unreadable body is PROVIDER_UNAVAILABLE, which is safe to
 * retry: placing an order and every Order Management call carry `Klarna-Idempotency-Key`, so a
 * retry with the same key does it once.
 * Each call runs on its site's API user (and region's API URL), else the shared ones.
 */
export class KlarnaPaymentsClient implements KlarnaPayments {
  private readonly accounts = new AccountClients<KlarnaSettings, KlarnaAccount>((s) => `${s.baseUrl} ${s.username}`, (s) => ({
    baseUrl: s.baseUrl.replace(/\/+$/, ''),
    authorization: `Basic ${Buffer.from(`${s.username}:${s.password}`).toString('base64')}`,
    timeoutMs: s.timeoutMs,
  }));

  constructor(private readonly settings: KlarnaSettings, private readonly bySite: SiteSettings<KlarnaSettings> = {}) {}

  private accountOf(site: string): KlarnaAccount {
    return this.accounts.of(settingsForSite(this.settings, this.bySite, site));
  }

  async createSession(purchase: KlarnaPurchase, site: string): Promise<Result<KlarnaSession, KlarnaPaymentsError>> {
    const answer = await this.call(this.accountOf(site), 'POST', '/payments/v1/sessions', purchaseToWire(purchase));
    return this.read(answer, (body) => {
      const b = body as { session_id?: unknown; client_token?: unknown; payment_method_categories?: unknown };
      if (typeof b.session_id !== 'string' || typeof b.client_token !== 'string') return null;
      const categories = Array.isArray(b.payment_method_categories)
        ? b.payment_method_categories.flatMap((c: unknown) => (typeof c === 'object' && c !== null && typeof (c as { identifier?: unknown }).identifier === 'string' ? [(c as { identifier: string }).identifier] : []))
        : [];
      return { sessionId: b.session_id, clientToken: b.client_token, paymentMethodCategories: categories };
    });
  }

  async readSession(sessionId: string, site: string): Promise<Result<KlarnaSessionState, KlarnaPaymentsError>> {
    const answer = await this.call(this.accountOf(site), 'GET', `/payments/v1/sessions/${encodeURIComponent(sessionId)}`, null);
    return this.read(answer, (body) => {
      const token = (body as { authorization_token?: unknown }).authorization_token;
      return { authorizationToken: typeof token === 'string' && token !== '' ? token : null };
    });
  }

  async placeOrder(authorizationToken: string, purchase: KlarnaPurchase, placement: KlarnaPlacement, site: string): Promise<Result<KlarnaOrder, KlarnaPaymentsError>> {
    const path = `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}/order`;
    const body = { ...purchaseToWire(purchase), auto_capture: placement.autoCapture };
    const answer = await this.call(this.accountOf(site), 'POST', path, body, { 'Klarna-Idempotency-Key': placement.idempotencyKey });
    return this.read(answer, (body) => {
      const b = body as { order_id?: unknown; fraud_status?: unknown; redirect_url?: unknown };
      if (typeof b.order_id !== 'string') return null;
      return { orderId: b.order_id, fraudStatus: typeof b.fraud_status === 'string' ? b.fraud_status : '', redirectUrl: typeof b.redirect_url === 'string' ? b.redirect_url : null };
    });
  }

  async cancelAuthorization(authorizationToken: string, site: string): Promise<Result<void, KlarnaPaymentsError>> {
    const answer = await this.call(this.accountOf(site), 'DELETE', `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}`, null);
    return this.read(answer, () => undefined);
  }

  async cancelOrder(orderId: string, idempotencyKey: string, site: string): Promise<Result<void, KlarnaPaymentsError>> {
    const answer = await this.call(this.accountOf(site), 'POST', orderPath(orderId, 'cancel'), null, { 'Klarna-Idempotency-Key': idempotencyKey });
    return this.read(answer, () => undefined);
  }

  async captureOrder(orderId: string, capture: KlarnaOrderModification, site: string): Promise<Result<{ captureId: string }, KlarnaPaymentsError>> {
    const answer = await this.call(this.accountOf(site), 'POST', orderPath(orderId, 'captures'), modificationToWire('captured_amount', capture), { 'Klarna-Idempotency-Key': capture.idempotencyKey });
    return this.read(answer, () => {
      const captureId = createdId(answer, 'capture-id', 'captures');
      return captureId === null ? null : { captureId };
    });
  }

  async refundOrder(orderId: string, refund: KlarnaOrderModification, site: string): Promise<Result<{ refundId: string }, KlarnaPaymentsError>> {
    const answer = await this.call(this.accountOf(site), 'POST', orderPath(orderId, 'refunds'), modificationToWire('refunded_amount', refund), { 'Klarna-Idempotency-Key': refund.idempotencyKey });
    return this.read(answer, () => {
      const refundId = createdId(answer, 'refund-id', 'refunds');
      return refundId === null ? null : { refundId };
    });
  }

  async releaseRemainingAuthorization(orderId: string, idempotencyKey: string, site: string): Promise<Result<void, KlarnaPaymentsError>> {
    const answer = await this.call(this.accountOf(site), 'POST', orderPath(orderId, 'release-remaining-authorization'), null, { 'Klarna-Idempotency-Key': idempotencyKey });
    return this.read(answer, () => undefined);
  }

  private async call(account: KlarnaAccount, method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, extra: Record<string, string> = {}): Promise<Answer> {
    try {
      const response = await fetch(`${account.baseUrl}${path}`, {
        method,
        headers: { authorization: account.authorization, accept: 'application/json', ...(body === null ? {} : { 'content-type': 'application/json' }), ...extra },
        body: body === null ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(account.timeoutMs),
      });
      const text = await response.text();
      const headers = response.headers;
      if (text.trim() === '') return { status: response.status, body: null, headers };
      try {
        return { status: response.status, body: JSON.parse(text) as unknown, headers };
      } catch {
        return response.status >= 400 && response.status < 500 ? { status: response.status, body: { error_code: String(response.status), error_messages: [] }, headers } : null;
      }
    } catch {
      return null;
    }
  }

  private read<T>(answer: Answer, parse: (body: unknown) => T | null): Result<T, KlarnaPaymentsError> {
    if (answer === null || answer.status >= 500 || answer.status < 200) return err({ code: 'PROVIDER_UNAVAILABLE' });
    if (answer.status >= 400) return err({ code: 'PAYMENT_REQUEST_REFUSED', reason: reasonOf(answer.body, answer.status) });
    if (answer.status >= 300) return err({ code: 'PROVIDER_UNAVAILABLE' });
    const value = answer.body === null && (answer.status === 204 || answer.status === 201) ? parse({}) : parse(answer.body ?? {});
    return value === null ? err({ code: 'PROVIDER_UNAVAILABLE' }) : ok(value);
  }
}

const orderPath = (orderId: string, action: string): string => `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/${action}`;

/**
 * The id of a capture or refund Klarna created (201, no body): its `Capture-Id` or `Refund-Id`
 * header, else the last segment of its `Location` (`.../captures/{capture_id}`); null without either.
 */
function createdId(answer: Answer, header: string, collection: string): string | null {
  if (answer === null || answer.status !== 201) return null;
  const named = answer.headers.get(header);
  if (named !== null && named !== '') return named;
  const location = answer.headers.get('location') ?? '';
  const match = new RegExp(`/${collection}/([^/?#]+)`).exec(location);
  return match === null ? null : decodeURIComponent(match[1]!);
}

function reasonOf(body: unknown, status: number): string {
  if (typeof body !== 'object' || body === null) return String(status);
  const b = body as { error_code?: unknown; error_messages?: unknown };
  const code = typeof b.error_code === 'string' ? b.error_code : String(status);
  const messages = Array.isArray(b.error_messages) ? b.error_messages.filter((m): m is string => typeof m === 'string') : [];
  return messages.length === 0 ? code : `${code}: ${messages.join('; ')}`.slice(0, 500);
}
