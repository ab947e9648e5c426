import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CancelOrderLines } from '../../../application/orders/cancel-order-lines.use-case.js';
import type { DispatchOrderLines } from '../../../application/orders/dispatch-order-lines.use-case.js';
import type { FulfilmentError } from '../../../application/orders/fulfilment-errors.js';
import type { MarkShipmentDelivered } from '../../../application/orders/mark-shipment-delivered.use-case.js';
import { carrierByCode, trackingUrlOf } from '../../../domain/orders/carriers.js';
import type { Shipment } from '../../../ports/order-fulfilment.port.js';
import { HttpError } from '../errors/http-error.js';
import { operatorOf, requireOperator } from '../plugins/operator-auth.js';

export interface FulfilmentRouteOptions {
  dispatchOrderLines: DispatchOrderLines;
  markShipmentDelivered: MarkShipmentDelivered;
  cancelOrderLines: CancelOrderLines;
}

const Reference = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 40 }) });
const LineUnits = Type.Array(
  Type.Object({
    position: Type.Integer({ minimum: 0, maximum: 999, description: 'The line\'s position in the order, from 0.' }),
    quantity: Type.Integer({ minimum: 1, maximum: 9999 }),
  }, { additionalProperties: false }),
  { minItems: 1, maxItems: 200, description: 'The units to move; left out: every unit the order still has to send.' },
);
const LinesAnswer = Type.Array(Type.Object({ position: Type.Integer(), quantity: Type.Integer() }));
const ShipmentAnswer = Type.Object({
  id: Type.String(),
  carrier: Type.String(),
  carrierName: Type.String(),
  trackingNumber: Type.String(),
  trackingUrl: Type.String(),
  dispatchedAt: Type.String(),
  deliveredAt: Type.Union([Type.String(), Type.Null()]),
  dispatchedBy: Type.String(),
  lines: LinesAnswer,
});

const FollowUpAnswer = Type.Union([
  Type.Object({
    status: Type.Union([Type.Literal('asked'), Type.Literal('pending'), Type.Literal('failed'), Type.Literal('not-asked')]),
    idempotencyKey: Type.String({ description: 'The money action\'s key: the action is asked again, once, under it.' }),
    modificationId: Type.Union([Type.String(), Type.Null()]),
    amount: Type.Union([Type.Object({ amountMinor: Type.Integer(), currency: Type.String() }), Type.Null()]),
    code: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Null(),
], { description: 'What a dispatch captured (manual capture), what a cancellation refunded of the units it cancelled, or what a whole cancellation released (manual capture, nothing captured); null when it asked nothing of the payment.' });

const CancellationAnswer = Type.Object({
  cancelled: LinesAnswer, emailSent: Type.Boolean(), release: FollowUpAnswer, refund: FollowUpAnswer, deliveryRefund: FollowUpAnswer,
  repeated: Type.Boolean({ description: 'True when the key was an earlier cancellation\'s: nothing was cancelled again, its answer is given again.' }),
});

const MAX_KEY_LENGTH = 200;

const shipmentAnswer = (s: Shipment) => {
  const carrier = carrierByCode(s.carrierCode)!;
  return {
    id: s.id,
    carrier: carrier.code,
    carrierName: carrier.name,
    trackingNumber: s.trackingNumber,
    trackingUrl: trackingUrlOf(carrier, s.trackingNumber),
    dispatchedAt: s.dispatchedAt.toISOString(),
    deliveredAt: s.deliveredAt?.toISOString() ?? null,
    dispatchedBy: s.createdBy,
    lines: s.lines,
  };
};

const refused = (error: FulfilmentError): HttpError => new HttpError(error.code, error);

/**
 * The fulfilment API (permission `fulfil`): dispatch all or some of a paid order's lines with a
 * carrier and tracking number, mark a shipment delivered, cancel lines not dispatched. A line
 * cancelled, more units than remain, an order not paid: 409; an unknown carrier or a tracking
 * number not of the carrier's format: 400; nothing is written then.
 */
export const fulfilmentRoutes: FastifyPluginAsync<FulfilmentRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireOperator('fulfil');

  app.post('/operator/api/orders/:reference/shipments', {
    preHandler: guard,
    schema: {
      summary: 'Dispatches all or some of a paid order\'s lines in one parcel', tags: ['orders'],
      params: Reference,
      body: Type.Object({
        carrier: Type.String({ minLength: 1, maxLength: 40, description: 'royal-mail, dpd, evri, inpost, dhl, postnl or gls' }),
        trackingNumber: Type.String({ minLength: 1, maxLength: 60 }),
        lines: Type.Optional(LineUnits),
      }, { additionalProperties: false }),
      headers: Type.Object({
        'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Optional: the same key again on the order is the same parcel (200), sent and captured once.' })),
      }),
      response: {
        201: Type.Object({ shipment: ShipmentAnswer, emailSent: Type.Boolean(), capture: FollowUpAnswer }),
        200: Type.Object({ shipment: ShipmentAnswer, emailSent: Type.Boolean(), capture: FollowUpAnswer }),
      },
    },
  }, async (request, reply) => {
    const { carrier, trackingNumber, lines } = request.body;
    const result = await opts.dispatchOrderLines.execute({
      reference: request.params.reference, carrier, trackingNumber, lines: lines ?? 'all', actor: operatorOf(request), idempotencyKey: request.headers['idempotency-key'],
    });
    if (!result.ok) throw refused(result.error);
    reply.code(result.value.repeated ? 200 : 201);
    return { shipment: shipmentAnswer(result.value.shipment), emailSent: result.value.emailSent, capture: result.value.capture };
  });

  app.post('/operator/api/shipments/:id/delivered', {
    preHandler: guard,
    schema: {
      summary: 'Marks a shipment delivered', tags: ['orders'],
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 200: Type.Object({ shipment: ShipmentAnswer }) },
    },
  }, async (request) => {
    const result = await opts.markShipmentDelivered.execute({ shipmentId: request.params.id, actor: operatorOf(request) });
    if (!result.ok) throw refused(result.error);
    return { shipment: shipmentAnswer(result.value) };
  });

  app.post('/operator/api/orders/:reference/line-cancellations', {
    preHandler: guard,
    schema: {
      summary: 'Cancels all or some of an order\'s lines not yet dispatched', tags: ['orders'],
      params: Reference,
      body: Type.Object({ lines: Type.Optional(LineUnits) }, { additionalProperties: false }),
      headers: Type.Object({
        'idempotency-key': Type.Optional(Type.String({
          description: 'Required: one key per cancellation; the same key again on the order is the same cancellation (200), cancelled, refunded and its stock returned once.',
        })),
      }),
      response: { 201: CancellationAnswer, 200: CancellationAnswer },
    },
  }, async (request, reply) => {
    const idempotencyKey = request.headers['idempotency-key'];
    if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0 || idempotencyKey.length > MAX_KEY_LENGTH) throw new HttpError('IDEMPOTENCY_KEY_REQUIRED');
    const result = await opts.cancelOrderLines.execute({ reference: request.params.reference, lines: request.body?.lines ?? 'all', actor: operatorOf(request), idempotencyKey });
    if (!result.ok) throw refused(result.error);
    reply.code(result.value.repeated ? 200 : 201);
    return result.value;
  });
};
