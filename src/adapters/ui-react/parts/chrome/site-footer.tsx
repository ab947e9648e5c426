import { useStrings } from '../../runtime/i18n/strings-context.js';
import { HelpLinks } from './help-links.js';
import type { LinkView } from './link.view.js';
import { NavLinkList } from './nav-link-list.js';
import type { SiteView } from './page-chrome.view.js';

/** Footer with the site switcher: every brand and region, as plain `?site=` links. */
export function SiteFooter({ site, siteLinks }: { site: SiteView; siteLinks: LinkView[] }) {
  const t = useStrings();
  return (
    <footer className="site-footer">
      <HelpLinks />
      <nav className="site-switcher" aria-labelledby="site-switcher-title">
        <h2 className="site-switcher__title" id="site-switcher-title">{t.chooseSite}</h2>
        <NavLinkList links={siteLinks} listClassName="site-switcher__list" linkClassName="site-switcher__link" />
      </nav>
      <button type="button" className="site-footer__cookie-settings" data-cookie-settings>{t.cookieSettings}</button>
      <p className="site-footer__legal">{`© ${site.brandName}`}</p>
    </footer>
  );
}
