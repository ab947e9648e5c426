import { useStrings } from '../../runtime/i18n/strings-context.js';
import { Island } from '../../runtime/island.js';
import type { LinkView } from './link.view.js';
import { NavLinkList } from './nav-link-list.js';
import type { SiteView } from './page-chrome.view.js';
import { SearchBox } from '../search/search-box.js';

export function SiteHeader({ site, nav }: { site: SiteView; nav: LinkView[] }) {
  const t = useStrings();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a className="site-logo" href="/">
          {site.logoText}
          <span className="visually-hidden">{` ${site.regionLabel}, ${t.home}`}</span>
        </a>
        <div className="header-links">
          <Island name="AccountLink" props={{ signInHref: '/account/signin', accountHref: '/account' }} />
          <Island name="WishlistCount" props={{ href: '/wishlist' }} />
        </div>
        <Island name="BasketButton" props={{ variantClass: site.rootClasses[0] ?? '' }} />
        <SearchBox />
      </div>
      {nav.length > 0 && (
        <nav className="category-nav" aria-label={t.mainNavigation}>
          <NavLinkList links={nav} listClassName="category-nav__list" linkClassName="category-nav__link" />
        </nav>
      )}
    </header>
  );
}
