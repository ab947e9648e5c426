import type { ReactNode } from 'react';
import { StringsContext } from '../../runtime/i18n/strings-context.js';
import { DescriptionContext, MetaDescription } from './page-description.js';
import type { PageChrome } from './page-chrome.view.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';
import { TranslatableStringsBlock } from './translatable-strings.js';
// Payments.
import { SandboxBanner } from '../checkout/sandbox-banner.js';

export interface LayoutProps {
  chrome: PageChrome;
  title: string;
  /** The page's meta description; without it the screen's own `<PageDescription>` is used. */
  description?: string;
  children: ReactNode;
}

/** The whole HTML document around a page: head, skip link, header, main, footer. */
export function Layout({ chrome, title, description, children }: LayoutProps) {
  const { site, strings } = chrome;
  return (
    <html lang={site.lang} className={site.rootClasses.join(' ')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${site.brandName}`}</title>
        {description !== undefined && <MetaDescription text={description} />}
        <link rel="icon" href={chrome.iconHref} type="image/svg+xml" />
        {chrome.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="stylesheet" href={chrome.themeHref} />
        {chrome.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>
        <DescriptionContext.Provider value={description !== undefined ? 'layout' : 'page'}>
        <StringsContext.Provider value={strings}>
          <a className="skip-link" href="#main">{strings.skipToContent}</a>
          {chrome.paymentsSandbox === true && <SandboxBanner />}
          <SiteHeader site={site} nav={chrome.nav} />
          {/* The user data layer (spec section 7): islands read the shopper's data from this path; the token input is filled from it. */}
          <div id="user-datalayer" data-url="/api/user/datalayer" hidden />
          <input type="hidden" id="RequestVerificationToken" name="RequestVerificationToken" defaultValue="" />
          <main id="main" className="page" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter site={site} siteLinks={chrome.siteLinks} />
          <TranslatableStringsBlock json={chrome.stringsJson} />
        </StringsContext.Provider>
        </DescriptionContext.Provider>
      </body>
    </html>
  );
}
