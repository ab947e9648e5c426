import { createElement } from 'react';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MIN_PASSWORD_LENGTH, type AccountFormError } from '../../../application/accounts/account-messages.js';
import type { RegisterShopper } from '../../../application/accounts/register-shopper.use-case.js';
import type { SignIn } from '../../../application/accounts/sign-in.use-case.js';
import type { ViewAccount } from '../../../application/accounts/view-account.use-case.js';
import type { RateLimits } from '../../../ports/rate-limits.port.js';
import { ownerOfSession, type BasketOwner } from '../../../domain/accounts/basket-owner.js';
import { AccountPage } from '../../ui-react/screens/account/account-page.js';
import { RegisterPage } from '../../ui-react/screens/account/register-page.js';
import { SignInPage } from '../../ui-react/screens/account/sign-in-page.js';
import { interpolate } from '../../ui-react/runtime/i18n/interpolate.js';
import { stringsFor } from '../pages/page-renderer.js';
import { classify, logRequestError } from '../errors/error-handler.js';
import { describeError, describeField } from '../errors/error-message.js';
import { STATUS_OF } from '../errors/error-status.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { issueAntiForgeryToken, renewAntiForgerySecret, requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { loadAccountPage, type AccountOrdersDeps } from './account-page.loader.js';
import { limitAttempts, type AttemptRule } from '../plugins/attempt-limits.js';
import type { PasswordWorkGate } from './password-work-gate.js';
import { RegisterForm, SignInForm, SignInQuery, SignOutForm } from './account-schemas.js';

/** The account routes' use cases. */
export interface AccountRoutesOptions {
  signIn: SignIn;
  registerShopper: RegisterShopper;
  viewAccount: ViewAccount;
  /** Attempt counters shared by every node. */
  rateLimits: RateLimits;
  /** The cap on password hashes running at once on this node. */
  passwordGate: PasswordWorkGate;
  /** Sign-in attempts allowed per address and email, and per address alone, within `windowMs`. */
  signInLimits?: { perAddressAndEmail: number; perAddress: number; windowMs: number };
  /** Registrations allowed per address within `windowMs`. */
  registerLimits?: { perAddress: number; windowMs: number };
  /** Orders and payments: the shopper's orders on the account page. */
  orders?: AccountOrdersDeps;
}

const DEFAULT_SIGN_IN_LIMITS = { perAddressAndEmail: 5, perAddress: 20, windowMs: 60_000 };
const DEFAULT_REGISTER_LIMITS = { perAddress: 10, windowMs: 10 * 60_000 };

const ACCOUNT_PATH = '/account';
export const SIGN_IN_PATH = '/account/signin';
const REGISTER_PATH = '/account/register';
const SIGN_OUT_PATH = '/account/signout';

const emailOf = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

const guestOf = async (request: FastifyRequest): Promise<BasketOwner | null> => {
  const session = await request.currentSession();
  return session ? ownerOfSession(session, request.site.id) : null;
};

/** A refused form in the shopper's words: the summary and each field's message, from the catalogue. */
type FormRefusal = Pick<AccountFormError, 'fields'> & { code: AccountFormError['code'] | 'TOO_MANY_ATTEMPTS' | 'BUSY' };

type ErrorsView = { summary: string; fields: Partial<Record<keyof AccountFormError['fields'], string>> };

const errorsView = (request: FastifyRequest, error: FormRefusal): ErrorsView => {
  const locale = localeOf(request);
  const fields: Partial<Record<keyof AccountFormError['fields'], string>> = {};
  for (const [field, code] of Object.entries(error.fields) as [keyof AccountFormError['fields'], NonNullable<AccountFormError['fields']['name']>][]) {
    fields[field] = describeField(locale, code);
  }
  return { summary: describeError(locale, error), fields };
};
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** Register, sign in, sign out and the account page; every form carries the anti-forgery token. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (fastify, opts) => {
  const signInLimits = opts.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
  const registerLimits = opts.registerLimits ?? DEFAULT_REGISTER_LIMITS;
  const perAddress = (name: string, max: number, windowMs: number): AttemptRule => ({ name, max, windowMs, keyOf: (request) => request.ip });
  const signInAttempts = limitAttempts(opts.rateLimits, [
    { name: 'sign-in', max: signInLimits.perAddressAndEmail, windowMs: signInLimits.windowMs, keyOf: (request) => `${request.ip}|${emailOf(request)}` },
    perAddress('sign-in-address', signInLimits.perAddress, signInLimits.windowMs),
  ]);
  const registerAttempts = limitAttempts(opts.rateLimits, [perAddress('register-address', registerLimits.perAddress, registerLimits.windowMs)]);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: requireAntiForgeryToken(fastify) } as const;

  const viewOf = (request: FastifyRequest, errors: FormRefusal | ErrorsView | null): ErrorsView | null =>
    errors === null || 'summary' in errors ? errors : errorsView(request, errors);

  const signInPage = (request: FastifyRequest, reply: FastifyReply, status: number, email: string, errors: FormRefusal | ErrorsView | null, notice: string | null) =>
    reply.sendPage({
      status,
      title: stringsFor(request.site).signInTitle,
      body: createElement(SignInPage, { view: { token: issueAntiForgeryToken(reply), email, errors: viewOf(request, errors), notice } }),
    });

  const registerPage = (request: FastifyRequest, reply: FastifyReply, status: number, form: { name: string; email: string }, errors: FormRefusal | ErrorsView | null) =>
    reply.sendPage({
      status,
      title: stringsFor(request.site).registerTitle,
      body: createElement(RegisterPage, {
        view: { token: issueAntiForgeryToken(reply), ...form, minPasswordLength: MIN_PASSWORD_LENGTH, errors: viewOf(request, errors) },
      }),
    });

  // A browser sees its form again with the reason (too many sign-ins, a field over its size);
  // scripts, and every other error, get the app's error handler.
  fastify.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    const path = request.routeOptions.url;
    if (error instanceof HttpError && (error.code === 'TOO_MANY_ATTEMPTS' || error.code === 'BUSY')) {
      if (error.code === 'BUSY') reply.header('retry-after', '1');
      if (!wantsHtml(request)) throw error;
      logRequestError(request, error, error.code);
      const refusal = { code: error.code, fields: {} };
      return path === REGISTER_PATH
        ? registerPage(request, reply, STATUS_OF[error.code], { name: '', email: emailOf(request) }, refusal)
        : signInPage(request, reply, STATUS_OF[error.code], emailOf(request), refusal, null);
    }
    if (!wantsHtml(request)) throw error;
    if (request.method === 'POST' && (path === SIGN_IN_PATH || path === REGISTER_PATH) && error.statusCode === STATUS_OF.INVALID_INPUT) {
      const { message } = classify(error, localeOf(request));
      const refusal = { summary: message, fields: {} };
      return path === SIGN_IN_PATH
        ? signInPage(request, reply, STATUS_OF.INVALID_INPUT, '', refusal, null)
        : registerPage(request, reply, STATUS_OF.INVALID_INPUT, { name: '', email: '' }, refusal);
    }
    throw error;
  });

  app.get(SIGN_IN_PATH, { schema: { querystring: SignInQuery } }, async (request, reply) => {
    const signedOut = request.query.signedOut !== undefined;
    return signInPage(request, reply, 200, '', null, signedOut ? stringsFor(request.site).signedOut : null);
  });

  app.post(SIGN_IN_PATH, { ...guarded, schema: { body: SignInForm }, preHandler: signInAttempts }, async (request, reply) => {
    const { email = '', password = '' } = request.body;
    const guest = await guestOf(request);
    const result = await opts.passwordGate.run(() => opts.signIn.execute({ email, password, guest }));
    if (!result.ok) return signInPage(request, reply, STATUS_OF[result.error.code], email, result.error, null);
    await request.rotateSession(reply, result.value.id);
    renewAntiForgerySecret(reply);
    return reply.code(303).redirect(`${ACCOUNT_PATH}?welcome=1`);
  });

  app.get(REGISTER_PATH, async (request, reply) => registerPage(request, reply, 200, { name: '', email: '' }, null));

  app.post(REGISTER_PATH, { ...guarded, schema: { body: RegisterForm }, preHandler: registerAttempts }, async (request, reply) => {
    const { name = '', email = '', password = '' } = request.body;
    const guest = await guestOf(request);
    const result = await opts.passwordGate.run(() => opts.registerShopper.execute({ name, email, password, guest }));
    if (!result.ok) return registerPage(request, reply, STATUS_OF[result.error.code], { name, email }, result.error);
    await request.rotateSession(reply, result.value.id);
    renewAntiForgerySecret(reply);
    return reply.code(303).redirect(`${ACCOUNT_PATH}?welcome=1`);
  });

  app.post(SIGN_OUT_PATH, { ...guarded, schema: { body: SignOutForm } }, async (request, reply) => {
    await request.rotateSession(reply, null);
    renewAntiForgerySecret(reply);
    return reply.code(303).redirect(`${SIGN_IN_PATH}?signedOut=1`);
  });

  app.get(ACCOUNT_PATH, async (request, reply) => {
    const loaded = await loadAccountPage(opts, { session: await request.currentSession(), locale: request.site.locale });
    if (!loaded.ok) return reply.code(303).header('cache-control', 'no-store').redirect(SIGN_IN_PATH);
    const { name, email, orders } = loaded.value;
    const sessionChanged = (request.query as { welcome?: string }).welcome !== undefined;
    return reply.sendPage({
      title: interpolate(stringsFor(request.site).accountTitle, { name }),
      body: createElement(AccountPage, { view: { name, email, token: issueAntiForgeryToken(reply), sessionChanged, orders } }),
    });
  });
};
