import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a person's data (the gift voucher's recipient, emails, messages). */
const PERSONAL_PARAMETERS: ReadonlySet<string> = new Set(['recipientemail', 'recipientname', 'message', 'email', 'name',
  // Orders and payments: the encrypted order id opens a shopper's order; the bank's redirectResult is a payment token.
  'encryptedorderid', 'redirectresult']);

/** The URL with the value of every personal query parameter replaced, for the logs. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const parts = url.slice(queryAt + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed name is kept as written.
    }
    return PERSONAL_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, queryAt)}?${parts.join('&')}`;
}

/** Fastify's request log fields, with personal data kept out of the logged URL. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
