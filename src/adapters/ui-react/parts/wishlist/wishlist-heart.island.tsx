import { useEffect, useState } from 'react';
import { isHeartActive } from '../../../../domain/wishlist/wishlist.js';
import { useClientStore } from '../../runtime/client-store.js';
import { HeartButton } from './heart-button.js';
import { pressHeart } from './heart-press.client.js';
import { loadWishlist } from './wishlist-state.client.js';

export interface WishlistHeartProps {
  productId: number;
  productName: string;
}

/**
 * The heart on the product page (spec section 4): pressed when the product is on the wishlist.
 * A press flips it at once and sends the add or delete; a refusal flips it back. It stays
 * disabled until the wishlist has been read, since the page itself is cached and shared. The
 * hearts on tiles are the same button without an island each (tile-hearts.client.ts).
 */
export function WishlistHeart({ productId, productName }: WishlistHeartProps) {
  const ids = useClientStore((s) => s.wishlistIds);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    loadWishlist().catch(() => undefined).finally(() => { if (live) setReady(true); });
    return () => { live = false; };
  }, []);

  const active = isHeartActive({ activeProductIds: ids }, productId);

  const onClick = async () => {
    setBusy(true);
    try {
      await pressHeart(productId);
    } finally {
      setBusy(false);
    }
  };

  return <HeartButton productId={productId} productName={productName} active={active} ready={ready} busy={busy} onClick={() => void onClick()} />;
}
