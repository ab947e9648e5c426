import type { BrandId, RegionCode, SiteTheme, SiteVariant } from './site-variant.js';

interface BrandDefinition {
  name: string;
  variantCode: string;
  rootClass: string;
  regions: RegionCode[];
  /** The quick basket shows the complete-the-look pop-up after an add. */
  completeTheLook?: boolean;
  theme: SiteTheme;
}

interface RegionDefinition {
  label: string;
  currency: string;
  locale: string;
  countryCode: string;
  currencySymbol: string;
  currencyRate: number;
  symbolPosition: 'before' | 'after';
  separator: '.' | ',';
  /** ISO codes of the countries this region's sites deliver to, its own first. */
  deliveryCountries: string[];
}

const theme = (logoText: string, primary: string, accent: string, heading: string, body: string, primaryText = '#ffffff'): SiteTheme => ({
  logoText,
  colours: { primary, primaryText, accent, background: '#ffffff', text: '#1a1a1a', sale: '#b00020' },
  fonts: { heading, body },
});

export const BRAND_DEFINITIONS: Record<BrandId, BrandDefinition> = {
  'long-tall': { name: 'Long Tall Sally', variantCode: 'lts', rootClass: 'is-lts', regions: ['GB', 'US'], theme: theme('LONG TALL SALLY', '#1f2a44', '#c9a66b', 'Georgia, serif', 'Helvetica, Arial, sans-serif') },
  'bad-rhino': { name: 'Bad Rhino', variantCode: 'br', rootClass: 'is-br', regions: ['GB'], theme: theme('BAD RHINO', '#1b1b1b', '#e05a00', 'Impact, "Arial Black", sans-serif', 'Arial, sans-serif') },
  pixie: { name: 'Pixie', variantCode: 'px', rootClass: 'is-px', regions: ['GB'], theme: theme('pixie', '#7a1f5c', '#f4b6d2', '"Trebuchet MS", sans-serif', '"Trebuchet MS", sans-serif') },
  mandco: { name: 'M&Co', variantCode: 'mc', rootClass: 'is-mc', regions: ['GB', 'IE'], theme: theme('M&Co', '#00594f', '#f2c14e', 'Verdana, sans-serif', 'Verdana, sans-serif') },
  evans: { name: 'Evans', variantCode: 'ev', rootClass: 'is-ev', completeTheLook: true, regions: ['GB', 'IE'], theme: theme('evans', '#5b2a86', '#e4d4f4', '"Palatino Linotype", Palatino, serif', 'Tahoma, sans-serif') },
  'yours-clothing': {
    completeTheLook: true,
    name: 'Yours Clothing', variantCode: 'yc', rootClass: 'is-yc',
    regions: ['GB', 'IE', 'US', 'DK', 'SE', 'PL', 'DE', 'NL', 'FR', 'ES', 'AU'],
    theme: theme('YOURS', '#b0125b', '#ffd1e3', '"Gill Sans", "Gill Sans MT", sans-serif', 'Arial, sans-serif'),
  },
  whip: { name: 'Whip', variantCode: 'wh', rootClass: 'is-wh', regions: ['GB'], theme: theme('WHIP', '#0d3b66', '#faf0ca', '"Courier New", monospace', 'Helvetica, sans-serif') },
  star: { name: 'Star', variantCode: 'st', rootClass: 'is-st', regions: ['GB'], theme: theme('★ STAR', '#8a6d00', '#fff3b0', 'Georgia, serif', 'Georgia, serif', '#ffffff') },
};

const REGION_DEFINITIONS: Record<RegionCode, RegionDefinition> = {
  GB: { label: 'GB', currency: 'GBP', locale: 'en-GB', countryCode: 'GB', currencySymbol: '£', currencyRate: 1, symbolPosition: 'before', separator: '.', deliveryCountries: ['GB', 'IE', 'JE', 'GG', 'IM'] },
  IE: { label: 'IE', currency: 'EUR', locale: 'en-IE', countryCode: 'IE', currencySymbol: '€', currencyRate: 1.17, symbolPosition: 'before', separator: '.', deliveryCountries: ['IE', 'GB'] },
  US: { label: 'US', currency: 'USD', locale: 'en-US', countryCode: 'US', currencySymbol: '$', currencyRate: 1.27, symbolPosition: 'before', separator: '.', deliveryCountries: ['US', 'CA'] },
  DK: { label: 'DK', currency: 'DKK', locale: 'da-DK', countryCode: 'DK', currencySymbol: 'kr', currencyRate: 8.72, symbolPosition: 'after', separator: ',', deliveryCountries: ['DK'] },
  SE: { label: 'SE', currency: 'SEK', locale: 'sv-SE', countryCode: 'SE', currencySymbol: 'kr', currencyRate: 13.35, symbolPosition: 'after', separator: ',', deliveryCountries: ['SE'] },
  PL: { label: 'PL', currency: 'PLN', locale: 'pl-PL', countryCode: 'PL', currencySymbol: 'zł', currencyRate: 5.02, symbolPosition: 'after', separator: ',', deliveryCountries: ['PL'] },
  DE: { label: 'DE/AT', currency: 'EUR', locale: 'de-DE', countryCode: 'DE', currencySymbol: '€', currencyRate: 1.17, symbolPosition: 'after', separator: ',', deliveryCountries: ['DE', 'AT'] },
  NL: { label: 'NL', currency: 'EUR', locale: 'nl-NL', countryCode: 'NL', currencySymbol: '€', currencyRate: 1.17, symbolPosition: 'before', separator: ',', deliveryCountries: ['NL', 'BE'] },
  FR: { label: 'FR', currency: 'EUR', locale: 'fr-FR', countryCode: 'FR', currencySymbol: '€', currencyRate: 1.17, symbolPosition: 'after', separator: ',', deliveryCountries: ['FR', 'BE'] },
  ES: { label: 'ES', currency: 'EUR', locale: 'es-ES', countryCode: 'ES', currencySymbol: '€', currencyRate: 1.17, symbolPosition: 'after', separator: ',', deliveryCountries: ['ES'] },
  AU: { label: 'AU', currency: 'AUD', locale: 'en-AU', countryCode: 'AU', currencySymbol: '$', currencyRate: 1.93, symbolPosition: 'before', separator: '.', deliveryCountries: ['AU', 'NZ'] },
};

/** The GB site of a brand has the brand's id; other regions append the region: 'yours-clothing-de'. */
export const siteIdOf = (brand: BrandId, region: RegionCode): string =>
  region === 'GB' ? brand : `${brand}-${region.toLowerCase()}`;

function buildVariant(brand: BrandId, region: RegionCode): SiteVariant {
  const b = BRAND_DEFINITIONS[brand];
  const r = REGION_DEFINITIONS[region];
  const id = siteIdOf(brand, region);
  return {
    id,
    brand,
    brandName: b.name,
    region,
    regionLabel: r.label,
    rootClasses: [b.rootClass, `region-${region.toLowerCase()}`],
    variantCode: b.variantCode,
    currency: r.currency,
    locale: r.locale,
    countryCode: r.countryCode,
    deliveryCountries: r.deliveryCountries,
    price: { currency: r.currency, currencySymbol: r.currencySymbol, currencyRate: r.currencyRate, symbolPosition: r.symbolPosition, separator: r.separator },
    completeTheLook: b.completeTheLook ?? false,
    recommendationIndex: `${b.variantCode}_${region.toLowerCase()}_products`,
    parentSitePrefix: b.variantCode,
    theme: b.theme,
  };
}

export const SITE_VARIANTS: readonly SiteVariant[] = (Object.keys(BRAND_DEFINITIONS) as BrandId[]).flatMap((brand) =>
  BRAND_DEFINITIONS[brand].regions.map((region) => buildVariant(brand, region)),
);

const byId = new Map(SITE_VARIANTS.map((v) => [v.id, v]));

export const findSiteVariant = (id: string): SiteVariant | undefined => byId.get(id.toLowerCase());

export const DEFAULT_SITE_ID = 'yours-clothing';
