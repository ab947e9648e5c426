import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SandboxBankPage } from '../../ui-react/screens/payment-sandbox/sandbox-bank-page.js';
import { SandboxChallengePage } from '../../ui-react/screens/payment-sandbox/sandbox-challenge-page.js';
import { SANDBOX_BANK_ACTION, SANDBOX_CHALLENGE_ACTION, type SandboxChallengePageView } from '../../ui-react/screens/payment-sandbox/payment-sandbox.view.js';
import { requireJsonOrForm } from '../plugins/require-json.js';
import { STATUS_OF } from '../errors/error-status.js';
import { HttpError } from '../errors/http-error.js';
import { stringsFor } from '../pages/page-renderer.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { renderFramedPage } from './framed-page.js';
import { bankPageView, challengePageView, type SandboxPagesBackend } from './payment-sandbox-pages.loader.js';
import { SandboxBankForm, SandboxBinLookupBody, SandboxChallengeForm, SandboxSessionQuery, SandboxWalletTokenBody } from './payment-sandbox-schemas.js';
import { sandboxBinLookup } from '../../providers/adyen/sandbox/sandbox-bin-lookup.js';
import { SANDBOX_BIN_LOOKUP_PATH } from '../../ui-react/rules/checkout/bin-lookup.js';
import { requireJson } from '../plugins/require-json.js';
import { SANDBOX_WALLET_CARDS_URL, SANDBOX_WALLET_TOKEN_URL, type SandboxWalletCard } from '../../ui-react/rules/checkout/wallet-sandbox.js';

/** The sandbox's wallet tokens (SandboxPaymentGateway.walletTokens) and its test cards. */
interface SandboxWalletBackend {
  cards(): readonly SandboxWalletCard[];
  issue(wallet: 'googlepay' | 'applepay', cardId: string): { token: string; network: string } | null;
}

export interface PaymentSandboxRoutesOptions {
  /** The sandbox gateway's pages (SandboxPaymentGateway.pages). */
  pages: SandboxPagesBackend;
  /** The client build's styles and scripts, for the challenge page's own document. */
  assets: AssetManifest;
  /** The wallet sheet's test cards and the tokens an approval seals. */
  wallet: SandboxWalletBackend;
}

/**
 * The payment sandbox's own pages, registered only while the sandbox is the gateway: the bank page
 * of redirect methods (pick a bank, approve or cancel, then back to the payment's returnUrl with
 * `redirectResult`) and the 3-D Secure challenge (password `password`). A session that the
 * sandbox did not sign is 400. They change nothing on the server: each answer is a signed token.
 */
export const paymentSandboxRoutes: FastifyPluginAsync<PaymentSandboxRoutesOptions> = async (fastify, { pages, assets, wallet }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** The challenge is shown in the shop's challenge container (an iframe): its own document, without the shop's chrome. */
  const sendChallenge = (reply: FastifyReply, site: SiteVariant, view: SandboxChallengePageView) =>
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(renderFramedPage(site, assets, stringsFor(site).sandboxChallengeTitle, createElement(SandboxChallengePage, { view })));

  app.get(SANDBOX_BANK_ACTION, { schema: { querystring: SandboxSessionQuery }, config: { errorPage: true } }, async (request, reply) => {
    const view = bankPageView(pages, request.site, request.query.session);
    if (view === null) throw new HttpError('INVALID_INPUT');
    return reply.sendPage({ title: stringsFor(request.site).paymentSandboxMark, body: createElement(SandboxBankPage, { view }) });
  });

  app.post(SANDBOX_BANK_ACTION, {
    schema: { body: SandboxBankForm }, onRequest: requireJsonOrForm, config: { errorPage: true },
  }, async (request, reply) => {
    const { session, decision } = request.body;
    const issuer = request.body.issuer === undefined || request.body.issuer === '' ? null : request.body.issuer;
    const decided = pages.decideBank(session, decision, issuer);
    if (decided !== null) return reply.code(303).redirect(decided.redirectTo);
    const strings = stringsFor(request.site);
    const view = bankPageView(pages, request.site, session, strings.sandboxChooseBankError);
    if (view === null) throw new HttpError('INVALID_INPUT');
    return reply.sendPage({ status: STATUS_OF.INVALID_INPUT, title: strings.paymentSandboxMark, body: createElement(SandboxBankPage, { view }) });
  });

  app.get(SANDBOX_CHALLENGE_ACTION, { schema: { querystring: SandboxSessionQuery }, config: { errorPage: true } }, async (request, reply) => {
    const view = challengePageView(pages, request.site, request.query.session, null);
    if (view === null) throw new HttpError('INVALID_INPUT');
    return sendChallenge(reply, request.site, view);
  });

  app.post(SANDBOX_CHALLENGE_ACTION, {
    schema: { body: SandboxChallengeForm }, onRequest: requireJsonOrForm, config: { errorPage: true },
  }, async (request, reply) => {
    const view = challengePageView(pages, request.site, request.body.session, request.body.password);
    if (view === null) throw new HttpError('INVALID_INPUT');
    return sendChallenge(reply, request.site, view);
  });

  // The sandbox wallet sheet (Google Pay, Apple Pay): the test cards it offers, and the signed token
  // an approval gives, which the sandbox gateway alone accepts. Nothing is stored.
  app.get(SANDBOX_WALLET_CARDS_URL, { }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { cards: wallet.cards() };
  });

  app.post(SANDBOX_WALLET_TOKEN_URL, {
    schema: { body: SandboxWalletTokenBody }, onRequest: requireJson,
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const issued = wallet.issue(request.body.wallet, request.body.card);
    if (issued === null) throw new HttpError('INVALID_INPUT');
    return issued;
  });

  // The sandbox card form's bin lookup (Adyen's v2/bin/binLookup): an answer by the sandbox's bin rules; nothing is stored.
  app.post(SANDBOX_BIN_LOOKUP_PATH, {
    schema: { body: SandboxBinLookupBody }, onRequest: requireJson,
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const answer = sandboxBinLookup(request.body);
    if (!answer.ok) throw new HttpError('INVALID_INPUT', { reason: answer.error });
    return answer.value;
  });
};
