import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, type CachedPage, type PageEncoding } from './page-cache.js';

/** The encoding to answer in: brotli, else gzip, else none. */
export function preferredEncoding(request: FastifyRequest): PageEncoding | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Sends a cached page in the best encoding the client accepts, honouring If-None-Match. */
export async function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<FastifyReply> {
  reply.headers(page.headers);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  reply.code(page.status);
  const encoding = preferredEncoding(request);
  if (encoding === null) return reply.send(page.html);
  const body = page.encoded[encoding] ?? (await encodedBody(page, encoding));
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * For a cache hit in a hook: sends it now when nothing is left to compress and answers true;
 * otherwise false, and the route's handler sends it (compressing it once).
 */
export function sendReadyPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): boolean {
  const encoding = preferredEncoding(request);
  if (encoding !== null && page.encoded[encoding] === undefined && !(page.status === 200 && request.headers['if-none-match'] === page.etag)) return false;
  void sendCachedPage(request, reply, page);
  return true;
}
