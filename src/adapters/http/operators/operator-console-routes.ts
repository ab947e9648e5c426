import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { SignInOperator } from '../../../application/operators/sign-in-operator.use-case.js';
import type { SignOutOperator } from '../../../application/operators/sign-out-operator.use-case.js';
import { assertNever } from '../../../domain/shared/result.js';
import { messageFor } from '../../i18n/message-catalogue.js';
import { OPERATOR_SIGN_IN_PATH, OPERATOR_SIGN_OUT_PATH, OperatorSignInPage } from '../../ui-react/screens/operator/operator-sign-in-page.js';
import type { PasswordWorkGate } from '../accounts/password-work-gate.js';
import { STATUS_OF } from '../errors/error-status.js';
import { localeOf } from '../errors/http-error.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { issueAntiForgeryToken, renewAntiForgerySecret, requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { clearCookie, readCookie, writeCookie } from '../plugins/cookie-names.js';
import { OPERATOR_SESSION_COOKIE } from '../plugins/operator-auth.js';
import { consoleStringsFor, renderConsolePage } from './operator-console-page.js';

export interface OperatorConsoleRoutesOptions {
  signIn: SignInOperator;
  signOut: SignOutOperator;
  /** Password hashes share the shoppers' cap per node. */
  passwordGate: PasswordWorkGate;
  assets: AssetManifest;
}

/** Where signing in leads: the console's home. */
const OPERATOR_HOME_PATH = '/operator';

const SignInForm = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 1_000 })),
  RequestVerificationToken: Type.Optional(Type.String({ maxLength: 500 })),
});
const SignInQuery = Type.Object({ signedOut: Type.Optional(Type.String({ maxLength: 10 })) });

/**
 * The operator console's sign-in and sign-out (its home, the dashboard, is the orders area's).
 * Server-rendered forms that work without JavaScript, each post carrying the anti-forgery token.
 * The operator's cookie is its own (`op`, `__Host-op` over HTTPS): HttpOnly, SameSite=Strict,
 * Secure over HTTPS, and without an expiry: the server ends an idle session
 * (OPERATOR_SESSION_IDLE_MINUTES).
 */
export const operatorConsoleRoutes: FastifyPluginAsync<OperatorConsoleRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: requireAntiForgeryToken(fastify) } as const;

  const sendConsolePage = (reply: FastifyReply, status: number, title: string, body: Parameters<typeof renderConsolePage>[3]) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(renderConsolePage(reply.request.site, opts.assets, title, body));

  const signInPage = (request: FastifyRequest, reply: FastifyReply, status: number, view: { email: string; problem: string | null; notice: string | null }) => {
    const t = consoleStringsFor(request.site);
    return sendConsolePage(reply, status, t.signInTitle, createElement(OperatorSignInPage, { view: { ...view, token: issueAntiForgeryToken(reply) }, t }));
  };

  app.get(OPERATOR_SIGN_IN_PATH, { schema: { querystring: SignInQuery } }, async (request, reply) => {
    if ((await request.server.authenticateOperator(request)) !== null) return reply.code(303).header('cache-control', 'no-store').redirect(OPERATOR_HOME_PATH);
    const notice = request.query.signedOut !== undefined ? consoleStringsFor(request.site).signedOut : null;
    return signInPage(request, reply, 200, { email: '', problem: null, notice });
  });

  app.post(OPERATOR_SIGN_IN_PATH, { ...guarded, schema: { body: SignInForm } }, async (request, reply) => {
    const { email = '', password = '' } = request.body;
    const result = await opts.passwordGate.run(() => opts.signIn.execute({ email, password, address: request.ip }));
    if (!result.ok) {
      const { code } = result.error;
      switch (code) {
        case 'TOO_MANY_ATTEMPTS': reply.header('retry-after', String(result.error.retryAfterS)); break;
        case 'MISSING_CREDENTIALS': case 'WRONG_CREDENTIALS': break;
        default: assertNever(code);
      }
      return signInPage(request, reply, STATUS_OF[code], { email, problem: messageFor(localeOf(request), code), notice: null });
    }
    writeCookie(reply, OPERATOR_SESSION_COOKIE, result.value.token, { httpOnly: true, sameSite: 'strict' });
    // Tokens of forms shown before signing in stop working.
    renewAntiForgerySecret(reply);
    return reply.code(303).header('cache-control', 'no-store').redirect(OPERATOR_HOME_PATH);
  });

  app.post(OPERATOR_SIGN_OUT_PATH, { ...guarded }, async (request, reply) => {
    const token = readCookie(request, OPERATOR_SESSION_COOKIE);
    if (token !== undefined) await opts.signOut.execute(token);
    clearCookie(reply, OPERATOR_SESSION_COOKIE);
    renewAntiForgerySecret(reply);
    return reply.code(303).header('cache-control', 'no-store').redirect(`${OPERATOR_SIGN_IN_PATH}?signedOut=1`);
  });
};
