import { DescriptionContext } from './page-description.js';
import { ShopDocument, type ShopDocumentProps } from './shop-document.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';
// Payments.
import { SandboxBanner } from '../checkout/sandbox-banner.js';
// Cookie consent.
import { ConsentBanner } from '../consent/consent-banner.js';
import { TagManagerBlock } from '../consent/tag-manager-block.js';

/**
 * The whole HTML document around a page: head, skip link, header, main, footer. Without a
 * `description` the screen's own `<PageDescription>` states the page's meta description.
 */
export function Layout({ chrome, title, description, head, children }: ShopDocumentProps) {
  const { site, strings } = chrome;
  return (
    <ShopDocument chrome={chrome} title={title} description={description} head={head}>
      <DescriptionContext.Provider value={description !== undefined ? 'layout' : 'page'}>
        <a className="skip-link" href="#main">{strings.skipToContent}</a>
        <ConsentBanner />
        <TagManagerBlock tagManager={chrome.tagManager ?? null} />
        {chrome.paymentsSandbox === true && <SandboxBanner />}
        <SiteHeader site={site} nav={chrome.nav} />
        {/* The user data layer (spec section 7): islands read the shopper's data from this path; the token input is filled from it. */}
        <div id="user-datalayer" data-url="/api/user/datalayer" hidden />
        <input type="hidden" id="RequestVerificationToken" name="RequestVerificationToken" defaultValue="" />
        <main id="main" className="page" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter site={site} siteLinks={chrome.siteLinks} />
      </DescriptionContext.Provider>
    </ShopDocument>
  );
}
