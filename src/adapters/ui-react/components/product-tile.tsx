import { Island } from '../islands/island.js';
import type { ProductTileView } from '../view-models/product-tile.view.js';
import { Price } from './price.js';

export const TILE_IMAGE_WIDTH = 533;
export const TILE_IMAGE_HEIGHT = 800;

export function ProductTile({ tile, lazy, headingLevel }: { tile: ProductTileView; lazy: boolean; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="product-tile" data-product-id={tile.id} data-product-code={tile.code} data-product-kind={tile.kind}>
      <a className="product-tile__link" href={tile.href}>
        <img
          className="product-tile__image"
          src={tile.image}
          alt=""
          width={TILE_IMAGE_WIDTH}
          height={TILE_IMAGE_HEIGHT}
          loading={lazy ? 'lazy' : undefined}
        />
        <Heading className="product-tile__name">{tile.name}</Heading>
      </a>
      <Price price={tile.price} />
      <div className="product-tile__wishlist">
        <Island name="WishlistHeart" props={{ productId: tile.id, productName: tile.name }} />
      </div>
    </li>
  );
}
