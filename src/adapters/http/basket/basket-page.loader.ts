import type { ViewQuickBasket } from '../../../application/basket/view-quick-basket.use-case.js';
import { ownerOfSession } from '../../../domain/shopper/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';
import { toBasketView, type BasketView } from '../../ui-react/parts/basket/basket.view.js';

/** The basket page's data: the shopper's lines with totals in the site's prices. */
export async function loadBasketPage(
  deps: { viewBasket: ViewQuickBasket },
  input: { session: ShopperSession | null; site: SiteVariant },
): Promise<BasketView> {
  const owner = input.session === null ? null : ownerOfSession(input.session);
  const basket = await deps.viewBasket.execute({ owner, site: input.site, addedProductId: null, completeTheLook: false });
  return toBasketView(basket, input.site.price);
}
