import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Changes that a cross-site form could post must come as JSON: a form cannot send
 * application/json, and a cross-site script cannot without a CORS preflight this app never answers.
 */
export async function requireJson(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    await reply.code(415).header('cache-control', 'no-store').send({
      success: false, dataLayer: null, error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send this request as JSON (Content-Type: application/json).',
    });
  }
}
