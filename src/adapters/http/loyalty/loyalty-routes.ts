import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CreateLoyaltyVoucher } from '../../../application/loyalty/create-loyalty-voucher.use-case.js';
import type { ToggleLoyaltyCoupon } from '../../../application/loyalty/toggle-loyalty-coupon.use-case.js';
import type { ViewBasketDiscounts } from '../../../application/loyalty/view-basket-discounts.use-case.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import type { RateLimits } from '../../../ports/rate-limits.port.js';
import { LOYALTY_AREA_ID, LOYALTY_URLS } from '../../ui-react/screens/basket/loyalty/loyalty-urls.js';
import { Island } from '../../ui-react/runtime/island.js';
import { HttpError } from '../errors/http-error.js';
import { renderFragment } from '../pages/page-renderer.js';
import { loadLoyaltyArea } from './basket-discounts.loader.js';
import { DEFAULT_COUPON_LIMITS, limitDiscountAttempts, type DiscountAttemptLimits } from './loyalty-limits.js';
import { ApplyCouponQuery, ApplyCouponResponse, CreateVoucherQuery } from './loyalty-schemas.js';
import { currentOwner } from '../plugins/request-owner.js';

export interface LoyaltyRoutesOptions {
  toggleCoupon: ToggleLoyaltyCoupon;
  createVoucher: CreateLoyaltyVoucher;
  viewDiscounts: ViewBasketDiscounts;
  /** Attempt counters every node shares. */
  rateLimits: RateLimits;
  couponLimits?: DiscountAttemptLimits;
}


/** A fragment load (the island's script) rather than a plain click on the link. */
const isFragmentLoad = (request: FastifyRequest, nolayout: string | undefined): boolean =>
  nolayout === 'true' || request.headers['x-requested-with'] === 'XMLHttpRequest';

/**
 * The loyalty area's calls (spec section 7): GET /basket/api/ApplyLoyaltyCoupon applies or removes
 * a coupon and answers {success, errorMessage}; GET on the voucher-create link turns points into a
 * coupon and answers the loyalty area as HTML. Both change state (refused cross-site, never run
 * for HEAD) and count against the coupon attempt limits.
 */
export const loyaltyRoutes: FastifyPluginAsync<LoyaltyRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const couponLimit = limitDiscountAttempts(opts.rateLimits, 'coupon', opts.couponLimits ?? DEFAULT_COUPON_LIMITS);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(LOYALTY_URLS.applyLoyaltyCoupon, {
    schema: { querystring: ApplyCouponQuery, response: { 200: ApplyCouponResponse } },
    config: { specErrorFields: 'loyaltyCoupon', changesState: true },
    preHandler: couponLimit,
  }, async (request) => {
    const { couponId, isConfirmation } = request.query;
    const result = await opts.toggleCoupon.execute({
      owner: await currentOwner(request), site: request.site, couponId, request: isConfirmation === true ? 'apply' : 'toggle',
    });
    if (!result.ok) throw new HttpError(result.error.code, result.error);
    return { success: true, errorMessage: '' };
  });

  app.get(LOYALTY_URLS.createLoyaltyVoucher, {
    schema: { querystring: CreateVoucherQuery },
    config: { changesState: true },
    preHandler: couponLimit,
  }, async (request, reply) => {
    const session = await request.currentSession();
    const created = await opts.createVoucher.execute({ owner: session === null ? null : ownerOfSession(session, request.site.id), site: request.site });
    // Without JavaScript the link is followed: back to the basket, with the outcome beside the area.
    if (!isFragmentLoad(request, request.query.nolayout)) {
      return reply.code(303).redirect(`/basket?loyalty=${created.ok ? 'created' : created.error.code}#${LOYALTY_AREA_ID}`);
    }
    if (!created.ok) throw new HttpError(created.error.code, created.error);
    const view = await loadLoyaltyArea(opts, { session, site: request.site });
    const html = renderFragment(request.site, createElement(Island<'LoyaltyVouchers'>, { name: 'LoyaltyVouchers', props: { view } }));
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
