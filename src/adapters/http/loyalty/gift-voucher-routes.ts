import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApplyGiftVoucher } from '../../../application/loyalty/apply-gift-voucher.use-case.js';
import type { LoyaltyError } from '../../../application/loyalty/loyalty-errors.js';
import type { RemoveGiftVoucher } from '../../../application/loyalty/remove-gift-voucher.use-case.js';
import type { ViewBasketDiscounts } from '../../../application/loyalty/view-basket-discounts.use-case.js';
import type { Result } from '../../../domain/shared/result.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import type { RateLimits } from '../../../ports/rate-limits.port.js';
import { messageFor } from '../../i18n/message-catalogue.js';
import { GIFT_VOUCHER_BOX_ID, LOYALTY_URLS } from '../../ui-react/screens/basket/loyalty/loyalty-urls.js';
import { toAppliedGiftVoucherView } from '../../ui-react/screens/basket/loyalty/loyalty.view.js';
import { requireJson } from '../plugins/require-json.js';
import { HttpError, localeOf } from '../errors/http-error.js';
import { requireAntiForgeryToken } from '../plugins/anti-forgery.js';
import { DEFAULT_VOUCHER_LIMITS, limitDiscountAttempts, type DiscountAttemptLimits } from './loyalty-limits.js';
import { GiftVoucherBody, GiftVoucherForm, GiftVoucherResponse } from './loyalty-schemas.js';
import { currentOwner } from '../plugins/request-owner.js';

export interface GiftVoucherRoutesOptions {
  applyVoucher: ApplyGiftVoucher;
  removeVoucher: RemoveGiftVoucher;
  viewDiscounts: ViewBasketDiscounts;
  rateLimits: RateLimits;
  voucherLimits?: DiscountAttemptLimits;
}


/**
 * The gift voucher box: apply a code and remove one, as JSON from the island (`/basket/api/...`)
 * and as plain form posts without JavaScript (`/basket/voucher...`, with the anti-forgery token),
 * which go back to the basket with the outcome. Applying counts against the voucher attempt limits
 * (codes are worth guessing); a browser's session is made only when a voucher really applies.
 */
export const giftVoucherRoutes: FastifyPluginAsync<GiftVoucherRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const voucherLimit = limitDiscountAttempts(opts.rateLimits, 'voucher', opts.voucherLimits ?? DEFAULT_VOUCHER_LIMITS);
  const formGuard = { preValidation: requireAntiForgeryToken(fastify), config: { errorPage: true } } as const;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const apply = async (request: FastifyRequest, reply: FastifyReply, code: string) =>
    opts.applyVoucher.execute({ owner: await currentOwner(request), newOwner: async () => ownerOfSession(await request.ensureSession(reply), request.site.id), site: request.site, code });
  const remove = async (request: FastifyRequest, code: string) => opts.removeVoucher.execute({ owner: await currentOwner(request), code });

  /** The JSON answer of a change: the vouchers now on the basket, balances in the site's format. */
  const answer = async (request: FastifyRequest, reply: FastifyReply, result: Result<{ code: string }, LoyaltyError>, done: 'VOUCHER_APPLIED' | 'VOUCHER_REMOVED') => {
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    const summary = await opts.viewDiscounts.execute({ owner: await currentOwner(request), site: request.site });
    return reply.send({
      success: true, code: result.value.code, message: messageFor(localeOf(request), done),
      vouchers: summary.vouchers.map((v) => toAppliedGiftVoucherView(v, request.site.price)),
    });
  };
  const backToBasket = (reply: FastifyReply, result: Result<unknown, LoyaltyError>, done: 'applied' | 'removed') =>
    reply.code(303).redirect(`/basket?voucher=${result.ok ? done : result.error.code}#${GIFT_VOUCHER_BOX_ID}`);

  const json = { onRequest: requireJson, schema: { body: GiftVoucherBody, response: { 200: GiftVoucherResponse } } } as const;

  app.post(LOYALTY_URLS.applyGiftVoucher, { ...json, preHandler: voucherLimit }, async (request, reply) =>
    answer(request, reply, await apply(request, reply, request.body.code), 'VOUCHER_APPLIED'));

  app.post(LOYALTY_URLS.removeGiftVoucher, json, async (request, reply) =>
    answer(request, reply, await remove(request, request.body.code), 'VOUCHER_REMOVED'));

  app.post(LOYALTY_URLS.applyGiftVoucherForm, { ...formGuard, schema: { body: GiftVoucherForm }, preHandler: voucherLimit }, async (request, reply) =>
    backToBasket(reply, await apply(request, reply, request.body.code), 'applied'));

  app.post(LOYALTY_URLS.removeGiftVoucherForm, { ...formGuard, schema: { body: GiftVoucherForm } }, async (request, reply) =>
    backToBasket(reply, await remove(request, request.body.code), 'removed'));
};
