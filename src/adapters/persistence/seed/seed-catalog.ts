import type { Product } from '../../../domain/catalog/product.js';
import { BRANDS } from '../../../domain/site/site-variant.js';
import type { CatalogWriter, ProductPriceList, Translated } from '../../../ports/catalog.port.js';
import {
  DEFAULT_PRODUCTS_PER_BRAND, firstProductIdOf, generateBrandCategories, generateBrandProducts,
} from './demo-catalog.js';
import type { DemoImages } from './demo-images.js';

const SEED_BATCH_SIZE = 1000;

export interface SeedOptions {
  /** Apparel products per brand; each brand also gets its gift vouchers. */
  productsPerBrand: number;
  batchSize?: number;
  /** Stored pictures for the products; without it they keep their generated SVG paths (tests that never look at images). */
  images?: DemoImages;
  /** Told the running total after each saved batch. */
  onProgress?: (savedProducts: number) => void;
  /** The instant the sale products' price histories lead up to; the current time without it. */
  now?: Date;
}

export interface SeedReport {
  categories: number;
  products: number;
}

const DAY_MS = 86_400_000;

/** A GBP list of one entry: the product's base price, with a sale price or without. */
const gbpList = (p: Product, salePriceMinor: number | null): ProductPriceList =>
  ({ productId: p.id, prices: [{ currency: 'GBP', priceMinor: p.priceMinor, salePriceMinor, saleStartsAt: null, saleEndsAt: null }] });

/** Every fourth sale product was once on a deeper sale, £1 below today's, inside the 30 days before this one. */
const hadDeeperSale = (p: Product): boolean => p.id % 4 === 0;

/**
 * The price history of the demo's sale products, so their lowest price of the 30 days before the
 * reduction (the Omnibus rule) is told from a history as an import's would be: the full price
 * recorded 40 days ago and the sale price 10 days ago; a few had a deeper sale from 20 to 15 days
 * ago, so their lowest prior price differs from the price before. Written as GBP price lists, the
 * prices each product ends with are its demo prices.
 */
async function writeSaleHistories(writer: CatalogWriter, products: readonly Product[], now: Date): Promise<void> {
  const onSale = products.filter((p) => p.salePriceMinor !== null);
  if (onSale.length === 0) return;
  const deeper = onSale.filter(hadDeeperSale);
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * DAY_MS);
  await writer.savePriceLists(onSale.map((p) => gbpList(p, null)), daysAgo(40));
  if (deeper.length > 0) {
    await writer.savePriceLists(deeper.map((p) => gbpList(p, p.salePriceMinor! - 100)), daysAgo(20));
    await writer.savePriceLists(deeper.map((p) => gbpList(p, null)), daysAgo(15));
  }
  await writer.savePriceLists(onSale.map((p) => gbpList(p, p.salePriceMinor)), daysAgo(10));
}

/**
 * Writes the demo catalog for every brand, generating and saving products batch by batch, so
 * memory stays flat however large the catalog is.
 */
export async function seedCatalog(writer: CatalogWriter, opts: SeedOptions): Promise<SeedReport> {
  const batchSize = opts.batchSize ?? SEED_BATCH_SIZE;
  const categories = BRANDS.flatMap((brand) => generateBrandCategories(brand));
  await writer.saveCategories(categories);
  let saved = 0;
  let batch: Translated<Product>[] = [];
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    await writer.saveProducts(batch);
    await writeSaleHistories(writer, batch, opts.now ?? new Date());
    saved += batch.length;
    batch = [];
    opts.onProgress?.(saved);
  };
  for (const [b, brand] of BRANDS.entries()) {
    for (const product of generateBrandProducts(brand, opts.productsPerBrand, firstProductIdOf(b, opts.productsPerBrand))) {
      batch.push(opts.images ? await opts.images.withImages(product) : product);
      if (batch.length >= batchSize) await flush();
    }
  }
  await flush();
  return { categories: categories.length, products: saved };
}

/** At start-up: writes the demo catalog when the catalog has no products, else leaves it alone. */
export async function seedDemoCatalogIfEmpty(
  writer: CatalogWriter,
  opts: Partial<SeedOptions> = {},
): Promise<SeedReport | null> {
  if ((await writer.countProducts()) > 0) return null;
  return seedCatalog(writer, { ...opts, productsPerBrand: opts.productsPerBrand ?? DEFAULT_PRODUCTS_PER_BRAND });
}
