import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationBodyWire } from '../../../src/adapters/providers/adyen/adyen-notifications.js';
import { SandboxPaymentGateway } from '../../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import { CARD_BRANDS } from '../../../src/domain/payment/card/card-brand.js';
import type { Result } from '../../../src/domain/shared/result.js';
import type { PaymentGatewayError, PaymentOutcome } from '../../../src/ports/payment-gateway.port.js';

/** How the stand-in misbehaves: a 500, a body that is not JSON, or no answer at all. */
export type AdyenStandInFault = 'status-500' | 'garbage' | 'hang';

export interface AdyenStandInOptions {
  apiKey: string;
  merchantAccount: string;
  hmacKey: string;
  fault?: AdyenStandInFault;
}

export interface AdyenStandIn {
  /** Base URL to give as ADYEN_CHECKOUT_URL. */
  baseUrl: string;
  /** The simulation behind the wire format (its pages stand for Adyen's hosted and issuers' pages). */
  sandbox: SandboxPaymentGateway;
  /** /payments calls actually processed (a repeated Idempotency-Key is answered from memory, not counted). */
  charges(): number;
  /** Every request received: path, headers and parsed body. */
  requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[];
  /** Webhooks the simulated Adyen sent, in order. */
  webhooks: NotificationBodyWire[];
  nextWebhook(): Promise<NotificationBodyWire>;
  close(): Promise<void>;
}

interface WireAnswer {
  status: number;
  body: unknown;
}

const validation = (message: string, errorCode = '702'): WireAnswer => ({ status: 422, body: { status: 422, errorCode, message, errorType: 'validation' } });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function wireOf(result: Result<PaymentOutcome, PaymentGatewayError>, reference: string | null): WireAnswer {
  if (!result.ok) return validation(result.error.code === 'PAYMENT_REQUEST_REFUSED' ? result.error.reason : 'Unavailable');
  const o = result.value;
  const isCard = (CARD_BRANDS as readonly string[]).includes(o.paymentMethodType);
  return {
    status: 200,
    body: {
      resultCode: o.resultCode,
      ...(o.pspReference === null ? {} : { pspReference: o.pspReference }),
      ...(reference === null ? {} : { merchantReference: reference }),
      ...(o.action === null ? {} : { action: o.action }),
      ...(o.refusalReason === null ? {} : { refusalReason: o.refusalReason }),
      paymentMethod: isCard ? { type: 'scheme', brand: o.paymentMethodType } : { type: o.paymentMethodType },
    },
  };
}

/**
 * A local server on 127.0.0.1 speaking Adyen's Checkout API v72 (`/v72/paymentMethods`,
 * `/v72/payments`, `/v72/payments/details`) over the sandbox simulation: it checks `x-api-key`
 * and the merchant account, answers a repeated `Idempotency-Key` with the first answer, and counts
 * the charges it processed.
 */
export async function startAdyenStandIn(options: AdyenStandInOptions): Promise<AdyenStandIn> {
  const webhooks: NotificationBodyWire[] = [];
  const waiting: ((body: NotificationBodyWire) => void)[] = [];
  const sandbox = new SandboxPaymentGateway({
    hmacKey: options.hmacKey, clock: { now: () => new Date() }, webhookDelayMs: 0, merchantAccount: options.merchantAccount,
    deliver: async (body) => {
      webhooks.push(body);
      waiting.shift()?.(body);
    },
  });
  const requests: AdyenStandIn['requests'] = [];
  const remembered = new Map<string, WireAnswer>();
  const inProgress = new Set<string>();
  let charges = 0;
  let delivered = 0;

  async function answer(path: string, req: IncomingMessage, body: unknown): Promise<WireAnswer> {
    if (req.headers['x-api-key'] !== options.apiKey) return { status: 401, body: { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' } };
    if (!isRecord(body)) return validation('Structure of the request is invalid', '702');
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : randomBytes(12).toString('hex');
    if (path !== '/v72/payments/details' && body['merchantAccount'] !== options.merchantAccount) {
      return { status: 403, body: { status: 403, errorCode: '901', message: 'Invalid Merchant Account', errorType: 'security' } };
    }
    const amount = isRecord(body['amount']) ? { amountMinor: Number(body['amount']['value']), currency: String(body['amount']['currency']) } : null;
    if (path === '/v72/paymentMethods') {
      if (amount === null || typeof body['countryCode'] !== 'string') return validation('countryCode and amount are required');
      const shopperReference = typeof body['shopperReference'] === 'string' ? body['shopperReference'] : null;
      const methods = await sandbox.paymentMethods({ countryCode: body['countryCode'], amount, shopperReference });
      if (!methods.ok) return validation('Unavailable');
      return {
        status: 200,
        body: {
          paymentMethods: methods.value.paymentMethods,
          storedPaymentMethods: methods.value.storedPaymentMethods.map((card) => ({
            ...card, type: 'scheme', name: card.brand, supportedShopperInteractions: ['Ecommerce', 'ContAuth'], supportedRecurringProcessingModels: ['CardOnFile'],
          })),
        },
      };
    }
    const key = `${path}:${idempotencyKey}`;
    const known = remembered.get(key);
    if (known) return known;
    // As Adyen: a request whose key is still being processed is refused with 704.
    if (inProgress.has(key)) return validation('request already processed or in progress', '704');
    inProgress.add(key);
    try {
      return await processCall(path, body, key, idempotencyKey, amount);
    } finally {
      inProgress.delete(key);
    }
  }

  async function processCall(path: string, body: Record<string, unknown>, key: string, idempotencyKey: string, amount: { amountMinor: number; currency: string } | null): Promise<WireAnswer> {
    let result: WireAnswer;
    if (path === '/v72/payments') {
      const method = body['paymentMethod'];
      if (amount === null || !isRecord(method) || typeof method['type'] !== 'string' || typeof body['reference'] !== 'string'
        || typeof body['returnUrl'] !== 'string' || typeof body['countryCode'] !== 'string') {
        return validation('amount, reference, paymentMethod, returnUrl and countryCode are required', '100');
      }
      charges += 1;
      result = wireOf(await sandbox.pay({
        reference: body['reference'], amount, countryCode: body['countryCode'], paymentMethod: method as Record<string, unknown> & { type: string },
        returnUrl: body['returnUrl'], shopperReference: typeof body['shopperReference'] === 'string' ? body['shopperReference'] : null,
        shopperEmail: typeof body['shopperEmail'] === 'string' ? body['shopperEmail'] : '', storePaymentMethod: body['storePaymentMethod'] === true,
        browserInfo: isRecord(body['browserInfo']) ? body['browserInfo'] : null, idempotencyKey,
      }), body['reference']);
    } else {
      if (!isRecord(body['details'])) return validation('details is required', '100');
      result = wireOf(await sandbox.submitDetails({
        details: body['details'], paymentData: typeof body['paymentData'] === 'string' ? body['paymentData'] : null, idempotencyKey,
      }), null);
    }
    remembered.set(key, result);
    return result;
  }

  const send = (res: ServerResponse, { status, body }: WireAnswer) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      requests.push({ path, headers: req.headers, body });
      if (options.fault === 'hang') return;
      if (options.fault === 'status-500') return send(res, { status: 500, body: { status: 500, errorCode: '905', message: 'Internal error', errorType: 'internal' } });
      if (options.fault === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
      if (req.method !== 'POST' || !['/v72/paymentMethods', '/v72/payments', '/v72/payments/details'].includes(path)) {
        return send(res, { status: 404, body: { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' } });
      }
      answer(path, req, body).then((a) => send(res, a), () => send(res, { status: 500, body: { status: 500, message: 'stand-in failed' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sandbox,
    charges: () => charges,
    requests,
    webhooks,
    nextWebhook: () => {
      const index = delivered;
      delivered += 1;
      const ready = webhooks[index];
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: async () => {
      sandbox.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
