import type { Category, Product } from '../../../../domain/catalog/product.js';
import { formatMoney } from '../../../../domain/pricing/format-price.js';
import { currentPriceMinor } from '../../../../domain/catalog/product.js';
import type { Money } from '../../../../domain/pricing/money.js';
import type { SizingRegion } from '../../../../domain/catalog/sizing-region.js';
import { priceNoticeOf, type PriceNotice } from '../../../../domain/site/price-notices.js';
import type { SiteVariant } from '../../../../domain/site/site-variant.js';
import { buyGridOf, giftCardOf, minorToPlainDecimal, type BuyGridView, type GiftCardGridView } from '../basket/buy-grid.view.js';
import type { LinkView } from '../chrome/link.view.js';
import { categoryHref, productHref } from '../chrome/page-chrome.view.js';
import { toPriceView, type PriceView } from '../chrome/price.view.js';
import type { ProductDataFields } from '../chrome/product-data-fields.view.js';
import { displayImagesOf } from '../chrome/product-images.view.js';

export interface ProductDetailView {
  id: number;
  /** The page's meta description: the product name and the start of its description. */
  pageDescription: string;
  code: string;
  name: string;
  /** The description as HTML for the page: an import's, cleaned to the allow-list (ADR 47), or plain text escaped into a paragraph. */
  descriptionHtml: string;
  price: PriceView;
  /** On an EU site showing a reduction: the lowest price of the 30 days before it, formatted. */
  lowestPriorPrice: string | null;
  /** The tax and delivery notice the site's law wants beside the price. */
  priceNotice: PriceNotice;
  images: string[];
  breadcrumbs: LinkView[];
  buyGrid: BuyGridView | null;
  giftCard: GiftCardGridView | null;
  productData: ProductDataFields;
}

export interface ProductDetailInput {
  product: Product;
  category: Category | null;
  site: SiteVariant;
  sizingRegion: SizingRegion;
  homeLabel: string;
  /** The instant the page is priced at. */
  now: Date;
  /** The lowest price of the 30 days before a reduction, where the site shows one (ViewLowestPriorPrice). */
  lowestPriorPrice?: Money | null;
}

export function toProductDetailView({ product, category, site, sizingRegion, homeLabel, now, lowestPriorPrice = null }: ProductDetailInput): ProductDetailView {
  const crumbs: LinkView[] = [{ href: '/', label: homeLabel, current: false }];
  if (category) crumbs.push({ href: categoryHref(category.slug), label: category.name, current: false });
  crumbs.push({ href: productHref(product.slug), label: product.name, current: true });
  const isGiftCard = product.kind === 'evoucher-giftcard';
  const images = displayImagesOf(product);
  return {
    id: product.id,
    pageDescription: `${product.name}. ${plainTextOf(product.description)}`,
    code: product.code,
    name: product.name,
    descriptionHtml: descriptionHtmlOf(product.description),
    price: toPriceView(product, site.price, now),
    lowestPriorPrice: lowestPriorPrice === null ? null : formatMoney(lowestPriorPrice, site.price),
    priceNotice: priceNoticeOf(site.region),
    images,
    breadcrumbs: crumbs,
    buyGrid: isGiftCard ? null : buyGridOf(product, sizingRegion),
    giftCard: giftCardOf(product, site),
    productData: {
      productID: String(product.id),
      currency_symbol: site.price.currencySymbol,
      currency_rate: String(site.price.currencyRate),
      'currency_symbol-position': site.price.symbolPosition,
      currency_separator: site.price.separator,
      parent_site_prefix: site.parentSitePrefix,
      productName: product.name,
      image_location: images[0] ?? '',
      // The spec's value beside currency_rate: the GBP base that rate converts (listings sort by it too).
      productValue: minorToPlainDecimal(currentPriceMinor(product)),
    },
  };
}

/**
 * Imported descriptions are HTML already cleaned to a small allow-list when the file was read
 * (src/adapters/catalog-formats/description-html.ts); the demo catalog's are plain sentences.
 */
const isHtml = (text: string): boolean => /^\s*</.test(text);

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const descriptionHtmlOf = (description: string): string =>
  (isHtml(description) ? description : `<p>${escapeText(description)}</p>`);

const plainTextOf = (description: string): string =>
  (isHtml(description)
    ? description.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim()
    : description);
