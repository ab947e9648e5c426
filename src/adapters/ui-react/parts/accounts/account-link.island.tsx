import { useEffect, useState } from 'react';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { getUserDataLayer } from './user-data-layer.client.js';

/** The header's account link: 'Sign in' for a guest, 'Hi, {name}' for a shopper, from the user data layer. */
export function AccountLink({ signInHref, accountHref }: { signInHref: string; accountHref: string }) {
  const t = useStrings();
  const [shopperName, setShopperName] = useState<string | null>(null);

  useEffect(() => {
    getUserDataLayer().then((layer) => setShopperName(layer.isShopper ? layer.shopperName ?? '' : null), () => undefined);
  }, []);

  return shopperName === null
    ? <a className="header-link account-link" href={signInHref}>{t.signIn}</a>
    : <a className="header-link account-link is-shopper" href={accountHref}>{interpolate(t.greeting, { name: shopperName })}</a>;
}
