import type { ReactNode } from 'react';
import type { PageChrome } from '../../parts/chrome/page-chrome.view.js';
import { TranslatableStringsBlock } from '../../parts/chrome/translatable-strings.js';
import { StringsContext } from '../../runtime/i18n/strings-context.js';

/**
 * The document of the sandbox's 3-D Secure challenge: it is shown in an iframe inside the shop's
 * challenge container, as an issuer's page is, so it has the shop's styles and scripts but no
 * header, navigation or footer around it.
 */
export function SandboxFrameDocument({ chrome, title, children }: { chrome: PageChrome; title: string; children: ReactNode }) {
  const { site, strings } = chrome;
  return (
    <html lang={site.lang} className={site.rootClasses.join(' ')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${site.brandName}`}</title>
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
          <main id="main" className="page payment-sandbox-frame" tabIndex={-1}>
            {children}
          </main>
          <TranslatableStringsBlock json={chrome.stringsJson} />
        </StringsContext.Provider>
      </body>
    </html>
  );
}
