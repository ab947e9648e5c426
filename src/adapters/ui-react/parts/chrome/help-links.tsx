import { HELP_PAGES, helpPagePath, type HelpPage } from '../../../../domain/site/help-pages.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { NavLinkList } from './nav-link-list.js';

const LINK_TEXT: Record<HelpPage, (t: TranslatableStrings) => string> = {
  terms: (t) => t.helpTerms,
  privacy: (t) => t.helpPrivacy,
  cookies: (t) => t.helpCookies,
  returns: (t) => t.helpReturns,
  delivery: (t) => t.helpDelivery,
  contact: (t) => t.helpContact,
};

/** The footer's links to the legal and help pages, which the law wants reachable from every page. */
export function HelpLinks() {
  const t = useStrings();
  const links = HELP_PAGES.map((page) => ({ href: helpPagePath(page), label: LINK_TEXT[page](t), current: false }));
  return (
    <nav className="help-links" aria-labelledby="help-links-title">
      <h2 className="help-links__title" id="help-links-title">{t.helpPagesTitle}</h2>
      <NavLinkList links={links} listClassName="help-links__list" linkClassName="help-links__link" />
    </nav>
  );
}
