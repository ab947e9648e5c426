import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthenticatedOperator, OperatorCredentials } from '../../../application/operators/authenticated-operator.js';
import { can, type OperatorPermission } from '../../../domain/operators/operator-role.js';
import { HttpError } from '../errors/http-error.js';
import { cookieNames, readCookie } from './cookie-names.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator or API key the guard let through; null on a route without `requireOperator`. */
    operator: AuthenticatedOperator | null;
  }
  interface FastifyInstance {
    /** Who the request's credentials belong to, or null (set by operatorAuthPlugin). */
    authenticateOperator(request: FastifyRequest): Promise<AuthenticatedOperator | null>;
  }
}

/** The operator session cookie: `__Host-op` over HTTPS, `op` on plain http (ADR 0027); not the shopper's `sid`. */
export const OPERATOR_SESSION_COOKIE = cookieNames('op', '__Host-op');

export interface OperatorAuthPluginOptions {
  /** The operators area's use case: an API key or a session token to the operator, or null. */
  authenticate(credentials: OperatorCredentials): Promise<AuthenticatedOperator | null>;
}

const BEARER = /^Bearer ([\x21-\x7e]{1,200})$/;

/** The request's credentials: `Authorization: Bearer <key>` and the operator session cookie (unsigned: the token is random). */
function operatorCredentialsOf(request: FastifyRequest): OperatorCredentials {
  const bearer = BEARER.exec(request.headers.authorization ?? '');
  return { apiKey: bearer?.[1] ?? null, sessionToken: readCookie(request, OPERATOR_SESSION_COOKIE) ?? null };
}

const operatorAuth: FastifyPluginAsync<OperatorAuthPluginOptions> = async (app, { authenticate }) => {
  app.decorateRequest('operator', null);
  app.decorate('authenticateOperator', (request: FastifyRequest) => {
    const credentials = operatorCredentialsOf(request);
    return credentials.apiKey === null && credentials.sessionToken === null ? Promise.resolve(null) : authenticate(credentials);
  });
};

/** Lets `requireOperator` authenticate requests; registered once, on the root, by the operators area. */
export const operatorAuthPlugin = fp(operatorAuth, { name: 'operator-auth' });

/**
 * The guard of every operator route: a preHandler that lets through an API key (`Authorization:
 * Bearer`) or a signed-in operator whose role has `permission`, and sets `request.operator`.
 * Without valid credentials it answers 401 NOT_AUTHORISED with `WWW-Authenticate: Bearer`; with a
 * role that lacks the permission, 403 OPERATOR_FORBIDDEN. Operator answers are never cached.
 */
export function requireOperator(permission: OperatorPermission): preHandlerAsyncHookHandler {
  return async function guardOperatorRoute(request, reply) {
    reply.header('cache-control', 'no-store');
    const operator = await request.server.authenticateOperator(request);
    if (operator === null) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError('NOT_AUTHORISED');
    }
    if (!can(operator.role, permission)) throw new HttpError('OPERATOR_FORBIDDEN', { permission });
    request.operator = operator;
  };
}

/** The operator a guarded route's handler acts for. */
export function operatorOf(request: FastifyRequest): AuthenticatedOperator {
  if (request.operator === null) throw new Error('operatorOf: the route has no requireOperator guard');
  return request.operator;
}
