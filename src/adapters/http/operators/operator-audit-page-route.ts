import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ListAuditLog } from '../../../application/operators/list-audit-log.use-case.js';
import { can } from '../../../domain/operators/operator-role.js';
import { consoleFormat } from '../../ui-react/screens/operator/operator-console-format.js';
import { OperatorAuditPage } from '../../ui-react/screens/operator/operator-audit-page.js';
import { OPERATOR_AUDIT_PATH, operatorAuditView } from '../../ui-react/screens/operator/operator-audit.view.js';
import { OperatorForbiddenPage } from '../../ui-react/screens/operator/operator-forbidden-page.js';
import { OPERATOR_SIGN_IN_PATH } from '../../ui-react/screens/operator/operator-sign-in-page.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { issueAntiForgeryToken } from '../plugins/anti-forgery.js';
import { consoleStringsFor, renderConsolePage } from './operator-console-page.js';

export interface OperatorAuditPageRouteOptions {
  listAuditLog: ListAuditLog;
  assets: AssetManifest;
}

/**
 * The audit log in the console, for admins (the `admin` permission, as the API's
 * /operator/api/audit): newest first, a page at a time by the entry cursor. Another role gets a
 * 403 page saying so; no operator, the sign-in page.
 */
export const operatorAuditPageRoute: FastifyPluginAsync<OperatorAuditPageRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(OPERATOR_AUDIT_PATH, { schema: { querystring: Type.Object({ before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })) }) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const operator = await request.server.authenticateOperator(request);
    if (operator === null) return reply.code(303).redirect(OPERATOR_SIGN_IN_PATH);
    const t = consoleStringsFor(request.site);
    const token = issueAntiForgeryToken(reply);
    if (!can(operator.role, 'admin')) {
      return reply.code(403).send(renderConsolePage(request.site, opts.assets, t.forbiddenTitle,
        createElement(OperatorForbiddenPage, { section: 'audit', role: operator.role, isAdmin: false, token, t })));
    }
    const before = request.query.before ?? null;
    const page = await opts.listAuditLog.execute({ before });
    const view = operatorAuditView(page, before, consoleFormat(request.site.locale), t);
    return reply.code(200).send(renderConsolePage(request.site, opts.assets, t.navAudit, createElement(OperatorAuditPage, { view, token, t })));
  });
};
