import type { ProductHit } from '../../../../domain/search/search-query.js';
import { formatMoney, type PriceDisplay } from '../../../../domain/pricing/format-price.js';
import type { Money } from '../../../../domain/pricing/money.js';
import { productHref } from '../chrome/page-chrome.view.js';
import { toPriceView, type PriceView } from '../chrome/price.view.js';
import type { ProductTileView } from './product-tile.view.js';

/** A search hit as a product tile. */
export const toHitTileView = (hit: ProductHit, display: PriceDisplay, now: Date, lowestPriorPrice: Money | null): ProductTileView => ({
  id: hit.id, code: hit.code, name: hit.name, href: productHref(hit.slug), image: hit.image, price: toPriceView(hit, display, now), lowestPriorPrice: lowestPriorPrice === null ? null : formatMoney(lowestPriorPrice, display), kind: hit.kind,
});

/** A recommended product hit with the spec's fields (objectID, url, title, image, price, productcode). */
export interface RecommendedHitView {
  objectID: string;
  url: string;
  title: string;
  image: string;
  price: PriceView;
  productcode: string;
}

export const toRecommendedHitView = (hit: ProductHit, display: PriceDisplay, now: Date): RecommendedHitView => ({
  objectID: String(hit.id), url: productHref(hit.slug), title: hit.name, image: hit.image, price: toPriceView(hit, display, now), productcode: hit.code,
});

/** A slide of the related-products carousel: a recommended hit with its lowest prior price where the site shows one. */
export interface RelatedHitView extends RecommendedHitView {
  lowestPriorPrice: string | null;
}

export const toRelatedHitView = (hit: ProductHit, display: PriceDisplay, now: Date, lowestPriorPrice: Money | null): RelatedHitView => ({
  ...toRecommendedHitView(hit, display, now), lowestPriorPrice: lowestPriorPrice === null ? null : formatMoney(lowestPriorPrice, display),
});
