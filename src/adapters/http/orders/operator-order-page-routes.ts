import { randomUUID } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AuthenticatedOperator } from '../../../application/operators/authenticated-operator.js';
import type { ViewOrderForOperator } from '../../../application/orders/view-order-for-operator.use-case.js';
import type { ViewOrderReturns } from '../../../application/orders/view-order-returns.use-case.js';
import { can, type OperatorPermission } from '../../../domain/operators/operator-role.js';
import type { OperatorConsoleStrings } from '../../i18n/catalogue.js';
import { interpolate } from '../../ui-react/runtime/i18n/interpolate.js';
import { OperatorOrderUnavailable, OperatorOrderPage, type OrderPageNotice } from '../../ui-react/screens/operator/operator-order-page.js';
import { toOperatorOrderPageView } from '../../ui-react/screens/operator/operator-order-page.view.js';
import { OperatorOrderReturns } from '../../ui-react/screens/operator/operator-order-returns.js';
import { toOperatorOrderReturnsView } from '../../ui-react/screens/operator/operator-order-returns.view.js';
import { operatorOrderPath } from '../../ui-react/screens/operator/operator-order-paths.js';
import { OPERATOR_SIGN_IN_PATH } from '../../ui-react/screens/operator/operator-sign-in-page.js';
import { classify } from '../errors/error-handler.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { issueAntiForgeryToken, requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { clearCookie, cookieNames, readCookie, writeCookie } from '../plugins/cookie-names.js';
import { consoleStringsFor, renderConsolePage } from '../operators/operator-console-page.js';
import { orderActionHandlers, type OrderActionUseCases } from './operator-order-actions.js';
import { returnActionHandlers, type ReturnActionUseCases } from './order-return-console-actions.js';

export interface OperatorOrderPageRoutesOptions extends OrderActionUseCases, ReturnActionUseCases {
  viewOrderForOperator: ViewOrderForOperator;
  /** The return section's returns (its forms post to the return actions). */
  viewOrderReturns: ViewOrderReturns;
  assets: AssetManifest;
}

/** The notice of the last action, kept for the redirect that follows it (post/redirect/get), for one minute. */
const NOTICE_COOKIE = cookieNames('opnotice', '__Host-opnotice');
const NOTICE_MAX_AGE_S = 60;

const Reference = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 40 }) });
/** A console form: its fields by name (a line's units are one field per line). */
const FormFields = Type.Record(Type.String({ maxLength: 60 }), Type.String({ maxLength: 500 }), { maxProperties: 600 });

/** A use case's refusal in the operator's words, from the catalogue. */
const refusalText = (request: FastifyRequest, error: HttpError): string => classify(error, localeOf(request)).message;

function readNotice(request: FastifyRequest, reference: string): OrderPageNotice | null {
  const raw = readCookie(request, NOTICE_COOKIE);
  if (raw === undefined) return null;
  try {
    const notice = JSON.parse(raw) as { reference?: unknown; kind?: unknown; text?: unknown };
    if (notice.reference !== reference || (notice.kind !== 'done' && notice.kind !== 'problem') || typeof notice.text !== 'string') return null;
    return { kind: notice.kind, text: notice.text };
  } catch {
    return null;
  }
}

/**
 * The console's order page, GET /operator/orders/:reference (any signed-in operator; without a
 * session, 303 to the sign-in page; an unknown order, 404 with a clear message), and its action
 * forms under the same address (each asks its permission: `fulfil` for dispatch, delivered and
 * cancelled units, `money` for capture, cancel and refund). A form post calls the same use case as
 * the operator API and comes back to the order page by a 303, where its notice (what was done, or
 * the refusal's message) is shown once. Forms carry the anti-forgery token and, for actions a
 * second press must not repeat, the idempotency key generated when the page was shown.
 */
export const operatorOrderPageRoutes: FastifyPluginAsync<OperatorOrderPageRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const sendPage = (reply: FastifyReply, status: number, title: string, body: ReactElement) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderConsolePage(reply.request.site, opts.assets, title, body));

  const frameOf = (reply: FastifyReply, operator: AuthenticatedOperator, notice: OrderPageNotice | null) =>
    ({ isAdmin: can(operator.role, 'admin'), token: issueAntiForgeryToken(reply), notice });

  /** A page that only says why nothing was done: the session ended (401), or the role does not allow it (403). */
  const refusalPage = (reply: FastifyReply, status: 401 | 403, t: OperatorConsoleStrings, operator: AuthenticatedOperator | null) => {
    const message = status === 401 ? t.signInAgain : refusalText(reply.request, new HttpError('OPERATOR_FORBIDDEN'));
    const body = operator === null
      ? createElement('div', null, createElement('h1', { className: 'account-page__title' }, t.problemTitle), createElement('p', null, message),
        createElement('p', null, createElement('a', { href: OPERATOR_SIGN_IN_PATH }, t.signInLink)))
      : createElement(OperatorOrderUnavailable, { message, frame: frameOf(reply, operator, null), t, title: t.problemTitle });
    return sendPage(reply, status, t.problemTitle, body);
  };

  app.get('/operator/orders/:reference', { schema: { params: Reference } }, async (request, reply) => {
    const operator = await request.server.authenticateOperator(request);
    if (operator === null) return reply.code(303).header('cache-control', 'no-store').redirect(OPERATOR_SIGN_IN_PATH);
    const t = consoleStringsFor(request.site);
    const { reference } = request.params;
    const notice = readNotice(request, reference);
    if (notice !== null) clearCookie(reply, NOTICE_COOKIE);
    const found = await opts.viewOrderForOperator.execute(reference);
    if (!found.ok) {
      const message = interpolate(t.orderNotFound, { reference });
      return sendPage(reply, 404, t.orderNotFoundTitle, createElement(OperatorOrderUnavailable, { message, frame: frameOf(reply, operator, null), t, title: t.orderNotFoundTitle }));
    }
    const frame = frameOf(reply, operator, notice);
    const may = { mayFulfil: can(operator.role, 'fulfil'), mayMoveMoney: can(operator.role, 'money'), token: frame.token, newKey: () => `console:${randomUUID()}` };
    const view = toOperatorOrderPageView(found.value, { t, locale: request.site.locale, ...may });
    const returns = toOperatorOrderReturnsView(found.value.order, await opts.viewOrderReturns.execute(found.value.order), may);
    return sendPage(reply, 200, view.title, createElement(OperatorOrderPage, { view, frame, t, returns: createElement(OperatorOrderReturns, { view: returns, t }) }));
  });

  const handlers = [...orderActionHandlers(opts, opts.viewOrderForOperator), ...returnActionHandlers(opts)];
  for (const { path, permission, act } of handlers) {
    app.post(path, { preValidation: requireAntiForgeryToken(fastify), schema: { params: Type.Intersect([Reference, Type.Object({ id: Type.Optional(Type.String({ maxLength: 64 })) })]), body: FormFields } }, async (request, reply) => {
      const t = consoleStringsFor(request.site);
      const operator = await request.server.authenticateOperator(request);
      if (operator === null) return refusalPage(reply, 401, t, null);
      if (!can(operator.role, permission satisfies OperatorPermission)) return refusalPage(reply, 403, t, operator);
      const { reference } = request.params;
      const notice = await act({ request, t, operator, reference, shipmentId: request.params.id ?? '', form: request.body });
      writeCookie(reply, NOTICE_COOKIE, JSON.stringify({ reference, ...notice }), { httpOnly: true, sameSite: 'strict', maxAge: NOTICE_MAX_AGE_S });
      return reply.code(303).header('cache-control', 'no-store').redirect(operatorOrderPath(reference));
    });
  }
};
