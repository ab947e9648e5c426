import { currentPriceMinor, type Product } from '../../../domain/catalog/product.js';
import type { ListPrice } from '../../../domain/pricing/list-price.js';
import type { ProductHit, SearchSort } from '../../../domain/search/search-query.js';
import { priceBandOf } from '../../../domain/search/search-query.js';
import { assertNever } from '../../../domain/shared/result.js';

/**
 * A product as an Algolia record of the site's index. `objectID`, `url`, `title`, `image`,
 * `price` and `productcode` are the spec's recommended-hit fields; `price` is the current price
 * in GBP pence, which the replicas sort by and the price band is made from, as listings sort by the
 * GBP base; the price a site shows is told at the edge from the base and the price lists
 * (`prices`), so a scheduled sale needs no new record when it starts.
 */
export interface ProductRecord {
  objectID: string;
  url: string;
  title: string;
  image: string;
  price: number;
  productcode: string;
  productId: number;
  slug: string;
  kind: Product['kind'];
  colour: string;
  category: string;
  description: string;
  /** Sizes in stock. */
  sizes: string[];
  priceBand: string;
  priceMinor: number;
  salePriceMinor: number | null;
  /** Absent from records indexed before price lists existed: those show the converted GBP base. */
  prices?: ListPrice[];
}

export function toProductRecord(p: Product): ProductRecord {
  const price = currentPriceMinor(p);
  const image = p.kind === 'evoucher-giftcard' ? (p.giftCard?.cardTypes[0]?.image ?? p.images[0] ?? '') : (p.images[0] ?? '');
  return {
    objectID: String(p.id), url: `/product/${encodeURIComponent(p.slug)}`, title: p.name, image, price, productcode: p.code,
    productId: p.id, slug: p.slug, kind: p.kind, colour: p.colour, category: p.categorySlug, description: p.description,
    sizes: [...new Set(p.sizes.filter((s) => s.unitsInStock > 0).map((s) => s.ukSize))],
    priceBand: priceBandOf(price), priceMinor: p.priceMinor, salePriceMinor: p.salePriceMinor, prices: p.prices,
  };
}

export const hitOfRecord = (r: ProductRecord): ProductHit => ({
  id: r.productId, code: r.productcode, slug: r.slug, name: r.title, colour: r.colour, categorySlug: r.category, kind: r.kind,
  priceMinor: r.priceMinor, salePriceMinor: r.salePriceMinor, prices: r.prices ?? [], image: r.image,
});

/** Attributes the records are searched in, best first (an exact name beats a description). */
export const SEARCHABLE_ATTRIBUTES = ['title', 'category', 'colour', 'description'];
export const FACET_ATTRIBUTES = ['category', 'sizes', 'colour', 'priceBand'] as const;

/** Sorting other than relevance is a replica index of the site's index (Algolia's way). */
export function indexForSort(index: string, sort: SearchSort): string {
  switch (sort) {
    case 'relevance':
      return index;
    case 'price-asc':
      return `${index}_price_asc`;
    case 'price-desc':
      return `${index}_price_desc`;
    case 'newest':
      return `${index}_newest`;
    default:
      return assertNever(sort);
  }
}

/** The replicas with their first ranking criterion; newness follows product ids, which grow as products are added. */
export const REPLICA_RANKING: Readonly<Record<Exclude<SearchSort, 'relevance'>, string>> = {
  'price-asc': 'asc(price)',
  'price-desc': 'desc(price)',
  newest: 'desc(productId)',
};
