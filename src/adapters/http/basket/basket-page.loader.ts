import type { ViewQuickBasket } from '../../../application/basket/view-quick-basket.use-case.js';
import { DELIVERY_OPTION_IDS } from '../../../domain/delivery/delivery-option-ids.js';
import { PICKUP_PRICE_PENCE, pickupNetworksFor } from '../../../domain/delivery/pickup-offer.js';
import type { PickupNetwork } from '../../../domain/delivery/pickup-network.js';
import { formatPrice } from '../../../domain/pricing/format-price.js';
import { ownerOfSession } from '../../../domain/shopper/basket-owner.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { ShopperSession } from '../../../ports/session-store.port.js';
import { toBasketView, type BasketView } from '../../ui-react/parts/basket/basket.view.js';
import type { PickupModalsView } from '../../ui-react/parts/pickup/pickup-modals.js';
import type { PickupOptionView } from '../../ui-react/parts/pickup/pickup.view.js';
import { stringsFor } from '../pages/page-renderer.js';

/** The basket page's data: the shopper's lines with totals in the site's prices. */
export async function loadBasketPage(
  deps: { viewBasket: ViewQuickBasket },
  input: { session: ShopperSession | null; site: SiteVariant },
): Promise<BasketView> {
  const owner = input.session === null ? null : ownerOfSession(input.session);
  const basket = await deps.viewBasket.execute({ owner, site: input.site, addedProductId: null, completeTheLook: false });
  return toBasketView(basket, input.site.price);
}

/** MAP_TILE_URL and its attribution (null: the map draws bundled outlines, offline). */
export type MapTiles = { url: string; attribution: string } | null;

/**
 * The pick-up networks of the site as delivery options (ids from DELIVERY_OPTION_IDS, prices
 * formatted for the site) and their modals. Nothing is chosen yet: the delivery accordion brings
 * the basket's saved selection.
 */
export function loadPickupDelivery(deps: { mapTiles: MapTiles }, input: { site: SiteVariant }): { options: PickupOptionView[]; modals: PickupModalsView } {
  const t = stringsFor(input.site);
  const networks = pickupNetworksFor(input.site.region);
  const label: Readonly<Record<PickupNetwork, string>> = {
    'hand-over': t.pickupOptionHandOver, coll8: t.pickupOptionColl8, 'collect-plus': t.pickupOptionCollectPlus,
    inpost: t.pickupOptionInpost, hermes: t.pickupOptionHermes,
  };
  const options = networks.map((network): PickupOptionView => {
    const pence = PICKUP_PRICE_PENCE[network];
    return {
      network, deliveryOptionId: DELIVERY_OPTION_IDS[network], label: label[network],
      priceText: pence === 0 ? t.pickupFree : formatPrice(pence, input.site.price), selected: false, chosenPoint: null,
    };
  });
  return { options, modals: { networks, mapTiles: deps.mapTiles } };
}
