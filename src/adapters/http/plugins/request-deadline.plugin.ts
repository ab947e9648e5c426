import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { messageFor } from '../../i18n/message-catalogue.js';
import { STATUS_OF } from '../errors/error-status.js';
import { localeOf } from '../errors/http-error.js';

export interface RequestDeadlineOptions {
  /** A request body not fully received by then is answered 408 and its connection closed. */
  timeoutMs: number;
}

const BODYLESS_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A deadline for receiving a request's body. Node's socket timeout restarts with every byte, so a
 * client trickling a body one byte at a time held a connection (and its parser) for minutes;
 * forty such clients were enough to tie a node up. Requests without a body pay nothing.
 */
const enforceBodyDeadline: FastifyPluginAsync<RequestDeadlineOptions> = async (app, { timeoutMs }) => {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (BODYLESS_METHODS.has(request.method) || raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.headersSent) return;
      request.log.info({ timeoutMs }, 'request body not received in time');
      // Written on the raw response: the body parser may still be waiting for the missing bytes.
      reply.raw.writeHead(STATUS_OF.REQUEST_TIMEOUT, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
      reply.raw.end(JSON.stringify({ code: 'REQUEST_TIMEOUT', message: messageFor(localeOf(request), 'REQUEST_TIMEOUT') }));
      raw.socket.destroy();
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
};

export const requestDeadlinePlugin = fp(enforceBodyDeadline, { name: 'request-deadline' });
