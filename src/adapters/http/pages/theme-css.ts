import { createHash } from 'node:crypto';
import type { SiteTheme } from '../../../domain/site/site-variant.js';

/** The brand's CSS custom properties, overriding the defaults of storefront.css. */
export function themeCss(theme: SiteTheme): string {
  const c = theme.colours;
  const properties: [string, string][] = [
    ['--colour-primary', c.primary],
    ['--colour-primary-text', c.primaryText],
    ['--colour-accent', c.accent],
    ['--colour-background', c.background],
    ['--colour-text', c.text],
    ['--colour-sale', c.sale],
    ['--font-heading', theme.fonts.heading],
    ['--font-body', theme.fonts.body],
  ];
  return `:root {\n${properties.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;
}

/** A short content hash of the theme, for cache-busting links and the ETag. */
export function themeVersion(theme: SiteTheme): string {
  return createHash('sha256').update(themeCss(theme)).digest('base64url').slice(0, 10);
}

export const themeHref = (siteId: string, theme: SiteTheme): string =>
  `/theme/${encodeURIComponent(siteId)}.css?v=${themeVersion(theme)}`;

export const brandIconHref = (siteId: string, theme: SiteTheme): string =>
  `/theme/icons/${encodeURIComponent(siteId)}.svg?v=${themeVersion(theme)}`;
