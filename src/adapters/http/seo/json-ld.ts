import type { BreadcrumbList, Offer, Organization, Product as ProductLd, SearchAction, WebSite, WithContext } from 'schema-dts';
import type { Product } from '../../../domain/catalog/product.js';
import { productPrice } from '../../../domain/pricing/list-price.js';
import type { Money } from '../../../domain/pricing/money.js';
import type { SiteVariant } from '../../../domain/site/site-variant.js';

/** Structured data of a page, typed by schema.org's vocabulary. */
export type JsonLd = WithContext<ProductLd> | WithContext<BreadcrumbList> | WithContext<Organization> | WithContext<WebSite>;

/** A link as the page's breadcrumbs show it, with its absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** A price as schema.org writes it: major units with the currency's two decimals, '12.99'. */
const decimalPrice = (amount: Money): string => (amount.amountMinor / 100).toFixed(2);

/**
 * A product with an Offer per size at the price the site shows now (its list price, else the
 * converted GBP base), in stock or not, with the size's barcode as its GTIN-13 when it has one.
 */
export function productJsonLd(product: Product, site: SiteVariant, now: Date, page: { url: string; imageUrls: readonly string[]; description: string }): WithContext<ProductLd> {
  const { price } = productPrice(product, site.price, now);
  const offers: Offer[] = product.sizes.map((size) => ({
    '@type': 'Offer',
    sku: size.stockId,
    name: size.ukSize,
    price: decimalPrice(price),
    priceCurrency: price.currency,
    availability: size.unitsInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    url: page.url,
    ...(size.barcode ? { gtin13: size.barcode } : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: page.description,
    image: [...page.imageUrls],
    sku: product.code,
    productID: product.code,
    color: product.colour,
    brand: { '@type': 'Brand', name: site.brandName },
    url: page.url,
    offers,
  };
}

export const breadcrumbJsonLd = (crumbs: readonly Crumb[]): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
});

export const organizationJsonLd = (site: SiteVariant, homeUrl: string, logoUrl: string): WithContext<Organization> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.brandName,
  url: homeUrl,
  logo: logoUrl,
});

/** The site with its search box: `searchUrlTemplate` holds `{search_term_string}` where the words go. */
export function websiteJsonLd(site: SiteVariant, homeUrl: string, searchUrlTemplate: string): WithContext<WebSite> {
  // Google reads the search box's parameter from `query-input`, which schema.org's types do not name.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate },
    'query-input': 'required name=search_term_string',
  };
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: site.brandName, url: homeUrl, potentialAction: search };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so a `</script>` in a product's name stays text. */
export const jsonLdScriptText = (data: JsonLd): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
