import { createElement } from 'react';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MIN_PASSWORD_LENGTH, type AccountFormError } from '../../../application/accounts/account-messages.js';
import type { RegisterShopper } from '../../../application/accounts/register-shopper.use-case.js';
import type { SignIn } from '../../../application/accounts/sign-in.use-case.js';
import type { ViewAccount } from '../../../application/accounts/view-account.use-case.js';
import { ownerOfSession, type BasketOwner } from '../../../domain/shopper/basket-owner.js';
import { AccountPage } from '../../ui-react/screens/account/account-page.js';
import { RegisterPage } from '../../ui-react/screens/account/register-page.js';
import { SignInPage } from '../../ui-react/screens/account/sign-in-page.js';
import { ENGLISH_DEFAULTS as t, interpolate } from '../../ui-react/runtime/i18n/english-defaults.js';
import { issueAntiForgeryToken, requireAntiForgeryToken, rethrowWithClearMessage } from '../user-data-layer/anti-forgery.js';
import { sendShopperPage, type ShopperPageDeps } from '../user-data-layer/page-frame.js';
import { FORM_TOO_LONG_MESSAGE, RegisterForm, SignInForm, SignInQuery, SignOutForm } from './account-schemas.js';
import { statusOfAccountError } from './account-status.js';

export interface AccountRoutesOptions extends ShopperPageDeps {
  signIn: SignIn;
  registerShopper: RegisterShopper;
  viewAccount: ViewAccount;
  /** Sign-in attempts allowed per IP address and email within `signInWindowMs`. */
  signInAttempts?: number;
  signInWindowMs?: number;
}

export const ACCOUNT_PATH = '/account';
export const SIGN_IN_PATH = '/account/signin';
export const REGISTER_PATH = '/account/register';
export const SIGN_OUT_PATH = '/account/signout';

/** Too many sign-in attempts: 429, answered with the sign-in page or JSON by the error handler below. */
class TooManySignInsError extends Error {
  readonly statusCode = 429;
  constructor() {
    super(t.tooManySignIns);
  }
}

const emailOf = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

const guestOf = async (request: FastifyRequest): Promise<BasketOwner | null> => {
  const session = await request.currentSession();
  return session ? ownerOfSession(session) : null;
};

const errorsView = (error: AccountFormError) => ({ summary: error.message, fields: error.fields });
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** Register, sign in, sign out and the account page; every form carries the anti-forgery token. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (fastify, opts) => {
  await fastify.register(fastifyRateLimit, { global: false, hook: 'preHandler', errorResponseBuilder: () => new TooManySignInsError() });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: requireAntiForgeryToken(fastify), attachValidation: true } as const;

  const signInPage = (request: FastifyRequest, reply: FastifyReply, status: number, email: string, errors: AccountFormError | null, notice: string | null) =>
    sendShopperPage(request, reply, opts, {
      status,
      title: t.signInTitle,
      body: createElement(SignInPage, { view: { token: issueAntiForgeryToken(reply), email, errors: errors && errorsView(errors), notice } }),
    });

  const registerPage = (request: FastifyRequest, reply: FastifyReply, status: number, form: { name: string; email: string }, errors: AccountFormError | null) =>
    sendShopperPage(request, reply, opts, {
      status,
      title: t.registerTitle,
      body: createElement(RegisterPage, { view: { token: issueAntiForgeryToken(reply), ...form, minPasswordLength: MIN_PASSWORD_LENGTH, errors: errors && errorsView(errors) } }),
    });

  fastify.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof TooManySignInsError && wantsHtml(request)) {
      return signInPage(request, reply, 429, emailOf(request), { code: 'WRONG_CREDENTIALS', message: error.message, fields: {} }, null);
    }
    return rethrowWithClearMessage(error);
  });

  app.get(SIGN_IN_PATH, { schema: { querystring: SignInQuery }, attachValidation: true }, async (request, reply) => {
    const signedOut = !request.validationError && request.query.signedOut !== undefined;
    return signInPage(request, reply, 200, '', null, signedOut ? t.signedOut : null);
  });

  app.post(SIGN_IN_PATH, {
    ...guarded,
    schema: { body: SignInForm },
    config: {
      rateLimit: {
        max: opts.signInAttempts ?? 5,
        timeWindow: opts.signInWindowMs ?? 60_000,
        keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
      },
    },
  }, async (request, reply) => {
    if (request.validationError) return signInPage(request, reply, 400, '', { code: 'INVALID_DETAILS', message: FORM_TOO_LONG_MESSAGE, fields: {} }, null);
    const { email = '', password = '' } = request.body;
    const result = await opts.signIn.execute({ email, password, guest: await guestOf(request) });
    if (!result.ok) return signInPage(request, reply, statusOfAccountError(result.error.code), email, result.error, null);
    await request.rotateSession(reply, result.value.id);
    return reply.code(303).redirect(`${ACCOUNT_PATH}?welcome=1`);
  });

  app.get(REGISTER_PATH, async (request, reply) => registerPage(request, reply, 200, { name: '', email: '' }, null));

  app.post(REGISTER_PATH, { ...guarded, schema: { body: RegisterForm } }, async (request, reply) => {
    if (request.validationError) return registerPage(request, reply, 400, { name: '', email: '' }, { code: 'INVALID_DETAILS', message: FORM_TOO_LONG_MESSAGE, fields: {} });
    const { name = '', email = '', password = '' } = request.body;
    const result = await opts.registerShopper.execute({ name, email, password, guest: await guestOf(request) });
    if (!result.ok) return registerPage(request, reply, statusOfAccountError(result.error.code), { name, email }, result.error);
    await request.rotateSession(reply, result.value.id);
    return reply.code(303).redirect(`${ACCOUNT_PATH}?welcome=1`);
  });

  app.post(SIGN_OUT_PATH, { ...guarded, schema: { body: SignOutForm } }, async (request, reply) => {
    await request.rotateSession(reply, null);
    return reply.code(303).redirect(`${SIGN_IN_PATH}?signedOut=1`);
  });

  app.get(ACCOUNT_PATH, async (request, reply) => {
    const session = await request.currentSession();
    const profile = session?.shopperId ? await opts.viewAccount.execute(session.shopperId) : null;
    if (profile === null) return reply.code(303).header('cache-control', 'no-store').redirect(SIGN_IN_PATH);
    const sessionChanged = (request.query as { welcome?: string }).welcome !== undefined;
    return sendShopperPage(request, reply, opts, {
      status: 200,
      title: interpolate(t.accountTitle, { name: profile.name }),
      body: createElement(AccountPage, { view: { name: profile.name, email: profile.email, token: issueAntiForgeryToken(reply), sessionChanged } }),
    });
  });
};
