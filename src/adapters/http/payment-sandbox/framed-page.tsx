import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteVariant } from '../../../domain/site/site-variant.js';
import { buildPageChrome } from '../../ui-react/parts/chrome/page-chrome.view.js';
import { SandboxFrameDocument } from '../../ui-react/screens/payment-sandbox/sandbox-frame-document.js';
import type { AssetManifest } from '../pages/asset-manifest.js';
import { stringsFor } from '../pages/page-renderer.js';
import { brandIconHref, themeHref } from '../pages/theme-css.js';

/** A sandbox page meant for an iframe: the site's styles and scripts around the body, no shop chrome. */
export function renderFramedPage(site: SiteVariant, assets: AssetManifest, title: string, body: ReactElement): string {
  const chrome = buildPageChrome({
    site, categories: [], activeCategorySlug: null, assets,
    themeHref: themeHref(site.id, site.theme), iconHref: brandIconHref(site.id, site.theme), strings: stringsFor(site), browserStringKeys: assets.browserStringKeys,
  });
  return `<!DOCTYPE html>${renderToString(<SandboxFrameDocument chrome={chrome} title={title}>{body}</SandboxFrameDocument>)}`;
}
