import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refundRequestOfWire, wireOfRefund, wireOfRefundError } from '../../../src/adapters/providers/paypal/paypal-refund-wire.js';
import { authorizationCaptureOfWire, wireOfAuthorizationError } from '../../../src/adapters/providers/paypal/paypal-authorization-wire.js';
import { moneyOfWire, wireAmountOf, wireOfError, wireOfOrder, type WireAmount } from '../../../src/adapters/providers/paypal/paypal-wire.js';
import { SandboxPayPalOrders } from '../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import type { Result } from '../../../src/domain/shared/result.js';
import type { PayPalOrder, PayPalOrdersError, PayPalWebhookDelivery } from '../../../src/ports/paypal-orders.port.js';

/** How the stand-in misbehaves on order calls: a 500, or an answer later than any client timeout. */
type PayPalStandInFault = 'status-500' | 'hang' | null;

export interface PayPalStandIn {
  /** Base URL to give as PAYPAL_BASE_URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook id the stand-in's webhooks are signed for (PAYPAL_WEBHOOK_ID). */
  webhookId: string;
  /** The simulation behind the wire format (its approval stands for PayPal's buyer pages). */
  sandbox: SandboxPayPalOrders;
  /** Every request received: method, path, headers and parsed body. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  /** Tokens handed out by /v1/oauth2/token. */
  tokensIssued(): number;
  /** The client id a token was handed out to (null: not one of ours). */
  clientOfToken(token: string): string | null;
  /** Misbehave from now on (null: behave). */
  setFault(fault: PayPalStandInFault): void;
  /** Forget every token handed out (the next order call gets a 401). */
  revokeTokens(): void;
  close(): Promise<void>;
}

interface WireAnswer {
  status: number;
  body: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function wireOf(result: Result<PayPalOrder, PayPalOrdersError>, okStatus = 200): WireAnswer {
  return result.ok ? { status: okStatus, body: wireOfOrder(result.value) } : wireOfError(result.error);
}

const invalid = (issue: string): WireAnswer => ({ status: 400, body: { name: 'INVALID_REQUEST', details: [{ issue }] } });

/**
 * PayPal's REST API on 127.0.0.1 in its wire format: client-credentials tokens (Basic auth,
 * `expires_in`), verify-webhook-signature (the sandbox's signatures, for its webhook id), Orders v2 create (with `PayPal-Request-Id`), get, PATCH (replace amount, add or
 * replace shipping address) and capture, Payments v2 refund of a capture (with `PayPal-Request-Id`,
 * `invoice_id` and `custom_id`; a failed one answered 201 with the status FAILED, as PayPal does),
 * answered by the sandbox simulation. Faults can be turned
 * on and off while it runs (a 500, or no answer until the stand-in closes).
 */
export async function startPayPalStandIn(options: {
  tokenLifetimeSeconds?: number; notify?: (delivery: PayPalWebhookDelivery) => void;
  /** Further apps of the merchant (a brand's own client id and secret), given tokens as the first one is. */
  moreApps?: { clientId: string; clientSecret: string }[];
} = {}): Promise<PayPalStandIn> {
  const clientId = `client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(12).toString('hex');
  const apps = [{ clientId, clientSecret }, ...(options.moreApps ?? [])];
  /** Each token handed out, with the client id it was given to. */
  const tokens = new Map<string, string>();
  let issued = 0;
  let fault: PayPalStandInFault = null;
  const hanging = new Set<ServerResponse>();
  const requests: PayPalStandIn['requests'] = [];
  let base = '';
  const webhookId = `WH${randomBytes(8).toString('hex').toUpperCase()}`;
  const sandbox = new SandboxPayPalOrders((id) => `${base}/checkoutnow?token=${id}`, { webhookId, notify: options.notify ?? null });

  const route = async (method: string, path: string, headers: IncomingMessage['headers'], body: unknown): Promise<WireAnswer | 'hang'> => {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const app = apps.find((a) => headers.authorization === `Basic ${Buffer.from(`${a.clientId}:${a.clientSecret}`).toString('base64')}`);
      if (app === undefined) return { status: 401, body: { error: 'invalid_client' } };
      if (body !== 'grant_type=client_credentials') return { status: 400, body: { error: 'unsupported_grant_type' } };
      const token = randomBytes(16).toString('hex');
      tokens.set(token, app.clientId);
      issued += 1;
      return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments', access_token: token, token_type: 'Bearer', app_id: 'APP-TEST', expires_in: options.tokenLifetimeSeconds ?? 32_400, nonce: token } };
    }
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (bearer === undefined || !tokens.has(bearer)) return { status: 401, body: { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' } };
    if (fault === 'hang') return 'hang';
    if (fault === 'status-500') return { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } };
    const requestId = typeof headers['paypal-request-id'] === 'string' ? headers['paypal-request-id'] : null;
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const intent = isRecord(body) ? body['intent'] : undefined;
      if (!isRecord(body) || (intent !== 'CAPTURE' && intent !== 'AUTHORIZE') || !Array.isArray(body['purchase_units'])) return invalid('MISSING_REQUIRED_PARAMETER');
      const unit = body['purchase_units'][0] as { reference_id?: string; amount?: WireAmount } | undefined;
      const amount = moneyOfWire(unit?.amount);
      if (amount === null || typeof unit?.reference_id !== 'string') return invalid('INVALID_PARAMETER_VALUE');
      const context = isRecord(body['application_context']) ? body['application_context'] : {};
      return wireOf(await sandbox.create({
        reference: unit.reference_id, amount, requestId: requestId ?? randomBytes(8).toString('hex'), intent,
        returnUrl: String(context['return_url'] ?? ''), cancelUrl: String(context['cancel_url'] ?? ''),
      }), 201);
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      if (!isRecord(body)) return invalid('MALFORMED_REQUEST_JSON');
      const field = (name: string): string | null => (typeof body[name] === 'string' ? body[name] : null);
      const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime, hookId] =
        ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'].map(field);
      if (authAlgo == null || certUrl == null || transmissionId == null || transmissionSig == null || transmissionTime == null || hookId == null || !isRecord(body['webhook_event'])) {
        return invalid('MISSING_REQUIRED_PARAMETER');
      }
      if (hookId !== webhookId) return { status: 404, body: { name: 'INVALID_RESOURCE_ID', message: 'Requested resource ID was not found.' } };
      const valid = sandbox.signatureValid({ authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime }, hookId, body['webhook_event']);
      return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
    }
    const capture = /^\/v2\/checkout\/orders\/([A-Za-z0-9]+)\/capture$/.exec(path);
    if (method === 'POST' && capture) return wireOf(await sandbox.capture(capture[1]!, requestId ?? randomBytes(8).toString('hex')), 201);
    const authorize = /^\/v2\/checkout\/orders\/([A-Za-z0-9]+)\/authorize$/.exec(path);
    if (method === 'POST' && authorize) return wireOf(await sandbox.authorize(authorize[1]!, requestId ?? randomBytes(8).toString('hex')), 201);
    const authorization = /^\/v2\/payments\/authorizations\/([A-Za-z0-9]+)\/(capture|void)$/.exec(path);
    if (method === 'POST' && authorization) {
      const [, authorizationId, action] = authorization as unknown as [string, string, 'capture' | 'void'];
      const id = requestId ?? randomBytes(8).toString('hex');
      if (action === 'void') {
        const voided = await sandbox.voidAuthorization(authorizationId, id);
        return voided.ok ? { status: 204, body: null } : wireOfAuthorizationError(voided.error);
      }
      const asked = authorizationCaptureOfWire(body);
      if (asked === undefined) return invalid('INVALID_PARAMETER_VALUE');
      const captured = await sandbox.captureAuthorization(authorizationId, { ...asked, requestId: id });
      if (captured.ok) {
        return { status: 201, body: { id: captured.value.id, status: captured.value.status, amount: wireAmountOf(asked.amount), final_capture: asked.finalCapture } };
      }
      // PayPal answers a declined capture 201 with the status DECLINED: it took nothing.
      if (captured.error.code === 'PAYMENT_REQUEST_REFUSED' && captured.error.reason === 'CAPTURE_DECLINED') {
        return { status: 201, body: { id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17), status: 'DECLINED', amount: wireAmountOf(asked.amount) } };
      }
      return wireOfAuthorizationError(captured.error);
    }
    const refund = /^\/v2\/payments\/captures\/([A-Za-z0-9]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const asked = refundRequestOfWire(body);
      if (asked === undefined) return invalid('INVALID_PARAMETER_VALUE');
      const refunded = await sandbox.refund(refund[1]!, { ...asked, requestId: requestId ?? randomBytes(8).toString('hex') });
      if (refunded.ok) return { status: 201, body: wireOfRefund(refunded.value, asked.amount) };
      // A refund PayPal took and could not make is a refund with the status FAILED, not an error.
      if (refunded.error.code === 'PAYMENT_REQUEST_REFUSED' && refunded.error.reason === 'REFUND_FAILED') {
        return { status: 201, body: { ...wireOfRefund({ id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17), status: 'FAILED' }, asked.amount), status_details: { reason: 'ECHECK' } } };
      }
      return wireOfRefundError(refunded.error);
    }
    const one = /^\/v2\/checkout\/orders\/([A-Za-z0-9]+)$/.exec(path);
    if (method === 'GET' && one) return wireOf(await sandbox.get(one[1]!));
    if (method === 'PATCH' && one) {
      if (!Array.isArray(body)) return invalid('MALFORMED_REQUEST_JSON');
      const ops = body as { op?: string; path?: string; value?: unknown }[];
      const amountOp = ops.find((o) => o.op === 'replace' && /\/amount$/.test(o.path ?? ''));
      const addressOp = ops.find((o) => (o.op === 'replace' || o.op === 'add') && /\/shipping\/address$/.test(o.path ?? ''));
      const amount = moneyOfWire(amountOp?.value as WireAmount | undefined);
      const address = addressOp?.value as { country_code?: unknown; postal_code?: unknown } | undefined;
      if (amount === null || typeof address?.country_code !== 'string') return invalid('INVALID_PATCH_OPERATION');
      const amended = await sandbox.amend(one[1]!, {
        amount, shipping: { countryCode: address.country_code, postalCode: typeof address.postal_code === 'string' ? address.postal_code : null },
      });
      return amended.ok ? { status: 204, body: null } : wireOfError(amended.error);
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      if ((req.headers['content-type'] ?? '').includes('json') && text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
      }
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      route(req.method ?? 'GET', path, req.headers, body).then((answer) => {
        if (answer === 'hang') {
          hanging.add(res);
          return;
        }
        res.writeHead(answer.status, answer.body === null ? {} : { 'content-type': 'application/json' });
        res.end(answer.body === null ? undefined : JSON.stringify(answer.body));
      }, (error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base, clientId, clientSecret, webhookId, sandbox, requests,
    tokensIssued: () => issued,
    clientOfToken: (token) => tokens.get(token) ?? null,
    setFault: (next) => {
      fault = next;
    },
    revokeTokens: () => tokens.clear(),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
