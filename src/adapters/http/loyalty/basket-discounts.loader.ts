import type { FastifyRequest } from 'fastify';
import type { ViewBasketDiscounts } from '../../../application/loyalty/view-basket-discounts.use-case.js';
import { ownerOfSession } from '../../../domain/accounts/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';
import { messageFor, type MessageCode } from '../../i18n/message-catalogue.js';
import {
  toBasketDiscountsView, toLoyaltyAreaView, type BasketDiscountsView, type OutcomeNotice, type LoyaltyAreaView,
} from '../../ui-react/screens/basket/loyalty/loyalty.view.js';
import { SIGN_IN_PATH } from '../accounts/account-routes.js';

/** Outcomes a plain form post or link click comes back to the basket with (`?voucher=`, `?loyalty=`): a fixed set, never text. */
const OUTCOMES: Readonly<Record<string, { kind: 'success' | 'error'; code: MessageCode }>> = {
  applied: { kind: 'success', code: 'VOUCHER_APPLIED' },
  removed: { kind: 'success', code: 'VOUCHER_REMOVED' },
  created: { kind: 'success', code: 'VOUCHER_CREATED' },
  VOUCHER_CODE_REQUIRED: { kind: 'error', code: 'VOUCHER_CODE_REQUIRED' },
  VOUCHER_NOT_FOUND: { kind: 'error', code: 'VOUCHER_NOT_FOUND' },
  VOUCHER_EMPTY: { kind: 'error', code: 'VOUCHER_EMPTY' },
  VOUCHER_CURRENCY: { kind: 'error', code: 'VOUCHER_CURRENCY' },
  VOUCHER_ALREADY_APPLIED: { kind: 'error', code: 'VOUCHER_ALREADY_APPLIED' },
  VOUCHER_NOT_APPLIED: { kind: 'error', code: 'VOUCHER_NOT_APPLIED' },
  SIGN_IN_REQUIRED: { kind: 'error', code: 'SIGN_IN_REQUIRED' },
  NOT_ENOUGH_POINTS: { kind: 'error', code: 'NOT_ENOUGH_POINTS' },
};

/** The notice for an outcome code from the query, worded in the site's language; anything unknown shows nothing. */
export function outcomeNotice(outcome: unknown, locale: string): OutcomeNotice {
  if (typeof outcome !== 'string' || !Object.prototype.hasOwnProperty.call(OUTCOMES, outcome)) return null;
  const { kind, code } = OUTCOMES[outcome]!;
  return { kind, text: messageFor(locale, code) };
}

export interface BasketDiscountsInput {
  session: ShopperSession | null;
  site: SiteVariant;
  /** The anti-forgery token for the plain forms (`issueAntiForgeryToken(reply)`). */
  antiForgeryToken: string;
  /** The request's query: `voucher` and `loyalty` carry the outcome of a plain form post or link. */
  query: FastifyRequest['query'];
}

/** The loyalty area and gift voucher box of the basket page (one field of the basket page's view). */
export async function loadBasketDiscounts(deps: { viewDiscounts: ViewBasketDiscounts }, input: BasketDiscountsInput): Promise<BasketDiscountsView> {
  const owner = input.session === null ? null : ownerOfSession(input.session, input.site.id);
  const summary = await deps.viewDiscounts.execute({ owner, site: input.site });
  const query = (input.query ?? {}) as { voucher?: unknown; loyalty?: unknown };
  const view = toBasketDiscountsView(summary, input.site.price, {
    token: input.antiForgeryToken, notice: outcomeNotice(query.voucher, input.site.locale), signInUrl: SIGN_IN_PATH,
  });
  return { ...view, loyalty: { ...view.loyalty, notice: outcomeNotice(query.loyalty, input.site.locale) } };
}

/** The loyalty area alone, after a change (the voucher-create link answers it as HTML). */
export async function loadLoyaltyArea(deps: { viewDiscounts: ViewBasketDiscounts }, input: { session: ShopperSession | null; site: SiteVariant }): Promise<LoyaltyAreaView> {
  const owner = input.session === null ? null : ownerOfSession(input.session, input.site.id);
  return toLoyaltyAreaView(await deps.viewDiscounts.execute({ owner, site: input.site }), input.site.price, SIGN_IN_PATH);
}
