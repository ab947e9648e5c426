import type { FastifyRequest } from 'fastify';
import { ownerOfSession, type BasketOwner } from '../../../domain/shopper/basket-owner.js';
import { HttpError } from '../errors/http-error.js';

/**
 * The owner who pays: the session's. A browser without a session has no basket and no order, so
 * it is refused as the use case would refuse it (BASKET_EMPTY, or ORDER_NOT_FOUND for an order
 * id), without a session being made for it.
 */
export async function payingOwner(request: FastifyRequest, orderId: string | null = null): Promise<BasketOwner> {
  const session = await request.currentSession();
  if (session === null) throw new HttpError(orderId === null ? 'BASKET_EMPTY' : 'ORDER_NOT_FOUND');
  return ownerOfSession(session, request.site.id);
}
