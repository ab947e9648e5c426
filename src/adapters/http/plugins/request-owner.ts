import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerToBe } from '../../../application/accounts/owner-to-be.js';
import { ownerOfSession, type BasketOwner } from '../../../domain/accounts/basket-owner.js';
import type { ErrorCode } from '../errors/error-status.js';
import { HttpError } from '../errors/http-error.js';

/** The owner of the request's basket, wishlist and orders on its site; null without a session (it has none of them). */
export async function currentOwner(request: FastifyRequest): Promise<BasketOwner | null> {
  const session = await request.currentSession();
  return session === null ? null : ownerOfSession(session, request.site.id);
}

/** The owner, or `refusal` for a browser without a session: it has nothing to act on, and no session is made for it. */
export async function ownerOrRefuse(request: FastifyRequest, refusal: ErrorCode): Promise<BasketOwner> {
  const owner = await currentOwner(request);
  if (owner === null) throw new HttpError(refusal);
  return owner;
}

/** The owner, or how to make one (a new session) once a change will store something (a refused change makes no session). */
export async function ownerToBe(request: FastifyRequest, reply: FastifyReply): Promise<OwnerToBe> {
  return (await currentOwner(request)) ?? (async () => ownerOfSession(await request.ensureSession(reply), request.site.id));
}
