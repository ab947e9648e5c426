import type { ReactNode } from 'react';

export interface OperatorDocumentView {
  lang: string;
  title: string;
  /** The shop's stylesheets and the site's theme; the console loads no script. */
  styles: readonly string[];
  iconHref: string;
}

/**
 * The document of an operator console page: the shop's styles around a main landmark, and no
 * script at all (none of the shoppers' islands, wallets or analytics runs for staff).
 */
export function OperatorDocument({ view, children }: { view: OperatorDocumentView; children: ReactNode }) {
  return (
    <html lang={view.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{view.title}</title>
        <link rel="icon" href={view.iconHref} type="image/svg+xml" />
        {view.styles.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      </head>
      <body>
        <main id="main" className="page account-page account-page--form">
          {children}
        </main>
      </body>
    </html>
  );
}
