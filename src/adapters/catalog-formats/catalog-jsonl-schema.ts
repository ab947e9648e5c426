import { BRANDS } from '../../domain/site/site-variant.js';

/**
 * The project's own import format: one product a line (JSON Lines), as this JSON Schema describes
 * it. `docs/catalog-import.schema.json` is this schema, written out for integrators (a test keeps
 * the two equal). Amounts are decimal strings ("24.99"), never JSON numbers, so no float ever
 * stands between a retailer's price and the shop's.
 */
const amount = { type: 'string', pattern: '^\\d{1,9}(\\.\\d+)?$', description: 'A decimal amount in the currency, e.g. "24.99".' };
const text = (maxLength: number, description: string) => ({ type: 'string', minLength: 1, maxLength, description });
const instant = { type: 'string', format: 'date-time', description: 'An ISO 8601 instant with its offset, e.g. "2026-12-26T00:00:00Z".' };

export const CATALOG_JSONL_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://storefront.example/schemas/catalog-import.schema.json',
  title: 'A product of a catalog import (one JSON object a line)',
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'slug', 'texts', 'category', 'colour', 'sizes', 'prices'],
  properties: {
    brand: { enum: [...BRANDS], description: 'The brand that sells the product.' },
    slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120, description: 'The product\'s URL name, unique within the brand: its identity from one import to the next.' },
    code: { type: 'string', pattern: '^[A-Z0-9-]{1,32}$', description: 'The product code; made for a new product when absent.' },
    texts: {
      type: 'object',
      description: 'Name and description per language; English is required and is what a language without its own text falls back to.',
      required: ['en'],
      propertyNames: { pattern: '^[a-z]{2}$' },
      additionalProperties: {
        type: 'object', additionalProperties: false, required: ['name'],
        properties: { name: text(200, 'The product\'s name.'), description: { type: 'string', maxLength: 20000, description: 'HTML, cleaned to p, br, strong, b, em, i, ul, ol, li, h2-h4.' } },
      },
    },
    category: {
      type: 'object', additionalProperties: false, required: ['slug', 'name'],
      properties: { slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }, name: text(100, 'The category\'s name, used when the import creates it.') },
    },
    colour: text(50, 'The colour, as the colour filter lists it.'),
    sizes: {
      type: 'array', minItems: 1, maxItems: 60,
      items: {
        type: 'object', additionalProperties: false, required: ['sku', 'size'],
        properties: {
          sku: { type: 'string', pattern: '^\\S{1,64}$', description: 'The stock keeping unit, unique across the catalog.' },
          size: text(20, 'The UK size: 4 to 32 (even), 3 to 9 for shoes, XXS to 4XL, or One Size.'),
          barcode: { type: 'string', pattern: '^\\d{8,14}$', description: 'EAN, UPC or GTIN.' },
          quantity: { type: 'integer', minimum: 0, description: 'Units on hand; absent leaves an existing size\'s stock alone.' },
        },
      },
    },
    prices: {
      type: 'array', minItems: 1,
      items: {
        type: 'object', additionalProperties: false, required: ['currency', 'price'],
        properties: {
          currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217.' },
          price: { ...amount, description: 'The regular price; the price before while a sale runs.' },
          salePrice: { ...amount, description: 'The sale price, lower than price.' },
          saleStartsAt: instant,
          saleEndsAt: instant,
        },
      },
    },
    images: {
      type: 'array', maxItems: 20,
      items: {
        type: 'object', additionalProperties: false, required: ['src'],
        properties: { src: { type: 'string', minLength: 1, description: 'An http(s) URL, or a path relative to the import file.' }, alt: { type: 'string', maxLength: 200 } },
      },
    },
    seo: { type: 'object', additionalProperties: false, properties: { title: { type: 'string', maxLength: 200 }, description: { type: 'string', maxLength: 500 } } },
    tags: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 50 } },
    published: { type: 'boolean', description: 'False keeps the product hidden from shoppers; true when absent.' },
  },
} as const;

/** A product line as the schema admits it. */
export interface CatalogJsonLine {
  brand: (typeof BRANDS)[number];
  slug: string;
  code?: string;
  texts: Record<string, { name: string; description?: string }>;
  category: { slug: string; name: string };
  colour: string;
  sizes: { sku: string; size: string; barcode?: string; quantity?: number }[];
  prices: { currency: string; price: string; salePrice?: string; saleStartsAt?: string; saleEndsAt?: string }[];
  images?: { src: string; alt?: string }[];
  seo?: { title?: string; description?: string };
  tags?: string[];
  published?: boolean;
}
