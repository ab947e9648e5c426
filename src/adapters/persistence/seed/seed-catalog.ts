import type { Product } from '../../../domain/catalog/product.js';
import { BRANDS } from '../../../domain/site/site-variant.js';
import type { CatalogWriter } from '../../../ports/catalog.port.js';
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
}

export interface SeedReport {
  categories: number;
  products: number;
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
  let batch: Product[] = [];
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    await writer.saveProducts(batch);
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
