import type { ReactNode } from 'react';
import { StringsContext } from '../../runtime/i18n/strings-context.js';
import { MetaDescription } from './page-description.js';
import type { PageChrome } from './page-chrome.view.js';
import { TranslatableStringsBlock } from './translatable-strings.js';

export interface ShopDocumentProps {
  chrome: PageChrome;
  title: string;
  /** The page's meta description, when the document itself states it. */
  description?: string;
  /** Tags for search engines and link previews (canonical, alternates, Open Graph, JSON-LD). */
  head?: ReactNode;
  /** The body's content; the locale's strings are in context around it. */
  children: ReactNode;
}

/**
 * The HTML document every page of the shop is, whatever is around its content: the site's
 * language and root classes, a head with the title, icon, styles, theme and scripts, and a body
 * that ends with the translatable strings the client code reads.
 */
export function ShopDocument({ chrome, title, description, head, children }: ShopDocumentProps) {
  const { site, strings } = chrome;
  return (
    <html lang={site.lang} className={site.rootClasses.join(' ')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${site.brandName}`}</title>
        {description !== undefined && <MetaDescription text={description} />}
        {head}
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
        <StringsContext.Provider value={strings}>
          {children}
          <TranslatableStringsBlock json={chrome.stringsJson} />
        </StringsContext.Provider>
      </body>
    </html>
  );
}
