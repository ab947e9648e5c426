import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationBodyWire } from '../../../src/adapters/providers/adyen/adyen-notifications.js';
import { SandboxPaymentGateway } from '../../../src/adapters/providers/adyen/sandbox/sandbox-payment-gateway.js';
import { UNKNOWN_PAYMENT_REASON } from '../../../src/adapters/providers/adyen/sandbox/sandbox-reversals.js';
import { CARD_BRANDS } from '../../../src/domain/checkout/card/card-brand.js';
import type { Money } from '../../../src/domain/pricing/money.js';
import type { Result } from '../../../src/domain/shared/result.js';
import type { CardPaymentDetails, Installments, PaymentGatewayError, PaymentOutcome, PaymentReversal } from '../../../src/ports/payment-gateway.port.js';

/** How the stand-in misbehaves: a 500, a body that is not JSON, or no answer at all. */
export type AdyenStandInFault = 'status-500' | 'garbage' | 'hang';

export interface AdyenStandInOptions {
  apiKey: string;
  merchantAccount: string;
  hmacKey: string;
  fault?: AdyenStandInFault;
  /** Further API credentials of the company, each with the merchant account it may use (a brand's own account). */
  moreAccounts?: { apiKey: string; merchantAccount: string }[];
}

export interface AdyenStandIn {
  /** Base URL to give as ADYEN_CHECKOUT_URL. */
  baseUrl: string;
  /** The simulation behind the wire format (its pages stand for Adyen's hosted and issuers' pages). */
  sandbox: SandboxPaymentGateway;
  /** /payments calls actually processed (a repeated Idempotency-Key is answered from memory, not counted). */
  charges(): number;
  /** Reversals actually made (a repeated Idempotency-Key is answered from memory, not counted). */
  reversals(): number;
  /** Captures, cancels and refunds taken (a repeated Idempotency-Key is answered from memory, not counted). */
  modifications(): number;
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

/** The payment an answer is about, as Adyen names it in its answers (merchantReference, amount). */
interface PaymentOnRecord {
  reference: string;
  amount: Money;
}

const reasonOf = (error: PaymentGatewayError): string => (error.code === 'PAYMENT_REQUEST_REFUSED' ? error.reason : 'Unavailable');
const amountWire = (amount: Money) => ({ value: amount.amountMinor, currency: amount.currency });

function wireOf(result: Result<PaymentOutcome, PaymentGatewayError>, payment: PaymentOnRecord): WireAnswer {
  if (!result.ok) return validation(reasonOf(result.error));
  const o = result.value;
  const isCard = (CARD_BRANDS as readonly string[]).includes(o.paymentMethodType);
  return {
    status: 200,
    body: {
      resultCode: o.resultCode,
      ...(o.pspReference === null ? {} : { pspReference: o.pspReference }),
      merchantReference: payment.reference,
      amount: amountWire(payment.amount),
      ...(o.action === null ? {} : { action: o.action }),
      ...(o.refusalReason === null ? {} : { refusalReason: o.refusalReason }),
      paymentMethod: isCard ? { type: 'scheme', brand: o.paymentMethodType } : { type: o.paymentMethodType },
    },
  };
}

/**
 * Adyen's 201 to a reversal, capture, cancel or refund: it is taken, its outcome comes by webhook
 * (CANCEL_OR_REFUND, CAPTURE, CANCELLATION, REFUND...). Captures and refunds name their amount.
 */
function modificationWireOf(
  result: Result<PaymentReversal, PaymentGatewayError>, merchantAccount: string, paymentPspReference: string, reference: string, amount: Money | null,
): WireAnswer {
  if (!result.ok) return validation(reasonOf(result.error), reasonOf(result.error) === UNKNOWN_PAYMENT_REASON ? '167' : '702');
  return {
    status: 201,
    body: { merchantAccount, paymentPspReference, pspReference: result.value.pspReference, reference, status: 'received', ...(amount === null ? {} : { amount: amountWire(amount) }) },
  };
}

/** A card's billing address, social security number and instalments, read back from /payments' names. */
function cardDetailsOfWire(body: Record<string, unknown>): { cardDetails?: CardPaymentDetails } {
  const details: CardPaymentDetails = {
    ...(isRecord(body['billingAddress']) ? { billingAddress: body['billingAddress'] as CardPaymentDetails['billingAddress'] } : {}),
    ...(typeof body['socialSecurityNumber'] === 'string' ? { socialSecurityNumber: body['socialSecurityNumber'] } : {}),
    ...(isRecord(body['installments']) ? { installments: body['installments'] as unknown as Installments } : {}),
  };
  return Object.keys(details).length === 0 ? {} : { cardDetails: details };
}

/** The simulation behind the wire knows no sites (Adyen knows merchant accounts only); it ignores this. */
const SANDBOX_SITE = 'stand-in';

const MODIFICATION_PATH = /^\/v72\/payments\/([^/]+)\/(reversals|captures|cancels|refunds)$/;
const isKnownPath = (path: string): boolean => ['/v72/paymentMethods', '/v72/payments', '/v72/payments/details'].includes(path) || MODIFICATION_PATH.test(path);

/**
 * A local server on 127.0.0.1 speaking Adyen's Checkout API v72 (`/v72/paymentMethods`,
 * `/v72/payments`, `/v72/payments/details`, `/v72/payments/{pspReference}/reversals|captures|cancels|refunds`) over the
 * sandbox simulation: it checks `x-api-key` and the merchant account, answers a repeated
 * `Idempotency-Key` with the first answer, and counts the charges it processed. As Adyen, it
 * processes any valid details whatever order they were meant for, and names their payment
 * (merchantReference, pspReference, amount) in the answer: telling a mismatch is the adapter's job.
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
  const amountsByPspReference = new Map<string, Money>();
  let charges = 0;
  let delivered = 0;

  const accounts = [{ apiKey: options.apiKey, merchantAccount: options.merchantAccount }, ...(options.moreAccounts ?? [])];

  async function answer(path: string, req: IncomingMessage, body: unknown): Promise<WireAnswer> {
    const credential = accounts.filter((a) => a.apiKey === req.headers['x-api-key']);
    if (credential.length === 0) return { status: 401, body: { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' } };
    if (!isRecord(body)) return validation('Structure of the request is invalid', '702');
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : randomBytes(12).toString('hex');
    if (path !== '/v72/payments/details' && !credential.some((a) => a.merchantAccount === body['merchantAccount'])) {
      return { status: 403, body: { status: 403, errorCode: '901', message: 'Invalid Merchant Account', errorType: 'security' } };
    }
    const amount = isRecord(body['amount']) ? { amountMinor: Number(body['amount']['value']), currency: String(body['amount']['currency']) } : null;
    if (path === '/v72/paymentMethods') {
      if (amount === null || typeof body['countryCode'] !== 'string') return validation('countryCode and amount are required');
      const shopperReference = typeof body['shopperReference'] === 'string' ? body['shopperReference'] : null;
      const methods = await sandbox.paymentMethods({ site: SANDBOX_SITE, countryCode: body['countryCode'], amount, shopperReference });
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
      const paid = await sandbox.pay({
        site: SANDBOX_SITE, reference: body['reference'], amount, countryCode: body['countryCode'], paymentMethod: method as Record<string, unknown> & { type: string },
        returnUrl: body['returnUrl'], shopperReference: typeof body['shopperReference'] === 'string' ? body['shopperReference'] : null,
        shopperEmail: typeof body['shopperEmail'] === 'string' ? body['shopperEmail'] : '', storePaymentMethod: body['storePaymentMethod'] === true,
        browserInfo: isRecord(body['browserInfo']) ? body['browserInfo'] : null, idempotencyKey, ...cardDetailsOfWire(body),
        manualCapture: isRecord(body['additionalData']) && body['additionalData']['manualCapture'] === 'true',
      });
      if (paid.ok && paid.value.pspReference !== null) amountsByPspReference.set(paid.value.pspReference, amount);
      result = wireOf(paid, { reference: body['reference'], amount });
    } else if (path === '/v72/payments/details') {
      if (!isRecord(body['details'])) return validation('details is required', '100');
      // Adyen knows the payment the details belong to and continues it, whoever sent them.
      const payment = sandbox.paymentOfDetails(body['details']);
      if (!payment.ok) return validation(payment.error, '101');
      result = wireOf(await sandbox.submitDetails({
        site: SANDBOX_SITE, details: body['details'], paymentData: typeof body['paymentData'] === 'string' ? body['paymentData'] : null, idempotencyKey, expected: payment.value,
      }), payment.value);
    } else {
      const [, psp = '', kind] = MODIFICATION_PATH.exec(path) ?? [];
      const paymentPspReference = decodeURIComponent(psp);
      const reference = typeof body['reference'] === 'string' ? body['reference'] : '';
      const modification = { site: SANDBOX_SITE, pspReference: paymentPspReference, reference, idempotencyKey };
      const merchantAccount = String(body['merchantAccount']);
      if (kind === 'reversals') {
        // Adyen reverses the whole payment; the sandbox takes the amount from its own record, so an unknown payment's is never read.
        const paymentAmount = amountsByPspReference.get(paymentPspReference) ?? { amountMinor: 0, currency: 'EUR' };
        result = modificationWireOf(await sandbox.reverse({ ...modification, amount: paymentAmount }), merchantAccount, paymentPspReference, reference, null);
      } else if (kind === 'cancels') {
        result = modificationWireOf(await sandbox.cancel(modification), merchantAccount, paymentPspReference, reference, null);
      } else {
        if (amount === null) return validation('amount is required', '100');
        const taken = kind === 'captures' ? await sandbox.capture({ ...modification, amount }) : await sandbox.refund({ ...modification, amount });
        result = modificationWireOf(taken, merchantAccount, paymentPspReference, reference, amount);
      }
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
      if (req.method !== 'POST' || !isKnownPath(path)) {
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
    reversals: () => sandbox.reversalCount(),
    modifications: () => sandbox.modificationCount(),
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
