import { useEffect, useState, useSyncExternalStore } from 'react';
import { wishlistCountText } from '../../../../domain/wishlist/wishlist.js';
import { useClientStore } from '../../runtime/client-store.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { getUserDataLayer } from '../accounts/user-data-layer.client.js';
import { HeartIcon } from './heart-icon.js';
import { isWishlistKnown, subscribeWishlistKnown } from './wishlist-state.client.js';

/** The header's wishlist link and count: from the user data layer, then from every change; blank when empty. */
export function WishlistCount({ href }: { href: string }) {
  const t = useStrings();
  const ids = useClientStore((s) => s.wishlistIds);
  const known = useSyncExternalStore(subscribeWishlistKnown, isWishlistKnown, () => false);
  const [fromLayer, setFromLayer] = useState(0);

  useEffect(() => {
    getUserDataLayer().then((layer) => setFromLayer(layer.wishlistCount), () => undefined);
  }, []);

  const count = known ? ids.length : fromLayer;
  const text = wishlistCountText(count);
  return (
    <a className="header-link wishlist-count" href={href}>
      <HeartIcon />
      <span className="header-link__label">{t.wishlist}</span>
      <span className="wishlist-count__number" data-count={count} aria-hidden={text === '' ? undefined : 'true'}>{text}</span>
      {text !== '' && <span className="visually-hidden">{interpolate(t.wishlistCountLabel, { count })}</span>}
    </a>
  );
}
