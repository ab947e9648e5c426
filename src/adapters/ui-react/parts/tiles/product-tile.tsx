import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { quickBuyHref, quickViewHref } from './quick-view-links.js';
import type { ProductTileView } from './product-tile.view.js';
import { Price } from '../chrome/price.js';
import { HeartButton } from '../wishlist/heart-button.js';
import { ProductPicture } from '../catalog/product-picture.js';

export const TILE_IMAGE_WIDTH = 533;
export const TILE_IMAGE_HEIGHT = 800;

/**
 * A product tile. Apparel tiles carry `data-quick-buy-url` and an empty quick-buy panel that the
 * client fills with the BuyGrid island on hover (desktop) or from the quick-buy button (keyboard); every tile has a
 * quick-view link that opens the quick view in an off-canvas panel. The wishlist heart is plain
 * markup that the tile-hearts behaviour drives (no island per tile).
 */
export function ProductTile({ tile, lazy, headingLevel }: { tile: ProductTileView; lazy: boolean; headingLevel: 2 | 3 }) {
  const t = useStrings();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const quickBuy = tile.kind !== 'evoucher-giftcard';
  const quickBuyId = `quick-buy-${tile.id}`;
  return (
    <li className="product-tile" data-product-id={tile.id} data-product-code={tile.code} data-product-kind={tile.kind}
      data-quick-buy-url={quickBuy ? quickBuyHref(tile.id) : undefined}>
      <a className="product-tile__link" href={tile.href}>
        <ProductPicture className="product-tile__image" src={tile.image} use="tile" alt="" width={TILE_IMAGE_WIDTH} height={TILE_IMAGE_HEIGHT} lazy={lazy} />
        <Heading className="product-tile__name">{tile.name}</Heading>
      </a>
      <Price price={tile.price} />
      {tile.lowestPriorPrice !== null && <p className="product-tile__prior-price">{interpolate(t.lowestPriorPrice, { price: tile.lowestPriorPrice })}</p>}
      <div className="product-tile__wishlist">
        <HeartButton productId={tile.id} productName={tile.name} active={false} ready={false} onTile />
      </div>
      <div className="product-tile__actions">
        <a className="product-tile__quick-view" href={quickViewHref(tile.href)} data-off-canvas="" data-off-canvas-id="quick-view"
          data-off-canvas-label={interpolate(t.quickViewOf, { name: tile.name })}>
          {t.quickView}<span className="visually-hidden">{`: ${tile.name}`}</span>
        </a>
        {quickBuy && (
          <button className="product-tile__quick-buy-toggle" type="button" aria-expanded="false" aria-controls={quickBuyId} data-quick-buy-toggle="" hidden>
            {interpolate(t.quickBuyOf, { name: tile.name })}
          </button>
        )}
      </div>
      {quickBuy && <div className="quick-buy" id={quickBuyId} data-quick-buy-panel="" hidden />}
    </li>
  );
}
