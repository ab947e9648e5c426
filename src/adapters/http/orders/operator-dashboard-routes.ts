import { createElement, type ReactElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AuthenticatedOperator } from '../../../application/operators/authenticated-operator.js';
import type { ListPaymentsNeedingAttention } from '../../../application/orders/list-payments-needing-attention.use-case.js';
import type { RetryPaymentModification } from '../../../application/orders/retry-payment-modification.use-case.js';
import type { ListFailedWebhooks, RedeliverWebhook } from '../../../application/orders/order-webhook-deliveries.use-case.js';
import type { ViewOperatorDashboard } from '../../../application/orders/view-operator-dashboard.use-case.js';
import { can } from '../../../domain/operators/operator-role.js';
import { SITE_VARIANTS } from '../../../domain/site/site-variants.js';
import { describeError } from '../errors/error-message.js';
import { STATUS_OF } from '../errors/error-status.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { interpolate } from '../../ui-react/runtime/i18n/interpolate.js';
import { consoleFormat } from '../../ui-react/screens/operator/operator-console-format.js';
import { OPERATOR_CONSOLE_PATHS } from '../../ui-react/screens/operator/operator-console-nav.js';
import { OperatorDashboardPage } from '../../ui-react/screens/operator/operator-dashboard-page.js';
import { operatorDashboardView } from '../../ui-react/screens/operator/operator-dashboard.view.js';
import { OperatorPaymentsPage } from '../../ui-react/screens/operator/operator-payments-page.js';
import { kindWord, OPERATOR_PAYMENTS_PATH, operatorPaymentsView } from '../../ui-react/screens/operator/operator-payments.view.js';
import { OPERATOR_SIGN_IN_PATH } from '../../ui-react/screens/operator/operator-sign-in-page.js';
import { OperatorWebhooksPage } from '../../ui-react/screens/operator/operator-webhooks-page.js';
import {
  failedDeliveryRows, OPERATOR_WEBHOOKS_PATH, webhooksHref, webhooksScope, type OperatorWebhooksView,
} from '../../ui-react/screens/operator/operator-webhooks.view.js';
import { consoleStringsFor, renderConsolePage } from '../operators/operator-console-page.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { issueAntiForgeryToken, requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { operatorOf, requireOperator } from '../plugins/operator-auth.js';
import { refused } from './order-payment-routes.js';

export interface OperatorDashboardRoutesOptions {
  viewOperatorDashboard: ViewOperatorDashboard;
  listPaymentsNeedingAttention: ListPaymentsNeedingAttention;
  retryPaymentModification: RetryPaymentModification;
  listFailedWebhooks: ListFailedWebhooks;
  redeliverWebhook: RedeliverWebhook;
  assets: AssetManifest;
}

/** Failed deliveries a page of the console shows. */
const WEBHOOKS_PAGE_SIZE = 50;

/** One site (its id) or all (empty or absent); any other value is refused by the schema with its field named. */
const SiteQuery = Type.Object({ site: Type.Optional(Type.Enum(['', ...SITE_VARIANTS.map((s) => s.id)])) });
const DeliveryId = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const WebhooksQuery = Type.Intersect([SiteQuery, Type.Object({
  before: Type.Optional(DeliveryId),
  redelivered: Type.Optional(DeliveryId),
  refused: Type.Optional(Type.Enum(['WEBHOOK_DELIVERY_NOT_FOUND', 'WEBHOOK_DELIVERY_UNDER_WAY'])),
  delivery: Type.Optional(DeliveryId),
})]);
/** The site of the list the form was on, to come back to it. */
const RedeliverForm = Type.Intersect([SiteQuery, Type.Object({ RequestVerificationToken: Type.Optional(Type.String({ maxLength: 500 })) })]);
const PaymentsQuery = Type.Intersect([SiteQuery, Type.Object({
  retried: Type.Optional(Type.Enum(['capture', 'cancel', 'refund'])),
  order: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
})]);
const RetryForm = Type.Object({
  order: Type.String({ minLength: 1, maxLength: 40 }),
  RequestVerificationToken: Type.Optional(Type.String({ maxLength: 500 })),
});

/**
 * The console's morning pages: the home (the dashboard, for every role that reads), the failed
 * webhook deliveries with a redeliver form for roles that fulfil (as the API's redeliver), and
 * the payments needing attention, those the provider never took with a form asking again for
 * roles with the money permission (as the money API). A page without a signed-in operator goes to sign-in; a form
 * post needs the anti-forgery token and the permission, and answers 303 back to the list with
 * what it did.
 */
export const operatorDashboardRoutes: FastifyPluginAsync<OperatorDashboardRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The signed-in operator who may read, or null once the answer (to sign-in) is sent. */
  const reader = async (request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedOperator | null> => {
    reply.header('cache-control', 'no-store');
    const operator = await request.server.authenticateOperator(request);
    if (operator === null) {
      await reply.code(303).redirect(OPERATOR_SIGN_IN_PATH);
      return null;
    }
    return operator;
  };
  const send = (request: FastifyRequest, reply: FastifyReply, title: string, body: ReactElement, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(renderConsolePage(request.site, opts.assets, title, body));
  const navOf = (operator: AuthenticatedOperator, reply: FastifyReply) => ({ isAdmin: can(operator.role, 'admin'), token: issueAntiForgeryToken(reply) });

  app.get(OPERATOR_CONSOLE_PATHS.home, { schema: { querystring: SiteQuery } }, async (request, reply) => {
    const operator = await reader(request, reply);
    if (operator === null) return reply;
    const site = request.query.site || null;
    const t = consoleStringsFor(request.site);
    const dashboard = await opts.viewOperatorDashboard.execute({ site });
    const view = operatorDashboardView(dashboard, { operatorName: operator.name, role: operator.role, sites: SITE_VARIANTS, f: consoleFormat(request.site.locale), t });
    return send(request, reply, t.consoleTitle, createElement(OperatorDashboardPage, { view, nav: navOf(operator, reply), t }));
  });

  const paymentsPage = async (
    request: FastifyRequest, reply: FastifyReply, operator: AuthenticatedOperator, site: string | null, said: { status: number; notice: string | null; problem: string | null },
  ) => {
    const t = consoleStringsFor(request.site);
    const payments = await opts.listPaymentsNeedingAttention.execute({ site });
    const view = operatorPaymentsView(payments, site, {
      sites: SITE_VARIANTS, f: consoleFormat(request.site.locale), t, mayRetry: can(operator.role, 'money'), ...said, token: issueAntiForgeryToken(reply),
    });
    return send(request, reply, t.paymentsTitle, createElement(OperatorPaymentsPage, { view, isAdmin: can(operator.role, 'admin'), t }), said.status);
  };

  app.get(OPERATOR_PAYMENTS_PATH, { schema: { querystring: PaymentsQuery } }, async (request, reply) => {
    const operator = await reader(request, reply);
    if (operator === null) return reply;
    const { retried, order } = request.query;
    const t = consoleStringsFor(request.site);
    const notice = retried === undefined || order === undefined ? null : interpolate(t.paymentRetried, { order, kind: kindWord(retried, t) });
    return paymentsPage(request, reply, operator, request.query.site || null, { status: 200, notice, problem: null });
  });

  app.post(`${OPERATOR_PAYMENTS_PATH}/:id/retry`, {
    preValidation: requireAntiForgeryToken(fastify),
    preHandler: requireOperator('money'),
    config: { errorPage: true },
    schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }), body: RetryForm },
  }, async (request, reply) => {
    const operator = operatorOf(request);
    const retried = await opts.retryPaymentModification.execute({ orderReference: request.body.order, modificationId: request.params.id, actor: operator });
    if (retried === null) throw new HttpError('NOT_FOUND');
    if (!retried.ok) {
      const error = refused(retried.error);
      const problem = describeError(localeOf(request), { ...error.details, code: error.code });
      return paymentsPage(request, reply, operator, null, { status: STATUS_OF[error.code], notice: null, problem });
    }
    const { kind } = retried.value;
    return reply.code(303).header('cache-control', 'no-store')
      .redirect(`${OPERATOR_PAYMENTS_PATH}?retried=${kind}&order=${encodeURIComponent(request.body.order)}`);
  });

  app.get(OPERATOR_WEBHOOKS_PATH, { schema: { querystring: WebhooksQuery } }, async (request, reply) => {
    const operator = await reader(request, reply);
    if (operator === null) return reply;
    const t = consoleStringsFor(request.site);
    const { before, redelivered, refused, delivery } = request.query;
    const site = request.query.site || null;
    const page = await opts.listFailedWebhooks.execute({ site, before: before ?? null, limit: WEBHOOKS_PAGE_SIZE });
    const view: OperatorWebhooksView = {
      ...webhooksScope(site, before ?? null, page.next, { sites: SITE_VARIANTS, t }),
      rows: failedDeliveryRows(page.deliveries, consoleFormat(request.site.locale), t),
      notice: redelivered === undefined ? null : interpolate(t.redelivered, { id: redelivered }),
      problem: refused === undefined ? null : describeError(localeOf(request), { code: refused, id: delivery ?? '' }),
      canRedeliver: can(operator.role, 'fulfil'),
      token: issueAntiForgeryToken(reply),
    };
    return send(request, reply, t.failedWebhooksTitle, createElement(OperatorWebhooksPage, { view, isAdmin: can(operator.role, 'admin'), t }));
  });

  app.post(`${OPERATOR_WEBHOOKS_PATH}/:id/redeliver`, {
    preValidation: requireAntiForgeryToken(fastify),
    preHandler: requireOperator('fulfil'),
    config: { errorPage: true },
    schema: { params: Type.Object({ id: DeliveryId }), body: RedeliverForm },
  }, async (request, reply) => {
    const { id } = request.params;
    const redelivered = await opts.redeliverWebhook.execute({ id, actor: operatorOf(request) });
    const said: Record<string, string> = redelivered.ok ? { redelivered: id } : { refused: redelivered.error.code, delivery: id };
    return reply.code(303).redirect(webhooksHref(request.body.site || null, said));
  });
};
