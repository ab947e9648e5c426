import type { Category } from '../../../../domain/catalog/product.js';
import type { SiteVariant } from '../../../../domain/site/site-variant.js';
import { SITE_VARIANTS } from '../../../../domain/site/site-variants.js';
import type { TranslatableStrings } from '../../../i18n/catalogue.js';
import type { LinkView } from './link.view.js';
import { browserStringsJson } from './translatable-strings.js';

export interface SiteView {
  id: string;
  brandName: string;
  regionLabel: string;
  /** BCP 47 language tag for `<html lang>`. */
  lang: string;
  rootClasses: string[];
  logoText: string;
  currencySymbol: string;
}

/** Everything the Layout needs around a page's own content. JSON-safe. */
export interface PageChrome {
  site: SiteView;
  nav: LinkView[];
  siteLinks: LinkView[];
  scripts: string[];
  styles: string[];
  themeHref: string;
  iconHref: string;
  strings: TranslatableStrings;
  /** The page's translatable-strings block: the strings the browser reads, as JSON (translatable-strings.tsx). */
  stringsJson: string;
  /** Payments: the payment sandbox is the gateway, so every page says no real money is taken. */
  paymentsSandbox?: boolean;
  /** Consent: the site's tag manager, loaded after the shopper's consent; null: none. */
  tagManager?: TagManagerView | null;
}

/** Where a site's Google Tag Manager container is loaded from. */
export interface TagManagerView {
  origin: string;
  containerId: string;
}

export const categoryHref = (slug: string): string => `/category/${encodeURIComponent(slug)}`;
export const productHref = (slug: string): string => `/product/${encodeURIComponent(slug)}`;

function toSiteView(site: SiteVariant): SiteView {
  return {
    id: site.id,
    brandName: site.brandName,
    regionLabel: site.regionLabel,
    lang: site.locale,
    rootClasses: site.rootClasses,
    logoText: site.theme.logoText,
    currencySymbol: site.price.currencySymbol,
  };
}

export interface PageChromeInput {
  site: SiteVariant;
  categories: readonly Category[];
  activeCategorySlug: string | null;
  assets: { scripts: string[]; styles: string[] };
  themeHref: string;
  iconHref: string;
  strings: TranslatableStrings;
  /** The keys the client bundle reads (from the build); every key when absent. */
  browserStringKeys?: readonly string[];
  /** Payments: the payment sandbox is the gateway. */
  paymentsSandbox?: boolean;
  /** Consent: the site's tag manager; null: none. */
  tagManager?: TagManagerView | null;
}

export function buildPageChrome(input: PageChromeInput): PageChrome {
  return {
    // Payments.
    ...(input.paymentsSandbox === true ? { paymentsSandbox: true } : {}),
    site: toSiteView(input.site),
    nav: [...input.categories]
      .sort((a, b) => a.position - b.position)
      .map((c) => ({ href: categoryHref(c.slug), label: c.name, current: c.slug === input.activeCategorySlug })),
    siteLinks: SITE_VARIANTS.map((v) => ({
      href: `/?site=${encodeURIComponent(v.id)}`,
      label: `${v.brandName} ${v.regionLabel}`,
      current: v.id === input.site.id,
    })),
    scripts: input.assets.scripts,
    styles: input.assets.styles,
    themeHref: input.themeHref,
    iconHref: input.iconHref,
    strings: input.strings,
    stringsJson: browserStringsJson(input.strings, input.browserStringKeys),
    tagManager: input.tagManager ?? null,
  };
}
