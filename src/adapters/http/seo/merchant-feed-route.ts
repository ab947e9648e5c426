import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { catalogLanguageOf } from '../../../domain/catalog/catalog-language.js';
import type { Product } from '../../../domain/catalog/product.js';
import { productPrice } from '../../../domain/pricing/list-price.js';
import type { Money } from '../../../domain/pricing/money.js';
import type { BrandId, SiteVariant } from '../../../domain/site/site-variant.js';
import { findSiteVariant } from '../../../domain/site/site-variants.js';
import { siteOrigin, siteUrl, type SiteOrigins } from '../../../domain/site/site-urls.js';
import type { SitemapCatalog } from '../../../ports/sitemap-catalog.port.js';
import { absoluteAsset, siteOriginsOf } from './page-seo.js';
import { xmlText } from './xml-text.js';

/** Products read per query while the feed streams. */
const READ_PAGE_SIZE = 500;

/** Bad Rhino dresses men; every other brand of the group is women's fashion. */
const MENSWEAR: ReadonlySet<BrandId> = new Set(['bad-rhino']);

export interface MerchantFeedRouteOptions {
  catalog: SitemapCatalog;
}

const FeedParams = Type.Object({ site: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' }) });

/** Google's price text: '12.99 GBP'. */
const feedPrice = (amount: Money): string => `${(amount.amountMinor / 100).toFixed(2)} ${amount.currency}`;

const tag = (name: string, value: string): string => `<${name}>${xmlText(value)}</${name}>`;

/** One item per size of a product, grouped by the product's code, at the price the site shows now. */
function itemsOf(product: Product, site: SiteVariant, origins: SiteOrigins, now: Date): string {
  const { price, priceBefore } = productPrice(product, site.price, now);
  const link = siteUrl(site, `/product/${encodeURIComponent(product.slug)}`, origins);
  const origin = siteOrigin(site, origins);
  const [image, ...more] = product.images.map((path) => absoluteAsset(path, origin));
  return product.sizes.map((size) => [
    '<item>',
    tag('g:id', size.stockId),
    tag('g:item_group_id', product.code),
    tag('title', `${product.name} - ${size.ukSize}`),
    tag('description', product.description),
    tag('link', link),
    ...(image === undefined ? [] : [tag('g:image_link', image)]),
    ...more.slice(0, 10).map((url) => tag('g:additional_image_link', url)),
    tag('g:availability', size.unitsInStock > 0 ? 'in_stock' : 'out_of_stock'),
    // The feed's price is the one before a reduction, the sale price beside it, as Google asks.
    tag('g:price', feedPrice(priceBefore ?? price)),
    ...(priceBefore === null ? [] : [tag('g:sale_price', feedPrice(price))]),
    tag('g:size', size.ukSize),
    tag('g:color', product.colour),
    tag('g:gender', MENSWEAR.has(site.brand) ? 'male' : 'female'),
    tag('g:age_group', 'adult'),
    tag('g:brand', site.brandName),
    ...(size.barcode ? [tag('g:gtin', size.barcode)] : []),
    tag('g:condition', 'new'),
    '</item>\n',
  ].join('')).join('');
}

/**
 * GET /feeds/google/<site>.xml: the site's Google Merchant Center feed, RSS 2.0 with the `g:`
 * namespace, one item per size of every product on sale, streamed from keyset pages.
 */
export const merchantFeedRoute: FastifyPluginAsync<MerchantFeedRouteOptions> = async (fastify, { catalog }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/feeds/google/:site.xml', { schema: { params: FeedParams } }, async (request, reply) => {
    const site = findSiteVariant(request.params.site);
    if (site === undefined) return reply.callNotFound();
    const origins = siteOriginsOf(request);
    const now = request.pricedAt;
    async function* feed(): AsyncGenerator<string> {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
      yield `${tag('title', site!.brandName)}${tag('link', siteUrl(site!, '/', origins))}${tag('description', `${site!.brandName} ${site!.regionLabel}`)}\n`;
      for (let after = 0; ;) {
        const page = await catalog.feedProductsAfter(site!.brand, after, READ_PAGE_SIZE, catalogLanguageOf(site!.locale));
        if (page.length === 0) break;
        yield page.map((product) => itemsOf(product, site!, origins, now)).join('');
        after = page[page.length - 1]!.id;
      }
      yield '</channel>\n</rss>\n';
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(Readable.from(feed()));
  });
};
