import { PageDescription } from '../../parts/chrome/page-description.js';
import { interpolate } from '../../runtime/i18n/interpolate.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { ANTI_FORGERY_FIELD } from './account-form.js';
import { REFRESH_MARKER_ATTRIBUTE } from '../../parts/accounts/user-data-layer.client.js';
// Orders and payments.
import { AccountOrders } from '../../parts/orders/account-orders.js';
import type { AccountOrderView } from '../../parts/orders/account-orders.view.js';

export interface AccountPageView {
  name: string;
  email: string;
  token: string;
  /** True right after signing in or registering: the browser's cached user data layer is out of date. */
  sessionChanged: boolean;
  /** Orders and payments: the shopper's orders with their status. */
  orders: AccountOrderView[];
}

const SIGN_OUT_ACTION = '/account/signout';

/** GET /account: the signed-in shopper's details, links to the wishlist and bag, and sign out. */
export function AccountPage({ view }: { view: AccountPageView }) {
  const t = useStrings();
  const marker = view.sessionChanged ? { [REFRESH_MARKER_ATTRIBUTE]: '' } : {};
  return (
    <div className="account-page" {...marker}>
      <PageDescription text={t.accountPageDescription} />
      <h1 className="account-page__title">{interpolate(t.accountTitle, { name: view.name })}</h1>
      <dl className="account-page__details">
        <dt>{t.nameLabel}</dt>
        <dd>{view.name}</dd>
        <dt>{t.emailLabel}</dt>
        <dd>{view.email}</dd>
      </dl>
      <AccountOrders orders={view.orders} />
      <ul className="account-page__links">
        <li><a href="/wishlist">{t.wishlistTitle}</a></li>
      </ul>
      <form className="account-page__signout" method="post" action={SIGN_OUT_ACTION}>
        <input type="hidden" name={ANTI_FORGERY_FIELD} value={view.token} />
        <button className="button button--secondary" type="submit">{t.signOut}</button>
      </form>
    </div>
  );
}
