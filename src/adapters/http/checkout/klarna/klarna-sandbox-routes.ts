import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SandboxKlarnaPayments } from '../../../providers/klarna/sandbox/sandbox-klarna-payments.js';
import { requireJson } from '../../plugins/require-json.js';
import { HttpError } from '../../errors/http-error.js';
import { SandboxAuthorizeBody } from './klarna-schemas.js';

export interface KlarnaSandboxRoutesOptions {
  sandbox: SandboxKlarnaPayments;
}

const KLARNA_SANDBOX_AUTHORIZE_PATH = '/klarna-sandbox/authorize';

/**
 * Only while Klarna runs as the sandbox: the sandbox authorise dialog's approve or decline, as
 * Klarna's browser library would answer `authorize` (`{approved, authorization_token}`).
 */
export const klarnaSandboxRoutes: FastifyPluginAsync<KlarnaSandboxRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(KLARNA_SANDBOX_AUTHORIZE_PATH, {
    schema: { body: SandboxAuthorizeBody }, onRequest: requireJson, config: { changesState: true },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const answer = opts.sandbox.authorize(request.body.clientToken, request.body.approve);
    if (answer === null) throw new HttpError('KLARNA_SESSION_NOT_FOUND');
    return answer;
  });
};
