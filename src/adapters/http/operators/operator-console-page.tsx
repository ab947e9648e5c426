import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import type { OperatorConsoleStrings } from '../../i18n/catalogue.js';
import { catalogueFor } from '../../i18n/languages.js';
import { OperatorDocument } from '../../ui-react/screens/operator/operator-document.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { brandIconHref, themeHref } from '../pages/theme-css.js';

/** The console's words in the site's language. */
export const consoleStringsFor = (site: SiteVariant): OperatorConsoleStrings => catalogueFor(site.locale).operatorConsole;

/** A whole console page: the shop's styles and the site's theme around `body`, and no script. */
export function renderConsolePage(site: SiteVariant, assets: AssetManifest, title: string, body: ReactElement): string {
  const view = {
    lang: site.locale, title, iconHref: brandIconHref(site.id, site.theme),
    styles: [...assets.styles, themeHref(site.id, site.theme)],
  };
  return `<!DOCTYPE html>${renderToString(<OperatorDocument view={view}>{body}</OperatorDocument>)}`;
}
