import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Type } from 'typebox';
import type { ExportOrders } from '../../../application/orders/export-orders.use-case.js';
import type { ListFailedWebhooks, RedeliverWebhook } from '../../../application/orders/order-webhook-deliveries.use-case.js';
import { SITE_VARIANTS } from '../../../domain/site/site-variants.js';
import type { ExportedOrder } from '../../../ports/order-export.port.js';
import { HttpError } from '../errors/http-error.js';
import { operatorOf, requireOperator } from '../plugins/operator-auth.js';

export interface OrdersOutRouteOptions {
  listFailedWebhooks: ListFailedWebhooks;
  redeliverWebhook: RedeliverWebhook;
  exportOrders: ExportOrders;
}

const DeliveryId = Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'A webhook delivery\'s id.' });
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'A day (UTC), YYYY-MM-DD.' });
const FailedAnswer = Type.Object({
  deliveries: Type.Array(Type.Object({
    id: Type.String(), endpointUrl: Type.String(), eventId: Type.String(), eventType: Type.String(), orderId: Type.String(), orderReference: Type.String(), site: Type.String(),
    attempts: Type.Integer(), failedAt: Type.String(), lastStatus: Type.Union([Type.Integer(), Type.Null()]), lastError: Type.Union([Type.String(), Type.Null()]),
  })),
  next: Type.Union([Type.String(), Type.Null()]),
});

/** The export's columns, in order: amounts in minor units, as the order events carry them. */
const EXPORT_COLUMNS: readonly [string, (o: ExportedOrder) => string | number][] = [
  ['reference', (o) => o.reference],
  ['created_at', (o) => o.createdAt.toISOString()],
  ['site', (o) => o.site],
  ['status', (o) => o.status],
  ['currency', (o) => o.currency],
  ['subtotal_minor', (o) => o.subtotalMinor],
  ['delivery_minor', (o) => o.deliveryMinor],
  ['total_minor', (o) => o.totalMinor],
  ['units', (o) => o.units],
  ['email', (o) => o.email],
  ['name', (o) => o.name],
  ['postcode', (o) => o.postcode],
  ['country', (o) => o.countryCode],
  ['payment_method', (o) => o.paymentMethod ?? ''],
  ['psp_reference', (o) => o.pspReference ?? ''],
];

/** The export's answer, for the OpenAPI document; typed wide, as the route sends a stream, not a string. */
const CSV_DOWNLOAD: Record<number, unknown> = {
  200: { description: 'One order a row, with a header row.', content: { 'text/csv': { schema: { type: 'string' } } } },
};

/**
 * Orders out, for operators: the webhook deliveries that failed (read) and redelivering one
 * (`fulfil`), and the orders of a date range as CSV (read), streamed: rows are read in batches as
 * the download takes them, so a year of orders never sits in memory.
 */
export const ordersOutRoutes: FastifyPluginAsync<OrdersOutRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/operator/api/webhooks/failed', {
    preHandler: requireOperator('read'),
    schema: {
      summary: 'Webhook deliveries that failed for good, newest first', tags: ['orders'],
      querystring: Type.Object({
        before: Type.Optional(DeliveryId),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
        site: Type.Optional(Type.Enum(SITE_VARIANTS.map((s) => s.id), { description: 'Only the deliveries of this site\'s orders (its id); every site\'s without it.' })),
      }),
      response: { 200: FailedAnswer },
    },
  }, async (request) => {
    const page = await opts.listFailedWebhooks.execute({ site: request.query.site ?? null, before: request.query.before ?? null, limit: request.query.limit ?? 50 });
    return { deliveries: page.deliveries.map((d) => ({ ...d, failedAt: d.failedAt.toISOString() })), next: page.next };
  });

  app.post('/operator/api/webhooks/deliveries/:id/redeliver', {
    preHandler: requireOperator('fulfil'),
    schema: { summary: 'Sends a failed webhook delivery again', tags: ['orders'], params: Type.Object({ id: DeliveryId }), response: { 202: Type.Object({ id: Type.String(), nextAttemptAt: Type.String() }) } },
  }, async (request, reply) => {
    const redelivered = await opts.redeliverWebhook.execute({ id: request.params.id, actor: operatorOf(request) });
    if (!redelivered.ok) throw new HttpError(redelivered.error.code, redelivered.error);
    return reply.code(202).send({ id: redelivered.value.id, nextAttemptAt: redelivered.value.nextAttemptAt.toISOString() });
  });

  app.get('/operator/api/orders/export', {
    preHandler: requireOperator('read'),
    schema: {
      summary: 'The orders placed from one day to another, as a CSV download', tags: ['orders'],
      querystring: Type.Object({ from: Day, to: Day }),
      response: CSV_DOWNLOAD,
    },
  }, async (request, reply) => {
    const range = opts.exportOrders.range(request.query.from, request.query.to);
    if (!range.ok) throw new HttpError(range.error.code, range.error);
    const rows = Readable.from(opts.exportOrders.orders(range.from, range.to)).map((o: ExportedOrder) => EXPORT_COLUMNS.map(([, value]) => value(o)));
    const csv = rows.pipe(stringify({ header: true, columns: EXPORT_COLUMNS.map(([name]) => name) }));
    // A failed read midway ends the download short, and is logged; the status has gone already.
    rows.on('error', (error) => {
      request.log.error({ err: error }, 'orders export failed midway');
      csv.destroy(error);
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${request.query.from}-to-${request.query.to}.csv"`)
      .send(csv);
  });
};
