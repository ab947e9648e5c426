import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CancelOrderPayment } from '../../../application/orders/cancel-order-payment.use-case.js';
import type { CaptureOrderPayment } from '../../../application/orders/capture-order-payment.use-case.js';
import type { MoneyActionError } from '../../../application/orders/money-action-errors.js';
import type { MoneyActionCommand } from '../../../application/orders/order-payment-modifier.js';
import type { RefundOrder } from '../../../application/orders/refund-order.use-case.js';
import type { PaymentModificationRecord } from '../../../domain/orders/payment-modification.js';
import type { RefundedLine, RefundSelection } from '../../../domain/orders/refund-selection.js';
import type { Result } from '../../../domain/shared/result.js';
import { HttpError } from '../errors/http-error.js';
import { operatorOf, requireOperator } from '../plugins/operator-auth.js';

export interface OrderPaymentRouteOptions {
  captureOrderPayment: CaptureOrderPayment;
  cancelOrderPayment: CancelOrderPayment;
  refundOrder: RefundOrder;
}

const Reference = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 40 }) });
const AmountMinor = Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'Minor units of the order\'s currency (pence, cents).' });
const Lines = Type.Array(
  Type.Object({
    position: Type.Integer({ minimum: 0, maximum: 999, description: 'The line\'s position in the order, from 0.' }),
    quantity: Type.Integer({ minimum: 1, maximum: 9999 }),
  }, { additionalProperties: false }),
  { minItems: 1, maxItems: 200 },
);
const ModificationAnswer = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('capture'), Type.Literal('cancel'), Type.Literal('refund'), Type.Literal('release')]),
  state: Type.Union([Type.Literal('requested'), Type.Literal('succeeded'), Type.Literal('failed')]),
  amount: Type.Object({ amountMinor: Type.Integer(), currency: Type.String() }),
  lines: Type.Array(Type.Object({ position: Type.Integer(), quantity: Type.Integer() })),
  delivery: Type.Boolean(),
  providerReference: Type.Union([Type.String(), Type.Null()]),
  failureReason: Type.Union([Type.String(), Type.Null()]),
  requestedAt: Type.String(),
});
const IdempotencyHeader = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ description: 'Required: one key per operator action; the same key again is the same action.' })) });

const answerOf = (m: PaymentModificationRecord) => ({
  id: m.id, kind: m.kind, state: m.state, amount: m.amount, lines: m.lines, delivery: m.delivery,
  providerReference: m.providerReference, failureReason: m.failureReason, requestedAt: m.requestedAt.toISOString(),
});

const decimal = (minor: number): string => (minor / 100).toFixed(2);

/** The use case's refusal as the one error body, with the figures its message names (the console words it the same way). */
export function refused(error: MoneyActionError): HttpError {
  switch (error.code) {
    case 'CAPTURE_OVER_AUTHORISED':
    case 'REFUND_OVER_REMAINING':
      return new HttpError(error.code, { currency: error.currency, remaining: decimal(error.remainingMinor) });
    case 'PROVIDER_REFUSED':
      return new HttpError(error.code, { reason: error.reason });
    case 'PROVIDER_UNAVAILABLE':
      return new HttpError(error.code);
    default:
      return new HttpError(error.code, error);
  }
}

/** The refund asked: the whole order, lines and the delivery, or an amount; any mix of two is refused. */
function refundSelectionOf(body: { whole?: true; lines?: RefundedLine[]; delivery?: boolean; amountMinor?: number }): RefundSelection {
  const byLines = body.lines !== undefined || body.delivery === true;
  const asked = [body.whole === true, byLines, body.amountMinor !== undefined].filter(Boolean).length;
  if (asked !== 1) throw new HttpError('INVALID_INPUT');
  if (body.whole === true) return { kind: 'whole' };
  if (body.amountMinor !== undefined) return { kind: 'amount', amountMinor: body.amountMinor };
  return { kind: 'lines', lines: body.lines ?? [], delivery: body.delivery ?? false };
}

const MAX_KEY_LENGTH = 200;

/** The operator action's key, from the `Idempotency-Key` header (required: a retried request must not act twice). */
function commandOf(request: FastifyRequest, orderReference: string): MoneyActionCommand {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new HttpError('IDEMPOTENCY_KEY_REQUIRED');
  const { kind, id, name } = operatorOf(request);
  return { orderReference, idempotencyKey: key, actor: { kind, id, name } };
}

/** 202 with the modification as recorded: its result comes later by the provider's webhook. */
function accepted(result: Result<PaymentModificationRecord, MoneyActionError>): ReturnType<typeof answerOf> {
  if (!result.ok) throw refused(result.error);
  return answerOf(result.value);
}

/**
 * The money API (permission `money`): capture an order's payment (an amount, or what is left),
 * cancel it while nothing is captured, refund it (whole, by lines and delivery, or by an
 * amount). Each request carries an `Idempotency-Key`: the same key again is the same action,
 * sent to the provider once. Answers 202 with the modification recorded; the order's ledger moves
 * when the provider's webhook says how it went. A refund over what is left, a capture of a
 * cancelled payment and the like: 409, nothing sent to the provider. A provider out of reach: 503,
 * the action kept and asked again by the same key; a provider refusing it: 502, the action failed.
 */
export const orderPaymentRoutes: FastifyPluginAsync<OrderPaymentRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireOperator('money');
  const response = { 202: ModificationAnswer };

  app.post('/operator/api/orders/:reference/captures', {
    preHandler: guard,
    schema: {
      summary: 'Captures the order\'s authorised payment, or part of it', tags: ['orders'],
      params: Reference, headers: IdempotencyHeader, response,
      body: Type.Optional(Type.Object({ amountMinor: Type.Optional(AmountMinor) }, { additionalProperties: false, description: 'Without an amount: all that is left to capture.' })),
    },
  }, async (request, reply) => {
    const result = await opts.captureOrderPayment.execute({ ...commandOf(request, request.params.reference), amountMinor: request.body?.amountMinor ?? null });
    reply.code(202);
    return accepted(result);
  });

  app.post('/operator/api/orders/:reference/cancellations', {
    preHandler: guard,
    schema: { summary: 'Cancels what is left of the order\'s authorised payment', tags: ['orders'], params: Reference, headers: IdempotencyHeader, response },
  }, async (request, reply) => {
    const result = await opts.cancelOrderPayment.execute(commandOf(request, request.params.reference));
    reply.code(202);
    return accepted(result);
  });

  app.post('/operator/api/orders/:reference/refunds', {
    preHandler: guard,
    schema: {
      summary: 'Refunds the whole order, some lines, the delivery or an amount', tags: ['orders'],
      params: Reference, headers: IdempotencyHeader, response,
      body: Type.Object({
        whole: Type.Optional(Type.Literal(true)),
        lines: Type.Optional(Lines),
        delivery: Type.Optional(Type.Boolean()),
        amountMinor: Type.Optional(AmountMinor),
      }, { additionalProperties: false, description: 'One of: `whole: true`; `lines` (and `delivery: true`); `delivery: true` alone; `amountMinor`.' }),
    },
  }, async (request, reply) => {
    const selection = refundSelectionOf(request.body);
    const result = await opts.refundOrder.execute({ ...commandOf(request, request.params.reference), selection });
    reply.code(202);
    return accepted(result);
  });
};
