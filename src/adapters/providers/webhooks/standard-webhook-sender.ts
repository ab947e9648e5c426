import { Webhook } from 'standardwebhooks';
import type { OrderWebhookAnswer, OrderWebhookRequest, OrderWebhookSender } from '../../../ports/order-webhook-sender.port.js';

/**
 * POSTs an order event to an endpoint signed by the Standard Webhooks scheme: `webhook-id`,
 * `webhook-timestamp` (seconds) and `webhook-signature` (`v1,` and the HMAC-SHA256 of
 * `id.timestamp.body` with the endpoint's `whsec_` secret), which any Standard Webhooks library
 * verifies. No redirects are followed: a 3xx is an answer to retry, never a second destination.
 */
export class StandardWebhookSender implements OrderWebhookSender {
  private readonly signer: Webhook;

  constructor(secret: string, readonly timeoutMs: number, private readonly fetcher: typeof fetch = fetch) {
    this.signer = new Webhook(secret);
  }

  async send(request: OrderWebhookRequest): Promise<OrderWebhookAnswer> {
    try {
      const response = await this.fetcher(request.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'webhook-id': request.messageId,
          'webhook-timestamp': String(Math.floor(request.timestamp.getTime() / 1000)),
          'webhook-signature': this.signer.sign(request.messageId, request.timestamp, request.body),
        },
        body: request.body,
      });
      // The body is not read: only the status counts, and an unread body would hold the connection.
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { delivered: true, status: response.status };
      return { delivered: false, status: response.status, error: `HTTP ${response.status}` };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { delivered: false, status: null, error: timedOut ? `no answer within ${this.timeoutMs} ms` : describe(error) };
    }
  }
}

/** The cause fetch gives for a refused or reset connection ("ECONNREFUSED"), else its message. */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}
