import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Category } from '../../../domain/catalog/product.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import '../../ui-react/entry/islands.server.js';
import { Layout } from '../../ui-react/parts/chrome/layout.js';
import type { TranslatableStrings } from '../../i18n/catalogue.js';
import { pageStringsFor } from '../../i18n/page-strings.js';
import { StringsContext } from '../../ui-react/runtime/i18n/strings-context.js';
import { buildPageChrome } from '../../ui-react/parts/chrome/page-chrome.view.js';
import type { AssetManifest } from './asset-manifest.js';
import { brandIconHref, themeHref } from './theme-css.js';

export interface PageFrame {
  site: SiteVariant;
  assets: AssetManifest;
  /** The brand's categories for the navigation; empty when they could not be loaded. */
  categories: readonly Category[];
  activeCategorySlug: string | null;
  /** The page's tags for search engines and link previews, in the head. */
  head?: ReactElement;
  /** Payments: the payment sandbox is the gateway (a banner on every page). */
  paymentsSandbox?: boolean;
  /** Consent: the site's tag manager, loaded after the shopper's consent; null: none. */
  tagManager?: { origin: string; containerId: string } | null;
}

/** The page strings of a site, in its language where a catalogue exists, else English. */
export const stringsFor = (site: SiteVariant): TranslatableStrings => pageStringsFor(site.locale);

/** A whole HTML document: the page body inside the Layout. */
export function renderDocument(frame: PageFrame, title: string, body: ReactElement): string {
  const chrome = buildPageChrome({
    site: frame.site,
    categories: frame.categories,
    activeCategorySlug: frame.activeCategorySlug,
    assets: frame.assets,
    themeHref: themeHref(frame.site.id, frame.site.theme),
    iconHref: brandIconHref(frame.site.id, frame.site.theme),
    strings: stringsFor(frame.site),
    browserStringKeys: frame.assets.browserStringKeys,
    paymentsSandbox: frame.paymentsSandbox === true,
    tagManager: frame.tagManager ?? null,
  });
  return `<!DOCTYPE html>${renderToString(<Layout chrome={chrome} title={title} head={frame.head}>{body}</Layout>)}`;
}

/** Only the page body, for `nolayout=true` fragment loads and fragment routes. Pages are sent with `reply.sendPage` (send-page.ts). */
export function renderFragment(site: SiteVariant, body: ReactElement): string {
  return renderToString(<StringsContext.Provider value={stringsFor(site)}>{body}</StringsContext.Provider>);
}
