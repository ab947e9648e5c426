import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './page-cache.js';

/** Sends a cached page in the best encoding the client accepts, honouring If-None-Match. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.headers(page.headers);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.code(page.status);
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
