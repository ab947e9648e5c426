import type { Category, Product } from '../../src/domain/catalog/product.js';
import { currentPriceMinor } from '../../src/domain/catalog/product.js';
import type { FacetValue, ProductListing, ProductQuery } from '../../src/domain/catalog/product-query.js';
import { pageCountOf } from '../../src/domain/catalog/product-query.js';
import type { BrandId } from '../../src/domain/site/site-variant.js';
import type { CatalogReader, CatalogWriter, ProductPriceList, Translated } from '../../src/ports/catalog.port.js';
import type { CatalogText } from '../../src/domain/catalog/catalog-language.js';

interface StoredProduct {
  product: Product;
  /** Names and descriptions in other languages than English, as the SQL catalog keeps them apart. */
  texts: readonly CatalogText[];
  /** Order of first insertion: the 'newest' sort shows the highest first. */
  createdSeq: number;
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const isNumericSize = (s: string): boolean => /^\d+$/.test(s);

/** Numeric sizes in numeric order, then the others (One Size, S, M...) by code point. */
const compareSizeLabels = (a: string, b: string): number => {
  const na = isNumericSize(a);
  const nb = isNumericSize(b);
  if (na && nb) return Number(a) - Number(b);
  if (na !== nb) return na ? -1 : 1;
  return byCodePoint(a, b);
};

/**
 * The catalog held in memory, for use-case and HTTP tests. It passes the same contract suite as
 * the SQL repository (test/support/catalog-contract.ts), so the two cannot drift apart.
 */
export class InMemoryCatalog implements CatalogReader, CatalogWriter {
  private readonly categories = new Map<string, Category>();
  private readonly categoryTexts = new Map<string, readonly CatalogText[]>();
  private readonly products = new Map<number, StoredProduct>();
  private nextSeq = 1;

  constructor(seed?: { categories?: Translated<Category>[]; products?: Translated<Product>[] }) {
    void this.saveCategories(seed?.categories ?? []);
    for (const p of seed?.products ?? []) this.store(p);
  }

  async listCategories(brand: BrandId, language?: string): Promise<Category[]> {
    return [...this.categories.values()]
      .filter((c) => c.brand === brand)
      .sort((a, b) => a.position - b.position || byCodePoint(a.slug, b.slug))
      .map((c) => this.categoryIn(c, language));
  }

  async findCategory(brand: BrandId, slug: string, language?: string): Promise<Category | null> {
    const found = this.categories.get(`${brand}/${slug}`);
    return found ? this.categoryIn(found, language) : null;
  }

  async listProducts(q: ProductQuery): Promise<ProductListing<Product>> {
    const inCategory = [...this.products.values()].filter(
      (s) => s.product.brand === q.brand && s.product.categorySlug === q.categorySlug && !s.product.archived,
    ).map((s) => ({ ...s, product: productIn(s, q.language) }));
    const matching = inCategory.filter(({ product: p }) => {
      const price = currentPriceMinor(p);
      return (q.sizes.length === 0 || p.sizes.some((s) => s.unitsInStock > 0 && q.sizes.includes(s.ukSize)))
        && (q.colours.length === 0 || q.colours.includes(p.colour))
        && (q.minPriceMinor === null || price >= q.minPriceMinor)
        && (q.maxPriceMinor === null || price <= q.maxPriceMinor);
    });
    matching.sort(comparatorOf(q.sort));
    const offset = Math.max(0, q.page - 1) * q.pageSize;
    return {
      items: matching.slice(offset, offset + q.pageSize).map((s) => structuredClone(s.product)),
      total: matching.length,
      page: q.page,
      pageSize: q.pageSize,
      pageCount: pageCountOf(matching.length, q.pageSize),
      facets: facetsOf(inCategory.map((s) => s.product)),
    };
  }

  async findProductBySlug(brand: BrandId, slug: string, language?: string): Promise<Product | null> {
    const found = [...this.products.values()].find((s) => s.product.brand === brand && s.product.slug === slug);
    return found ? productIn(found, language) : null;
  }

  async findProductById(id: number, language?: string): Promise<Product | null> {
    const found = this.products.get(id);
    return found ? productIn(found, language) : null;
  }

  async featuredProducts(brand: BrandId, limit: number, language?: string): Promise<Product[]> {
    return [...this.products.values()]
      .filter((s) => s.product.brand === brand && s.product.kind === 'apparel' && !s.product.archived)
      .sort(comparatorOf('featured'))
      .slice(0, limit)
      .map((s) => productIn(s, language));
  }

  async countProducts(): Promise<number> {
    return this.products.size;
  }

  async saveCategories(categories: Translated<Category>[]): Promise<void> {
    for (const { texts, ...c } of categories) {
      this.categories.set(`${c.brand}/${c.slug}`, structuredClone(c));
      this.categoryTexts.set(`${c.brand}/${c.slug}`, structuredClone(texts ?? []));
    }
  }

  async saveProducts(products: Translated<Product>[]): Promise<void> {
    for (const p of products) this.assertSavable(p);
    for (const p of products) this.store({ ...p, prices: this.products.get(p.id)?.product.prices ?? [] });
  }

  /** No history is kept in memory: `recordedAt` only matters to the SQL price history. */
  async savePriceLists(lists: ProductPriceList[], _recordedAt: Date): Promise<number[]> {
    const changed: number[] = [];
    for (const { productId, prices } of lists) {
      const stored = this.products.get(productId);
      if (stored === undefined) throw new Error(`No product ${productId} to price`);
      const next = prices.map((e) => ({ ...e, currency: e.currency.toUpperCase() })).sort((a, b) => byCodePoint(a.currency, b.currency));
      const gbp = next.find((e) => e.currency === 'GBP');
      const product = { ...stored.product, prices: next, ...(gbp ? { priceMinor: gbp.priceMinor, salePriceMinor: gbp.salePriceMinor } : {}) };
      if (JSON.stringify(product) !== JSON.stringify(stored.product)) changed.push(productId);
      stored.product = structuredClone(product);
    }
    return changed.sort((a, b) => a - b);
  }

  /** The same constraints the database enforces, so a fake never accepts what the real one refuses. */
  private assertSavable(p: Product): void {
    const clash = [...this.products.values()].find(
      (s) => s.product.id !== p.id && (s.product.code === p.code || (s.product.brand === p.brand && s.product.slug === p.slug)),
    );
    if (clash) throw new Error(`Product ${p.id} clashes with product ${clash.product.id} on code or slug`);
    if (p.sizes.some((s) => s.unitsInStock < 0)) throw new Error(`Product ${p.id} has negative stock`);
    if (new Set(p.sizes.map((s) => s.stockId)).size !== p.sizes.length) throw new Error(`Product ${p.id} repeats a stock id`);
  }

  private store({ texts, ...p }: Translated<Product>): void {
    const existing = this.products.get(p.id);
    this.products.set(p.id, { product: structuredClone(p), texts: structuredClone(texts ?? []), createdSeq: existing?.createdSeq ?? this.nextSeq++ });
  }

  private categoryIn(c: Category, language: string | undefined): Category {
    const text = this.categoryTexts.get(`${c.brand}/${c.slug}`)?.find((t) => t.locale === language);
    return { ...structuredClone(c), ...(text ? { name: text.name } : {}) };
  }
}

/** The product with its name and description in the language, English where it has none (as the SQL catalog reads it). */
function productIn(stored: StoredProduct, language: string | undefined): Product {
  const text = stored.texts.find((t) => t.locale === language);
  return { ...structuredClone(stored.product), ...(text ? { name: text.name, description: text.description ?? stored.product.description } : {}) };
}

function comparatorOf(sort: ProductQuery['sort']): (a: StoredProduct, b: StoredProduct) => number {
  const byId = (a: StoredProduct, b: StoredProduct): number => a.product.id - b.product.id;
  switch (sort) {
    case 'featured':
      return byId;
    case 'price-asc':
      return (a, b) => currentPriceMinor(a.product) - currentPriceMinor(b.product) || byId(a, b);
    case 'price-desc':
      return (a, b) => currentPriceMinor(b.product) - currentPriceMinor(a.product) || byId(a, b);
    case 'newest':
      return (a, b) => b.createdSeq - a.createdSeq;
    case 'name':
      return (a, b) => byCodePoint(a.product.name, b.product.name) || byId(a, b);
  }
}

function facetsOf(products: Product[]): ProductListing<Product>['facets'] {
  const sizes = new Map<string, number>();
  const colours = new Map<string, number>();
  for (const p of products) {
    for (const size of new Set(p.sizes.filter((s) => s.unitsInStock > 0).map((s) => s.ukSize))) {
      sizes.set(size, (sizes.get(size) ?? 0) + 1);
    }
    colours.set(p.colour, (colours.get(p.colour) ?? 0) + 1);
  }
  const values = (m: Map<string, number>, compare: (a: string, b: string) => number): FacetValue[] =>
    [...m.entries()].sort(([a], [b]) => compare(a, b)).map(([value, count]) => ({ value, count }));
  const prices = products.map(currentPriceMinor);
  return {
    sizes: values(sizes, compareSizeLabels),
    colours: values(colours, byCodePoint),
    priceRangeMinor: prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) },
  };
}
