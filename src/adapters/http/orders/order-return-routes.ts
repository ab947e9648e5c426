import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CloseReturn } from '../../../application/orders/close-return.use-case.js';
import type { ReceiveReturn } from '../../../application/orders/receive-return.use-case.js';
import type { RefundReturn } from '../../../application/orders/refund-return.use-case.js';
import type { RequestReturn } from '../../../application/orders/request-return.use-case.js';
import type { ViewOrderReturns } from '../../../application/orders/view-order-returns.use-case.js';
import { progressOf, RETURN_REASONS } from '../../../domain/orders/returns.js';
import type { OrderReturn } from '../../../ports/order-returns.port.js';
import type { Orders } from '../../../ports/orders.port.js';
import { HttpError } from '../errors/http-error.js';
import { operatorOf, requireOperator } from '../plugins/operator-auth.js';
import { returnRefusal } from './return-refusals.js';

export interface OrderReturnRouteOptions {
  orders: Pick<Orders, 'byReference' | 'byId'>;
  viewOrderReturns: ViewOrderReturns;
  requestReturn: RequestReturn;
  receiveReturn: ReceiveReturn;
  refundReturn: RefundReturn;
  closeReturn: CloseReturn;
}

const Reference = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 40 }) });
const ReturnId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const LineUnits = (description: string) => Type.Array(
  Type.Object({
    position: Type.Integer({ minimum: 0, maximum: 999, description: 'The line\'s position in the order, from 0.' }),
    quantity: Type.Integer({ minimum: 0, maximum: 9999 }),
  }, { additionalProperties: false }),
  { minItems: 1, maxItems: 200, description },
);
const Money = Type.Object({ amountMinor: Type.Integer(), currency: Type.String() });
const ReturnAnswer = Type.Object({
  id: Type.String(),
  reference: Type.String({ description: '`R-<order reference>-<n>`, unique.' }),
  reason: Type.String({ description: RETURN_REASONS.join(', ') }),
  state: Type.Union([Type.Literal('requested'), Type.Literal('received'), Type.Literal('closed')]),
  progress: Type.Union([Type.Literal('requested'), Type.Literal('received'), Type.Literal('refund-pending'), Type.Literal('refunded'), Type.Literal('closed')], {
    description: 'The state, with the refund\'s progress once received: refund-pending until the provider confirms it, refunded after.',
  }),
  lines: Type.Array(Type.Object({ position: Type.Integer(), quantity: Type.Integer(), received: Type.Union([Type.Integer(), Type.Null()]) })),
  requestedAt: Type.String(),
  requestedBy: Type.String({ description: '`shopper`, or the operator who asked for the shopper.' }),
  receivedAt: Type.Union([Type.String(), Type.Null()]),
  receivedBy: Type.Union([Type.String(), Type.Null()]),
  closedAt: Type.Union([Type.String(), Type.Null()]),
  refund: Type.Union([Type.Object({
    modificationId: Type.String(), state: Type.Union([Type.Literal('requested'), Type.Literal('succeeded'), Type.Literal('failed')]), amount: Money,
    settledAt: Type.Union([Type.String(), Type.Null()]),
  }), Type.Null()]),
});

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

const returnAnswer = (r: OrderReturn) => ({
  id: r.id, reference: r.reference, reason: r.reason, state: r.state, progress: progressOf(r), lines: r.lines,
  requestedAt: r.requestedAt.toISOString(), requestedBy: r.requestedBy, receivedAt: iso(r.receivedAt), receivedBy: r.receivedBy, closedAt: iso(r.closedAt),
  refund: r.refund === null ? null : {
    modificationId: r.refund.modificationId, state: r.refund.state, amount: { amountMinor: r.refund.amountMinor, currency: r.refund.currency }, settledAt: iso(r.refund.settledAt),
  },
});

const MAX_KEY_LENGTH = 150;

/**
 * The returns API: list an order's returns and what it may still return (permission `read`), ask
 * a return for a shopper and mark one received or closed (`fulfil`), refund a received one
 * through the order's refund by lines (`money`, with an `Idempotency-Key`). Over-return, a window
 * closed, a line not dispatched, a step out of turn: 409 with the reason; nothing is written.
 */
export const orderReturnRoutes: FastifyPluginAsync<OrderReturnRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const orderOf = async (reference: string) => {
    const order = await opts.orders.byReference(reference);
    if (order === null) throw new HttpError('ORDER_NOT_FOUND');
    return order;
  };

  app.get('/operator/api/orders/:reference/returns', {
    preHandler: requireOperator('read'),
    schema: {
      summary: 'Lists an order\'s returns, and the units it may still return', tags: ['orders'], params: Reference,
      response: {
        200: Type.Object({
          returns: Type.Array(ReturnAnswer),
          returnable: Type.Array(Type.Object({ position: Type.Integer(), units: Type.Integer(), closesAt: Type.String() })),
          windowDays: Type.Integer({ description: 'The site\'s return window, counted from the day a line was delivered (or dispatched, when no delivery was recorded).' }),
        }),
      },
    },
  }, async (request) => {
    const view = await opts.viewOrderReturns.execute(await orderOf(request.params.reference));
    return { returns: view.returns.map(returnAnswer), returnable: view.returnable.map((l) => ({ ...l, closesAt: l.closesAt.toISOString() })), windowDays: view.windowDays };
  });

  app.post('/operator/api/orders/:reference/returns', {
    preHandler: requireOperator('fulfil'),
    schema: {
      summary: 'Asks a return of dispatched units for the shopper', tags: ['orders'], params: Reference,
      body: Type.Object({ lines: LineUnits('The units to return.'), reason: Type.String({ maxLength: 40, description: RETURN_REASONS.join(', ') }) }, { additionalProperties: false }),
      response: { 201: Type.Object({ return: ReturnAnswer, emailSent: Type.Boolean() }) },
    },
  }, async (request, reply) => {
    const order = await orderOf(request.params.reference);
    const { kind, id, name } = operatorOf(request);
    const result = await opts.requestReturn.execute({ order, lines: request.body.lines, reason: request.body.reason, by: { kind: 'operator', actor: { kind, id, name } } });
    if (!result.ok) throw returnRefusal(result.error, order);
    reply.code(201);
    return { return: returnAnswer(result.value.ret), emailSent: result.value.emailSent };
  });

  app.post('/operator/api/returns/:id/received', {
    preHandler: requireOperator('fulfil'),
    schema: {
      summary: 'Marks a return\'s parcel received, with the units found in it', tags: ['orders'], params: ReturnId,
      body: Type.Optional(Type.Object({ lines: Type.Optional(LineUnits('The units found per line; left out: every unit asked back.')) }, { additionalProperties: false })),
      response: { 200: Type.Object({ return: ReturnAnswer, emailSent: Type.Boolean() }) },
    },
  }, async (request) => {
    const { kind, id, name } = operatorOf(request);
    const result = await opts.receiveReturn.execute({ returnId: request.params.id, lines: request.body?.lines ?? 'all', actor: { kind, id, name } });
    if (!result.ok) throw returnRefusal(result.error, null);
    return { return: returnAnswer(result.value.ret), emailSent: result.value.emailSent };
  });

  app.post('/operator/api/returns/:id/refund', {
    preHandler: requireOperator('money'),
    schema: {
      summary: 'Refunds the units received of a return, through the order\'s refund by lines', tags: ['orders'], params: ReturnId,
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ description: 'Required: one key per operator action; the same key again is the same refund.' })) }),
      response: { 202: Type.Object({ return: ReturnAnswer, refund: Type.Object({ id: Type.String(), state: Type.String(), amount: Money }) }) },
    },
  }, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new HttpError('IDEMPOTENCY_KEY_REQUIRED');
    const { kind, id, name } = operatorOf(request);
    const result = await opts.refundReturn.execute({ returnId: request.params.id, idempotencyKey: key, actor: { kind, id, name } });
    if (!result.ok) throw returnRefusal(result.error, null);
    reply.code(202);
    const { refund } = result.value;
    return { return: returnAnswer(result.value.ret), refund: { id: refund.id, state: refund.state, amount: refund.amount } };
  });

  app.post('/operator/api/returns/:id/close', {
    preHandler: requireOperator('fulfil'),
    schema: { summary: 'Closes a return without a refund', tags: ['orders'], params: ReturnId, response: { 200: Type.Object({ return: ReturnAnswer }) } },
  }, async (request) => {
    const { kind, id, name } = operatorOf(request);
    const result = await opts.closeReturn.execute({ returnId: request.params.id, actor: { kind, id, name } });
    if (!result.ok) throw returnRefusal(result.error, null);
    return { return: returnAnswer(result.value) };
  });
};
