import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeErrorHandler } from '../../../../src/adapters/http/errors/error-handler.js';
import { ordersOutRoutes } from '../../../../src/adapters/http/orders/orders-out-routes.js';
import { operatorAuthPlugin } from '../../../../src/adapters/http/plugins/operator-auth.js';
import type { Database } from '../../../../src/adapters/persistence/database.js';
import { migrate } from '../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlOrderEventOutbox } from '../../../../src/adapters/persistence/sql-order-events.js';
import { SqlOrderExport } from '../../../../src/adapters/persistence/sql-order-export.js';
import type { AuthenticatedOperator } from '../../../../src/application/operators/authenticated-operator.js';
import { EXPORT_BATCH, ExportOrders } from '../../../../src/application/orders/export-orders.use-case.js';
import { ListFailedWebhooks, RedeliverWebhook } from '../../../../src/application/orders/order-webhook-deliveries.use-case.js';
import type { AuditEntry } from '../../../../src/ports/operator-audit.port.js';
import type { ExportedOrder, OrderExport } from '../../../../src/ports/order-export.port.js';
import { addOrderableProduct, placeOrder } from '../../../support/order-event-fixtures.js';
import { DATABASE_START_TIMEOUT_MS, TEST_DRIVERS } from '../../../support/test-databases.js';

const KEYS: Record<string, AuthenticatedOperator> = {
  'viewer-key': { kind: 'api-key', id: 'k1', name: 'Dashboard', role: 'viewer' },
  'support-key': { kind: 'api-key', id: 'k2', name: 'Warehouse', role: 'support' },
};
const NOW = new Date('2026-11-27T10:00:00Z');

describe('orders out under /operator/api: failed webhooks, redelivery, the CSV export', () => {
  let app: FastifyInstance;
  let db: Database;
  let dispose: () => Promise<void>;
  let outbox: SqlOrderEventOutbox;
  const audit: AuditEntry[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await TEST_DRIVERS[0].open());
    await migrate(db);
    await addOrderableProduct(db);
    outbox = new SqlOrderEventOutbox(db);
    await outbox.setEndpoints(['https://erp.example.com/hooks']);
    await placeOrder(db, 1, new Date('2026-11-19T23:59:59Z'));
    await placeOrder(db, 2, new Date('2026-11-20T08:00:00Z'));
    await placeOrder(db, 3, new Date('2026-11-21T23:59:59.999Z'));
    await placeOrder(db, 4, new Date('2026-11-22T00:00:00Z'));
    const claimed = await outbox.claimDue(new Date('2026-11-25T00:00:00Z'), new Date('2026-11-25T00:01:00Z'), 'c', 10);
    for (const d of claimed.slice(0, 3)) await outbox.failed(d.id, d.claim, new Date('2026-11-25T00:00:05Z'), { status: 502, error: 'HTTP 502' });
    app = Fastify();
    app.setErrorHandler(makeErrorHandler((_req, status, message) => `<p>${status} ${message}</p>`));
    await app.register(operatorAuthPlugin, { authenticate: async ({ apiKey }) => (apiKey === null ? null : KEYS[apiKey] ?? null) });
    await app.register(ordersOutRoutes, {
      listFailedWebhooks: new ListFailedWebhooks(outbox),
      redeliverWebhook: new RedeliverWebhook(outbox, { record: async (e) => void audit.push(e), page: async () => [] }, { now: () => NOW }),
      exportOrders: new ExportOrders(new SqlOrderExport(db)),
    });
  }, DATABASE_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const call = (method: 'GET' | 'POST', url: string, key: string | null = 'support-key') =>
    app.inject({ method, url, headers: { accept: 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) } });

  it('lists failed deliveries to any operator, a page at a time', async () => {
    const first = await call('GET', '/operator/api/webhooks/failed?limit=2', 'viewer-key');
    expect(first.statusCode).toBe(200);
    const page = first.json<{ deliveries: { id: string; orderReference: string; lastStatus: number; eventType: string }[]; next: string }>();
    expect(page.deliveries.map((d) => [d.orderReference, d.eventType, d.lastStatus])).toEqual([['EV1000003', 'order.placed', 502], ['EV1000002', 'order.placed', 502]]);
    const rest = (await call('GET', `/operator/api/webhooks/failed?limit=2&before=${page.next}`, 'viewer-key')).json<{ deliveries: unknown[]; next: null }>();
    expect(rest).toMatchObject({ deliveries: [{ orderReference: 'EV1000001', endpointUrl: 'https://erp.example.com/hooks', attempts: 1, lastError: 'HTTP 502' }], next: null });
  });

  it('redelivers a failed delivery for support (202, audited); viewers may not, unknown ids are 404 and one under way 409', async () => {
    const [failed] = (await call('GET', '/operator/api/webhooks/failed')).json<{ deliveries: { id: string }[] }>().deliveries;
    const url = `/operator/api/webhooks/deliveries/${failed!.id}/redeliver`;
    expect((await call('POST', url, null)).statusCode).toBe(401);
    expect((await call('POST', url, 'viewer-key')).json()).toEqual({ code: 'OPERATOR_FORBIDDEN', message: 'Your operator role does not allow this.' });
    const done = await call('POST', url);
    expect([done.statusCode, done.json()]).toEqual([202, { id: failed!.id, nextAttemptAt: NOW.toISOString() }]);
    expect(audit).toMatchObject([{ actor: { kind: 'api-key', id: 'k2', name: 'Warehouse' }, action: 'webhook.redeliver', target: `webhook-delivery:${failed!.id}`, after: { nextAttemptAt: NOW } }]);
    const again = await call('POST', url);
    expect([again.statusCode, again.json()]).toEqual([409, {
      code: 'WEBHOOK_DELIVERY_UNDER_WAY', message: `Webhook delivery ${failed!.id} is still being tried: it can be sent again once it has failed or been delivered.`,
    }]);
    expect((await call('POST', '/operator/api/webhooks/deliveries/987654/redeliver')).json()).toEqual({ code: 'WEBHOOK_DELIVERY_NOT_FOUND', message: 'There is no webhook delivery 987654.' });
    expect((await call('POST', '/operator/api/webhooks/deliveries/abc/redeliver')).statusCode).toBe(400);
    expect((await call('GET', '/operator/api/webhooks/failed')).json<{ deliveries: unknown[] }>().deliveries).toHaveLength(2);
  });

  it('exports the orders placed on the days asked for as CSV, both days included', async () => {
    const csv = await call('GET', '/operator/api/orders/export?from=2026-11-20&to=2026-11-21', 'viewer-key');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-20-to-2026-11-21.csv"');
    const [header, ...rows] = csv.body.trimEnd().split('\n');
    expect(header).toBe('reference,created_at,site,status,currency,subtotal_minor,delivery_minor,total_minor,units,email,name,postcode,country,payment_method,psp_reference');
    expect(rows.map((r) => r.split(',').slice(0, 9).join(','))).toEqual([
      'EV1000002,2026-11-20T08:00:00.000Z,evans,pending,GBP,6999,395,7394,3',
      'EV1000003,2026-11-21T23:59:59.999Z,evans,pending,GBP,6999,395,7394,3',
    ]);
    expect((await call('GET', '/operator/api/orders/export?from=2026-11-20&to=2026-11-21', null)).statusCode).toBe(401);
  });

  it('refuses a range backwards, longer than 366 days, or of days that do not exist (400)', async () => {
    const backwards = await call('GET', '/operator/api/orders/export?from=2026-11-21&to=2026-11-20');
    expect([backwards.statusCode, backwards.json()]).toEqual([400, {
      code: 'EXPORT_RANGE_INVALID', message: 'Choose a range from one day to 366 days, with the first day no later than the last.',
    }]);
    expect((await call('GET', '/operator/api/orders/export?from=2025-01-01&to=2026-11-20')).json().code).toBe('EXPORT_RANGE_INVALID');
    expect((await call('GET', '/operator/api/orders/export?from=2026-02-31&to=2026-03-01')).json().code).toBe('EXPORT_RANGE_INVALID');
    expect((await call('GET', '/operator/api/orders/export?from=yesterday&to=2026-11-20')).statusCode).toBe(400);
    expect((await call('GET', '/operator/api/orders/export?from=2026-13-45&to=2026-11-20')).json().code).toBe('EXPORT_RANGE_INVALID');
  });
});

describe('the orders export, batch by batch', () => {
  it('reads one batch at a time, each as the caller takes the one before, after the last row it gave', async () => {
    const all: ExportedOrder[] = Array.from({ length: EXPORT_BATCH * 2 + 3 }, (_, i) => ({
      reference: `EV${i}`, createdAt: new Date(NOW.getTime() + i), site: 'evans', status: 'paid', currency: 'GBP', subtotalMinor: 1, deliveryMinor: 0,
      totalMinor: 1, units: 1, email: 'a@example.com', name: 'A', postcode: 'N1 1AA', countryCode: 'GB', paymentMethod: 'scheme', pspReference: null,
    }));
    const asked: (string | null)[] = [];
    const store: OrderExport = {
      batch: async (_from, _to, after, limit) => {
        asked.push(after?.seq ?? null);
        const start = after === null ? 0 : Number(after.seq) + 1;
        const orders = all.slice(start, start + limit);
        return { orders, last: orders.length === 0 ? null : { createdAt: 'x', seq: String(start + orders.length - 1) } };
      },
    };
    const rows = new ExportOrders(store).orders(new Date(0), NOW);
    for (let i = 0; i < EXPORT_BATCH; i += 1) await rows.next();
    expect(asked).toEqual([null]);
    const seen: string[] = [];
    for await (const row of rows) seen.push(row.reference);
    expect(asked).toEqual([null, String(EXPORT_BATCH - 1), String(EXPORT_BATCH * 2 - 1)]);
    expect(seen).toHaveLength(EXPORT_BATCH + 3);
  });
});
