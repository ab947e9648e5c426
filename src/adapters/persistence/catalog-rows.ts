import { CATALOG_BASE_LANGUAGE } from '../../domain/catalog/catalog-language.js';
import type { GiftCardDetails, Product, ProductKind, ProductSize } from '../../domain/catalog/product.js';
import type { ListPrice } from '../../domain/pricing/list-price.js';
import type { BrandId } from '../../domain/site/site-variant.js';
import type { Translated } from '../../ports/catalog.port.js';

/**
 * A text of a row's `texts` ([{ locale, name, description }], migrations 030 and 037) in the
 * language the SQL parameter `languageParam` names, or the base (English) column when the row has
 * none in it (ADR 0055). One jsonpath call per row, no subquery; `null` (an English site) reads
 * the base column alone, without any per-row work.
 */
export function localisedSql(table: string, field: 'name' | 'description', languageParam: string | null): string {
  if (languageParam === null) return `${table}.${field}`;
  return `COALESCE(jsonb_path_query_first(${table}.texts, '$[*] ? (@.locale == $l).${field}', jsonb_build_object('l', ${languageParam}::text)) #>> '{}', ${table}.${field})`;
}

/**
 * The SQL parameter a statement reads a language's texts with, given the parameters so far: none
 * for the base language, whose texts are the base columns; else the language is added to `params`.
 */
export function languageParamOf(language: string, params: unknown[]): string | null {
  if (language === CATALOG_BASE_LANGUAGE) return null;
  params.push(language);
  return `$${params.length}`;
}

/** Columns of `products` as the repository reads them, the texts in the language of `languageParam` (see localisedSql). */
export const productColumnsIn = (languageParam: string | null): string =>
  `p.id, p.brand, p.code, p.slug, ${localisedSql('p', 'name', languageParam)} AS name, ${localisedSql('p', 'description', languageParam)} AS description, `
  + 'p.colour, p.category_slug, p.kind, p.images, p.price_minor, p.sale_price_minor, p.gift_card, p.archived_at IS NOT NULL AS archived';

interface ProductRow {
  id: number;
  brand: BrandId;
  code: string;
  slug: string;
  name: string;
  description: string;
  colour: string;
  category_slug: string;
  kind: ProductKind;
  images: string[];
  price_minor: number;
  sale_price_minor: number | null;
  gift_card: GiftCardDetails | null;
  archived: boolean;
}

/**
 * A product's sizes in position order as one JSON column over `products p`, so that a product
 * and its sizes come back in one statement.
 */
export const SIZES_COLUMN = `COALESCE((SELECT json_agg(json_strip_nulls(json_build_object('stockId', s.stock_id, 'ukSize', s.uk_size, 'unitsInStock', s.units_in_stock, 'barcode', s.barcode))
  ORDER BY s.position) FROM product_sizes s WHERE s.product_id = p.id), '[]'::json) AS sizes`;

/** Read with SIZES_COLUMN and the price list column (PRICES_COLUMN of sql-catalog-prices.ts). */
export interface ProductWithSizesRow extends ProductRow {
  sizes: ProductSize[];
  prices: ListPrice[];
}

export const withSizesOf = (row: ProductWithSizesRow): Product => productOf(row, row.sizes, row.prices);

const productOf = (row: ProductRow, sizes: ProductSize[], prices: ListPrice[]): Product => ({
  id: row.id,
  code: row.code,
  brand: row.brand,
  slug: row.slug,
  name: row.name,
  description: row.description,
  colour: row.colour,
  categorySlug: row.category_slug,
  kind: row.kind,
  images: row.images,
  priceMinor: row.price_minor,
  salePriceMinor: row.sale_price_minor,
  prices,
  sizes,
  giftCard: row.gift_card,
  archived: row.archived,
});

/** Values of one product for `INSERT INTO products`, in PRODUCT_INSERT_COLUMNS order. */
export const PRODUCT_INSERT_COLUMNS = [
  'id', 'brand', 'code', 'slug', 'name', 'description', 'colour', 'category_slug', 'kind', 'images', 'price_minor', 'sale_price_minor', 'gift_card', 'texts',
] as const;
export const PRODUCT_INSERT_CASTS = ['int', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'jsonb', 'int', 'int', 'jsonb', 'jsonb'] as const;

export const productValues = (p: Translated<Product>): unknown[] => [
  p.id, p.brand, p.code, p.slug, p.name, p.description, p.colour, p.categorySlug, p.kind,
  JSON.stringify(p.images), p.priceMinor, p.salePriceMinor, p.giftCard === null ? null : JSON.stringify(p.giftCard), JSON.stringify(p.texts ?? []),
];

export const SIZE_INSERT_COLUMNS = ['stock_id', 'product_id', 'uk_size', 'units_in_stock', 'position'] as const;
export const SIZE_INSERT_CASTS = ['text', 'int', 'text', 'int', 'int'] as const;

export const sizeValues = (p: Product): unknown[][] =>
  p.sizes.map((s, position) => [s.stockId, p.id, s.ukSize, s.unitsInStock, position]);

/**
 * A multi-row `VALUES` list with numbered, cast parameters: `($1::int, $2::text), ($3::int, $4::text)`.
 * The casts keep each column's type explicit, the same on both drivers.
 */
export function valuesList(rows: unknown[][], casts: readonly string[], firstParam = 1): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const parameterRefs = row.map((value, i) => {
      params.push(value);
      return `$${firstParam + params.length - 1}::${casts[i]}`;
    });
    return `(${parameterRefs.join(', ')})`;
  });
  return { sql: tuples.join(', '), params };
}
