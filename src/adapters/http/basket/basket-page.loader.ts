import type { ViewQuickBasket } from '../../../application/basket/view-quick-basket.use-case.js';
import type { ViewShopperDetails } from '../../../application/checkout/view-shopper-details.use-case.js';
import { ownerOfSession } from '../../../domain/shopper/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';
import { toBasketView } from '../../ui-react/parts/basket/basket.view.js';
import type { BasketPageView } from '../../ui-react/screens/basket/basket-page.view.js';
import { loadShopperDetailsForm, type RefusedDetailsForm } from '../checkout/shopper-details-form.js';

/** The use cases the basket page's loader calls (the page route and the routes that show the page again). */
export interface BasketPageDeps {
  viewBasket: ViewQuickBasket;
  viewShopperDetails: ViewShopperDetails;
}

/** The basket page's data: the shopper's lines with totals in the site's prices, and the parts of the page below them. */
export async function loadBasketPage(
  deps: BasketPageDeps,
  input: { session: ShopperSession | null; site: SiteVariant; token: string; refusedDetails?: RefusedDetailsForm | null },
): Promise<BasketPageView> {
  const owner = input.session === null ? null : ownerOfSession(input.session);
  const basket = await deps.viewBasket.execute({ owner, site: input.site, addedProductId: null, completeTheLook: false });
  return {
    basket: toBasketView(basket, input.site.price),
    shopperDetails: await loadShopperDetailsForm(deps, { owner, site: input.site, token: input.token, refused: input.refusedDetails }),
  };
}
