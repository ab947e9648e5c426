import type { Category, Product, StockLevel } from '../../../../domain/catalog/product.js';
import { currentPriceMinor, stockLevelOf } from '../../../../domain/catalog/product.js';
import { SIZING_REGIONS, sizeLabelIn, type SizingRegion } from '../../../../domain/catalog/sizing-region.js';
import { convertPrice, formatPrice } from '../../../../domain/pricing/format-price.js';
import type { SiteVariant } from '../../../../domain/site/site-variant.js';
import type { LinkView } from '../../parts/chrome/link.view.js';
import { categoryHref, productHref } from '../../parts/chrome/page-chrome.view.js';
import { toPriceView, type PriceView } from '../../parts/chrome/price.view.js';
import { displayImagesOf } from '../../parts/chrome/product-images.view.js';

export const ADD_TO_BAG_ACTION = '/basket/api/add';

export interface SizeOptionView {
  stockId: string;
  ukSize: string;
  /** The size in the chosen sizing region. */
  label: string;
  stock: StockLevel;
}

export interface BuyGridView {
  productId: number;
  action: string;
  sizes: SizeOptionView[];
  sizingRegion: SizingRegion;
  sizingRegions: readonly SizingRegion[];
  /** Where the sizing-region form goes: the product page itself. */
  regionAction: string;
}

export interface GiftCardGridView {
  productId: number;
  stockId: string;
  action: string;
  /** value: the price in the display currency's major units, digits and a point only. */
  priceOptions: { value: string; label: string }[];
  cardTypes: { id: string; name: string; image: string }[];
}

/** Spec section 3, field names exactly as the client scripts read them. */
export interface ProductDataFields {
  productID: string;
  currency_symbol: string;
  currency_rate: string;
  'currency_symbol-position': string;
  currency_separator: string;
  parent_site_prefix: string;
  productName: string;
  image_location: string;
  /** Current price in GBP major units; the client multiplies by currency_rate to display it. */
  productValue: string;
}

export interface ProductDetailView {
  id: number;
  code: string;
  name: string;
  description: string;
  price: PriceView;
  images: string[];
  breadcrumbs: LinkView[];
  buyGrid: BuyGridView | null;
  giftCard: GiftCardGridView | null;
  productData: ProductDataFields;
}

/** Minor units as a plain decimal: 2500 -> '25', 2925 -> '29.25'. */
export const minorToPlainDecimal = (minor: number): string => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

function buyGridOf(product: Product, region: SizingRegion): BuyGridView {
  return {
    productId: product.id,
    action: ADD_TO_BAG_ACTION,
    sizes: product.sizes.map((s) => ({
      stockId: s.stockId,
      ukSize: s.ukSize,
      label: sizeLabelIn(s.ukSize, region),
      stock: stockLevelOf(s.unitsInStock),
    })),
    sizingRegion: region,
    sizingRegions: SIZING_REGIONS,
    regionAction: productHref(product.slug),
  };
}

function giftCardOf(product: Product, site: SiteVariant): GiftCardGridView | null {
  if (product.kind !== 'evoucher-giftcard' || product.giftCard === null) return null;
  return {
    productId: product.id,
    stockId: product.sizes[0]?.stockId ?? '',
    action: ADD_TO_BAG_ACTION,
    priceOptions: product.giftCard.priceOptions.map((o) => ({
      value: minorToPlainDecimal(convertPrice(o.valueMinor, site.price.currencyRate)),
      label: formatPrice(o.valueMinor, site.price),
    })),
    cardTypes: product.giftCard.cardTypes.map((t) => ({ id: t.id, name: t.name, image: t.image })),
  };
}

export interface ProductDetailInput {
  product: Product;
  category: Category | null;
  site: SiteVariant;
  sizingRegion: SizingRegion;
  homeLabel: string;
}

export function toProductDetailView({ product, category, site, sizingRegion, homeLabel }: ProductDetailInput): ProductDetailView {
  const crumbs: LinkView[] = [{ href: '/', label: homeLabel, current: false }];
  if (category) crumbs.push({ href: categoryHref(category.slug), label: category.name, current: false });
  crumbs.push({ href: productHref(product.slug), label: product.name, current: true });
  const isGiftCard = product.kind === 'evoucher-giftcard';
  const images = displayImagesOf(product);
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    description: product.description,
    price: toPriceView(product, site.price),
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
      productValue: minorToPlainDecimal(currentPriceMinor(product)),
    },
  };
}
