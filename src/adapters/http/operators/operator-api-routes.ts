import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { IssueApiKey } from '../../../application/operators/issue-api-key.use-case.js';
import { MAX_API_KEY_NAME_LENGTH } from '../../../application/operators/issue-api-key.use-case.js';
import type { ListAuditLog } from '../../../application/operators/list-audit-log.use-case.js';
import type { ListOperators } from '../../../application/operators/list-operators.use-case.js';
import type { RevokeApiKey } from '../../../application/operators/revoke-api-key.use-case.js';
import { OPERATOR_ROLES } from '../../../domain/operators/operator-role.js';
import type { OperatorApiKey } from '../../../ports/operator-api-keys.port.js';
import { HttpError } from '../errors/http-error.js';
import { operatorOf, requireOperator } from '../plugins/operator-auth.js';
import { requireJson } from '../plugins/require-json.js';

export interface OperatorApiRoutesOptions {
  listAuditLog: ListAuditLog;
  listOperators: ListOperators;
  issueApiKey: IssueApiKey;
  revokeApiKey: RevokeApiKey;
}

const Role = Type.Enum(OPERATOR_ROLES);
/** The OpenAPI document's area (operator-api-document.ts). */
const TAGS = ['operators'];
const NullableDate = Type.Union([Type.String(), Type.Null()]);
const ApiKeyAnswer = Type.Object({
  id: Type.Integer(), name: Type.String(), role: Role, prefix: Type.String(),
  createdAt: Type.String(), lastUsedAt: NullableDate, revokedAt: NullableDate,
});
const Actor = Type.Object({ kind: Type.String(), id: Type.String(), name: Type.String() });
const AuditPage = Type.Object({
  entries: Type.Array(Type.Object({
    id: Type.String(), at: Type.String(), actor: Actor, action: Type.String(), target: Type.String(), before: Type.Unknown(), after: Type.Unknown(),
  })),
  next: Type.Union([Type.String(), Type.Null()]),
});

const apiKeyAnswer = (key: OperatorApiKey) => ({
  ...key, createdAt: key.createdAt.toISOString(), lastUsedAt: key.lastUsedAt?.toISOString() ?? null, revokedAt: key.revokedAt?.toISOString() ?? null,
});

/**
 * The operators area's JSON API, for an API key or a signed-in operator: who am I (any role),
 * and for admins the audit log (newest first, `next` is the `before` of the following page) and
 * the API keys. A new key is answered once, in `key`; only its prefix is shown afterwards.
 */
export const operatorApiRoutes: FastifyPluginAsync<OperatorApiRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const admin = requireOperator('admin');

  app.get('/operator/api/me', {
    preHandler: requireOperator('read'),
    schema: {
      summary: 'Who the credentials belong to: an operator or an API key, and its role', tags: TAGS,
      response: { 200: Type.Object({ kind: Type.String(), id: Type.String(), name: Type.String(), role: Role }) },
    },
  }, async (request) => operatorOf(request));

  app.get('/operator/api/audit', {
    preHandler: admin,
    schema: {
      summary: 'The audit log, newest first; `next` is the `before` of the following page', tags: TAGS,
      querystring: Type.Object({
        before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
      }),
      response: { 200: AuditPage },
    },
  }, async (request) => {
    const page = await opts.listAuditLog.execute({ before: request.query.before ?? null, limit: request.query.limit });
    return { entries: page.entries.map((e) => ({ ...e, at: e.at.toISOString() })), next: page.next };
  });

  app.get('/operator/api/api-keys', {
    preHandler: admin,
    schema: { summary: 'Every API key, revoked ones too', tags: TAGS, response: { 200: Type.Object({ apiKeys: Type.Array(ApiKeyAnswer) }) } },
  },
    async () => ({ apiKeys: (await opts.listOperators.execute()).apiKeys.map(apiKeyAnswer) }));

  app.post('/operator/api/api-keys', {
    preHandler: [requireJson, admin],
    schema: {
      summary: 'Issues an API key; the key itself is answered this once, in `key`', tags: TAGS,
      body: Type.Object({ name: Type.String({ minLength: 1, maxLength: MAX_API_KEY_NAME_LENGTH }), role: Role }, { additionalProperties: false }),
      response: { 201: Type.Intersect([ApiKeyAnswer, Type.Object({ key: Type.String() })]) },
    },
  }, async (request, reply) => {
    const issued = await opts.issueApiKey.execute({ name: request.body.name, role: request.body.role, actor: operatorOf(request) });
    if (!issued.ok) throw new HttpError(issued.error.code);
    return reply.code(201).send({ ...apiKeyAnswer(issued.value.apiKey), key: issued.value.key });
  });

  app.delete('/operator/api/api-keys/:id', {
    preHandler: admin,
    schema: {
      summary: 'Revokes an API key at once; revoking it again answers the first revocation', tags: TAGS,
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }), response: { 200: ApiKeyAnswer },
    },
  }, async (request) => {
    const revoked = await opts.revokeApiKey.execute({ id: request.params.id, actor: operatorOf(request) });
    if (!revoked.ok) throw new HttpError(revoked.error.code, revoked.error);
    return apiKeyAnswer(revoked.value);
  });
};
