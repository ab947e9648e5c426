import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ViewOrderHistory } from '../../../application/orders/view-order-history.use-case.js';
import { HttpError } from '../errors/http-error.js';
import { requireOperator } from '../plugins/operator-auth.js';

export interface OperatorOrderRouteOptions {
  viewOrderHistory: ViewOrderHistory;
}

const Money = Type.Object({ amountMinor: Type.Integer(), currency: Type.String() });
const OrderWithHistoryAnswer = Type.Object({
  reference: Type.String(),
  status: Type.String(),
  total: Money,
  paymentMethod: Type.Union([Type.String(), Type.Null()]),
  pspReference: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  closedAt: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Array(Type.Object({
    recordedAt: Type.String(),
    resultCode: Type.Union([Type.String(), Type.Null()]),
    pspReference: Type.Union([Type.String(), Type.Null()]),
    failure: Type.Union([Type.String(), Type.Null()]),
  })),
  history: Type.Array(Type.Object({ kind: Type.String(), at: Type.String(), detail: Type.Record(Type.String(), Type.Unknown()) })),
});

/**
 * GET /operator/api/orders/:reference (an operator or API key that may read): an order's status, payment attempts and the
 * history of its money after the checkout's answer (late completions, reversals asked or failed),
 * for a script answering a shopper or a provider's report. JSON; 404 for an unknown reference. The
 * console's page of the order is /operator/orders/:reference.
 */
export const operatorOrderRoute: FastifyPluginAsync<OperatorOrderRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/operator/api/orders/:reference', {
    preHandler: requireOperator('read'),
    schema: {
      summary: 'An order\'s status, payment attempts and the history of its money', tags: ['orders'],
      params: Type.Object({ reference: Type.String({ minLength: 1, maxLength: 40 }) }), response: { 200: OrderWithHistoryAnswer } },
  }, async (request) => {
    const result = await opts.viewOrderHistory.execute(request.params.reference);
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const { order, attempts, history } = result.value;
    return {
      reference: order.reference,
      status: order.status,
      total: order.total,
      paymentMethod: order.paymentMethod,
      pspReference: order.pspReference,
      createdAt: order.createdAt.toISOString(),
      closedAt: order.closedAt?.toISOString() ?? null,
      attempts: attempts.map((a) => ({ ...a, recordedAt: a.recordedAt.toISOString() })),
      history: history.map((h) => ({ kind: h.kind, at: h.at.toISOString(), detail: h.detail })),
    };
  });
};
