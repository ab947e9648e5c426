import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { OrderEventBody } from '../../../src/domain/orders/order-event.js';

/** A secret in the Standard Webhooks form: `whsec_` and 32 random-looking bytes in base64. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('order-events-test-secret-32-byte').toString('base64')}`;

/**
 * A warehouse's webhook endpoint on a local port: it verifies each call's signature with the
 * standardwebhooks verifier (a call that fails verification is kept apart, never accepted), and
 * answers `status()` (503 while "down"). Accepted events are kept in the order they came.
 */
export async function startWebhookReceiver(secret = TEST_WEBHOOK_SECRET) {
  const verifier = new Webhook(secret);
  let status = 204;
  const accepted: OrderEventBody[] = [];
  const forged: IncomingHttpHeaders[] = [];
  let calls = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      let event: OrderEventBody;
      try {
        event = verifier.verify(body, request.headers as Record<string, string>) as OrderEventBody;
      } catch {
        forged.push(request.headers);
        response.writeHead(400).end();
        return;
      }
      if (status >= 200 && status < 300) accepted.push(event);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/orders`,
    accepted,
    forged,
    calls: () => calls,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
