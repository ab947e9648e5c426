import type { MouseEventHandler } from 'react';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { HeartIcon } from './heart-icon.js';
import { TILE_HEART_ATTRIBUTE } from './tile-heart-marker.js';

export interface HeartButtonProps {
  productId: number;
  productName: string;
  active: boolean;
  /** Disabled until the wishlist has been read, since the page itself is cached and shared. */
  ready: boolean;
  busy?: boolean;
  /** A tile's heart: server markup the tile-hearts behaviour drives, with no React on the client. */
  onTile?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** The wishlist heart button (spec section 4): pressed when the product is on the wishlist. */
export function HeartButton({ productId, productName, active, ready, busy, onTile, onClick }: HeartButtonProps) {
  const t = useStrings();
  return (
    <button type="button" className={`wishlist-heart${active ? ' is-active' : ''}`} aria-pressed={active}
      aria-label={interpolate(t.wishlistHeartLabel, { name: productName })} disabled={!ready}
      aria-busy={busy || undefined} data-product-id={productId} {...(onTile ? { [TILE_HEART_ATTRIBUTE]: '' } : {})} onClick={onClick}>
      <HeartIcon />
    </button>
  );
}
