import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ORDER_LIST_MAX_PAGE_SIZE, type ListOrdersForOperators } from '../../../application/orders/list-orders-for-operators.use-case.js';
import { can } from '../../../domain/operators/operator-role.js';
import { ORDER_SEARCH_MAX_LENGTH, ORDER_STATUSES } from '../../../domain/orders/order-list.js';
import { messageFor } from '../../i18n/message-catalogue.js';
import { OPERATOR_CONSOLE_PATHS } from '../../ui-react/screens/operator/operator-console-nav.js';
import { OperatorOrderListPage } from '../../ui-react/screens/operator/operator-order-list-page.js';
import {
  orderListFormOf, orderListHref, orderListRows, siteOptions, statusOptions, type OrderListView,
} from '../../ui-react/screens/operator/operator-order-list.view.js';
import { OPERATOR_SIGN_IN_PATH } from '../../ui-react/screens/operator/operator-sign-in-page.js';
import { STATUS_OF } from '../errors/error-status.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { consoleStringsFor, renderConsolePage } from '../operators/operator-console-page.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { issueAntiForgeryToken } from '../plugins/anti-forgery.js';
import { requireOperator } from '../plugins/operator-auth.js';

export interface OrderListRoutesOptions {
  listOrdersForOperators: ListOrdersForOperators;
  assets: AssetManifest;
}

const Cursor = Type.String({ maxLength: 60, description: 'A page\'s `next` or `previous` cursor, as an earlier answer gave it.' });
/** The filters as typed: each is checked by the use case, so a wrong one gets its own message. */
const ListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 500, description: `An order number, an email address (whole), the start of a name or of a postcode; at most ${ORDER_SEARCH_MAX_LENGTH} characters.` })),
  site: Type.Optional(Type.String({ maxLength: 100, description: 'A site\'s id, such as evans or yours-clothing-de.' })),
  status: Type.Optional(Type.String({ maxLength: 100, description: `One of ${ORDER_STATUSES.join(', ')}.` })),
  paymentMethod: Type.Optional(Type.String({ maxLength: 100, description: 'A payment method\'s code, such as visa, paypal or klarna.' })),
  from: Type.Optional(Type.String({ maxLength: 100, description: 'Orders placed on or after this day (UTC), YYYY-MM-DD.' })),
  to: Type.Optional(Type.String({ maxLength: 100, description: 'Orders placed on or before this day (UTC), YYYY-MM-DD.' })),
  after: Type.Optional(Cursor),
  before: Type.Optional(Cursor),
});
const ApiQuery = Type.Intersect([ListQuery, Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDER_LIST_MAX_PAGE_SIZE, description: 'Orders a page holds (25 unless given).' })),
})]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const OrderListAnswer = Type.Object({
  orders: Type.Array(Type.Object({
    reference: Type.String(),
    placedAt: Type.String({ description: 'ISO 8601, UTC.' }),
    site: Type.String(),
    shopperName: Type.String(),
    email: Type.String(),
    total: Type.Object({ amountMinor: Type.Integer(), currency: Type.String() }),
    status: Type.String(),
    paymentMethod: Nullable(Type.String()),
    fulfilment: Nullable(Type.String({ description: 'awaiting-dispatch, partly-dispatched, dispatched, delivered or cancelled; null for an order never paid.' })),
  })),
  next: Nullable(Type.String({ description: 'The cursor of the older orders (`after`); null on the last page.' })),
  previous: Nullable(Type.String({ description: 'The cursor of the newer orders (`before`); null on the first page.' })),
});

/**
 * The operators' order list: the console page at /operator/orders (a GET form and a table, keyset
 * pages) and its twin in the operator API, GET /operator/api/orders, with the same filters and
 * cursors. Both read with the `read` permission; a refused filter is a 400 with its message, on
 * the page above the form as typed.
 */
export const orderListRoutes: FastifyPluginAsync<OrderListRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(OPERATOR_CONSOLE_PATHS.orders, { schema: { querystring: ListQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const operator = await request.server.authenticateOperator(request);
    if (operator === null) return reply.code(303).redirect(OPERATOR_SIGN_IN_PATH);
    if (!can(operator.role, 'read')) throw new HttpError('OPERATOR_FORBIDDEN', { permission: 'read' });
    const t = consoleStringsFor(request.site);
    const query: Static<typeof ListQuery> = request.query;
    const result = await opts.listOrdersForOperators.execute(query);
    const form = orderListFormOf(query);
    const view: OrderListView = {
      nav: { current: 'orders', isAdmin: can(operator.role, 'admin'), token: issueAntiForgeryToken(reply) },
      form,
      sites: siteOptions(),
      statuses: statusOptions(t),
      problem: result.ok ? null : messageFor(localeOf(request), result.error.code, 'value' in result.error ? { value: result.error.value } : {}),
      rows: result.ok ? orderListRows(result.value.orders, request.site.locale, t) : null,
      nextHref: result.ok && result.value.next !== null ? orderListHref(form, { after: result.value.next }) : null,
      previousHref: result.ok && result.value.previous !== null ? orderListHref(form, { before: result.value.previous }) : null,
    };
    const title = result.ok ? t.orderListTitle : `${t.problemTitle}: ${t.orderListTitle}`;
    return reply.code(result.ok ? 200 : STATUS_OF[result.error.code]).type('text/html; charset=utf-8')
      .send(renderConsolePage(request.site, opts.assets, title, createElement(OperatorOrderListPage, { view, t })));
  });

  app.get('/operator/api/orders', {
    preHandler: requireOperator('read'),
    schema: {
      summary: 'Orders, newest first, found by order number, email, name or postcode and filtered by site, status, payment method and days', tags: ['orders'],
      querystring: ApiQuery,
      response: { 200: OrderListAnswer },
    },
  }, async (request) => {
    const result = await opts.listOrdersForOperators.execute(request.query);
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return {
      orders: result.value.orders.map((o) => ({
        reference: o.reference, placedAt: o.placedAt.toISOString(), site: o.site, shopperName: o.shopperName, email: o.email,
        total: o.total, status: o.status, paymentMethod: o.paymentMethod, fulfilment: o.fulfilment,
      })),
      next: result.value.next,
      previous: result.value.previous,
    };
  });
};
