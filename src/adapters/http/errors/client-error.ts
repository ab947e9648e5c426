import type { Socket } from 'node:net';
import { messageFor } from '../../i18n/message-catalogue.js';
import { STATUS_OF, type ErrorCode } from './error-status.js';

/** The code of a request Node's HTTP parser refused before Fastify saw it. */
const codeOfParserError = (code: string | undefined): ErrorCode =>
  code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'INVALID_INPUT';

const REASON: Readonly<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Answers what Node's parser refuses (malformed requests, headers over the limit, slow headers)
 * in the app's error shape, with the same security headers as every other answer, instead of
 * Fastify's bare default. The socket is closed after, as Node does.
 */
export function makeClientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code = codeOfParserError(error.code);
    const status = STATUS_OF[code];
    const body = JSON.stringify({ code, message: messageFor('en', code) });
    if (socket.writable) {
      const headers = { ...securityHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store', connection: 'close' };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
      socket.write(`HTTP/1.1 ${status} ${REASON[status] ?? 'Error'}\r\n${lines}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
