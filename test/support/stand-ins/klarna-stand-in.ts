import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxKlarnaPayments } from '../../../src/adapters/providers/klarna/sandbox/sandbox-klarna-payments.js';
import { modificationFromWire, purchaseFromWire } from '../../../src/adapters/providers/klarna/klarna-wire.js';
import type { Clock } from '../../../src/ports/clock.port.js';
import type { KlarnaPaymentsError } from '../../../src/ports/klarna-payments.port.js';

/** How the stand-in misbehaves: a 500, a body that is not JSON, or no answer at all (beyond any timeout). */
export type KlarnaStandInFault = 'status-500' | 'garbage' | 'hang' | null;

export interface KlarnaStandIn {
  /** Base URL to give as KLARNA_BASE_URL. */
  baseUrl: string;
  username: string;
  password: string;
  /** The simulation behind the wire format (its `authorize` stands for Klarna's browser library). */
  sandbox: SandboxKlarnaPayments;
  /** Every request received: method, path, headers and parsed body. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  /** Changes the fault from the next request on (null: answer normally), for every path or only those `only` matches. */
  setFault(fault: KlarnaStandInFault, only?: RegExp): void;
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  if (body === null) return void res.writeHead(status, headers).end();
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const correlation = (): string => `corr-${Math.random().toString(16).slice(2)}`;

const klarnaError = (res: ServerResponse, status: number, error_code: string, message: string): void =>
  send(res, status, { error_code, error_messages: [message], correlation_id: correlation() });

function refusalOf(res: ServerResponse, error: KlarnaPaymentsError): void {
  if (error.code === 'PROVIDER_UNAVAILABLE') return klarnaError(res, 503, 'SERVICE_UNAVAILABLE', 'Unavailable');
  const [code, ...rest] = error.reason.split(': ');
  const status = code === 'NOT_FOUND' || code === 'NO_SUCH_ORDER' ? 404 : code !== undefined && /(^|_)NOT_ALLOWED$/.test(code) ? 403 : 400;
  klarnaError(res, status, code ?? 'BAD_VALUE', rest.join(': ') || error.reason);
}

/**
 * A local server speaking Klarna Payments' JSON (sessions created and read, orders from
 * authorisation tokens with `auto_capture`, cancelled authorisations, basic auth,
 * `Klarna-Idempotency-Key`) and Order Management's (captures and refunds answered 201 with their
 * id in `Capture-Id`/`Refund-Id` and `Location`, cancel and release of the remaining
 * authorisation 204, refusals 403 with Klarna's error codes) over the sandbox simulation, for
 * testing the real adapter without Klarna.
 */
export async function startKlarnaStandIn(
  clock: Clock = { now: () => new Date() }, fault: KlarnaStandInFault = null,
  /** Further API users of the merchant (a brand's own), accepted as the first one is. */
  moreUsers: { username: string; password: string }[] = [],
): Promise<KlarnaStandIn> {
  const username = 'PK12345_standin';
  const password = 'stand-in-secret';
  const expected = [{ username, password }, ...moreUsers].map((u) => `Basic ${Buffer.from(`${u.username}:${u.password}`).toString('base64')}`);
  const sandbox = new SandboxKlarnaPayments(clock);
  const requests: KlarnaStandIn['requests'] = [];
  let current = fault;
  let faultyPaths: RegExp | null = null;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        return klarnaError(res, 400, 'BAD_VALUE', 'Body is not JSON');
      }
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const faulty = faultyPaths === null || faultyPaths.test(path) ? current : null;
      if (faulty === 'hang') return;
      if (faulty === 'status-500') return klarnaError(res, 500, 'INTERNAL_ERROR', 'Internal error');
      if (faulty === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
      if (!expected.includes(req.headers.authorization ?? '')) return klarnaError(res, 401, 'UNAUTHORIZED', 'Invalid credentials');
      void route(req.method ?? '', path, body, req.headers).then((r) => ('error' in r ? refusalOf(res, r.error) : send(res, r.status, r.answer, r.headers)));
    });
  });

  async function route(
    method: string, path: string, body: unknown, headers: IncomingMessage['headers'],
  ): Promise<{ error: KlarnaPaymentsError } | { status: number; answer: unknown; headers?: Record<string, string> }> {
    const header = headers['klarna-idempotency-key'];
    const key = typeof header === 'string' ? header : `no-key-${correlation()}`;
    if (method === 'POST' && path === '/payments/v1/sessions') {
      const purchase = purchaseFromWire(body);
      if (purchase === null) return { error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'BAD_VALUE: Invalid session body' } };
      const created = await sandbox.createSession(purchase);
      if (!created.ok) return { error: created.error };
      const { sessionId, clientToken, paymentMethodCategories } = created.value;
      return {
        status: 200,
        answer: {
          session_id: sessionId, client_token: clientToken,
          payment_method_categories: paymentMethodCategories.map((identifier) => ({ identifier, name: identifier, asset_urls: {} })),
        },
      };
    }
    const session = /^\/payments\/v1\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const read = await sandbox.readSession(decodeURIComponent(session[1]!));
      if (!read.ok) return { error: read.error };
      const { authorizationToken } = read.value;
      return { status: 200, answer: authorizationToken === null ? {} : { authorization_token: authorizationToken } };
    }
    const managed = /^\/ordermanagement\/v1\/orders\/([^/]+)\/(cancel|captures|refunds|release-remaining-authorization)$/.exec(path);
    if (method === 'POST' && managed) {
      const orderId = decodeURIComponent(managed[1]!);
      const action = managed[2]!;
      if (action === 'cancel' || action === 'release-remaining-authorization') {
        const done = action === 'cancel' ? await sandbox.cancelOrder(orderId, key) : await sandbox.releaseRemainingAuthorization(orderId, key);
        return done.ok ? { status: 204, answer: null } : { error: done.error };
      }
      const field = action === 'captures' ? 'captured_amount' : 'refunded_amount';
      const asked = modificationFromWire(field, body);
      if (asked === null) return { error: { code: 'PAYMENT_REQUEST_REFUSED', reason: `BAD_VALUE: Invalid ${action} body` } };
      const made = action === 'captures'
        ? await sandbox.captureOrder(orderId, { ...asked, idempotencyKey: key }).then((r) => (r.ok ? { ok: true as const, id: r.value.captureId } : r))
        : await sandbox.refundOrder(orderId, { ...asked, idempotencyKey: key }).then((r) => (r.ok ? { ok: true as const, id: r.value.refundId } : r));
      if (!made.ok) return { error: made.error };
      const location = `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/${action}/${encodeURIComponent(made.id)}`;
      return { status: 201, answer: null, headers: { location, [action === 'captures' ? 'capture-id' : 'refund-id']: made.id } };
    }
    const order = /^\/payments\/v1\/authorizations\/([^/]+)\/order$/.exec(path);
    if (method === 'POST' && order) {
      const purchase = purchaseFromWire(body);
      if (purchase === null) return { error: { code: 'PAYMENT_REQUEST_REFUSED', reason: 'BAD_VALUE: Invalid order body' } };
      const autoCapture = (body as { auto_capture?: unknown }).auto_capture === true;
      const placed = await sandbox.placeOrder(decodeURIComponent(order[1]!), purchase, { idempotencyKey: key, autoCapture });
      if (!placed.ok) return { error: placed.error };
      return { status: 200, answer: { order_id: placed.value.orderId, fraud_status: placed.value.fraudStatus, redirect_url: 'https://stand-in.test/confirmation' } };
    }
    const authorization = /^\/payments\/v1\/authorizations\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && authorization) {
      const cancelled = await sandbox.cancelAuthorization(decodeURIComponent(authorization[1]!));
      return cancelled.ok ? { status: 204, answer: null } : { error: cancelled.error };
    }
    return { error: { code: 'PAYMENT_REQUEST_REFUSED', reason: `NOT_FOUND: ${method} ${path}` } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    username,
    password,
    sandbox,
    requests,
    setFault: (f, only) => {
      current = f;
      faultyPaths = only ?? null;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
