import type { PriceDisplay } from '../pricing/format-price.js';

export const BRANDS = ['long-tall', 'bad-rhino', 'pixie', 'mandco', 'evans', 'yours-clothing', 'whip', 'star'] as const;
export type BrandId = (typeof BRANDS)[number];

export const REGIONS = ['GB', 'IE', 'US', 'DK', 'SE', 'PL', 'DE', 'NL', 'FR', 'ES', 'AU'] as const;
export type RegionCode = (typeof REGIONS)[number];

export interface SiteTheme {
  logoText: string;
  colours: { primary: string; primaryText: string; accent: string; background: string; text: string; sale: string };
  fonts: { heading: string; body: string };
}

/** One storefront a shopper can land on: a brand in a region. */
export interface SiteVariant {
  id: string;
  brand: BrandId;
  brandName: string;
  region: RegionCode;
  /** Region label shown to shoppers, e.g. 'DE/AT'. */
  regionLabel: string;
  rootClasses: string[];
  /** Short variant code used by display rules ('mc', 'ev', 'yc', ...). */
  variantCode: string;
  currency: string;
  locale: string;
  countryCode: string;
  /** ISO codes of the countries the site delivers to (the delivery country list), its own first. */
  deliveryCountries: readonly string[];
  price: PriceDisplay;
  /** Site behaviour: the quick basket shows the complete-the-look pop-up (Evans, Yours Clothing). */
  completeTheLook: boolean;
  recommendationIndex: string;
  parentSitePrefix: string;
  theme: SiteTheme;
}
