import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/http-error.js';

/**
 * Changes that a cross-site form could post must come as JSON: a form cannot send
 * application/json, and a cross-site script cannot without a CORS preflight this app never answers.
 */
export async function requireJson(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
}

/** For routes that take a plain form post (no JavaScript) as well as the page script's JSON. */
export async function requireJsonOrForm(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
}
