import { catalogLanguageOf } from '../../domain/catalog/catalog-language.js';
import type { Product } from '../../domain/catalog/product.js';
import { MAX_LINE_QUANTITY } from '../../domain/basket/basket.js';
import type { BasketOwner } from '../../domain/accounts/basket-owner.js';
import { productPrice } from '../../domain/pricing/list-price.js';
import { multiplyMoney, sumMoney, type Money } from '../../domain/pricing/money.js';
import type { SiteVariant } from '../../domain/site/site-variant.js';
import type { BasketRepository, StoredBasketLine } from '../../ports/basket-repository.port.js';
import type { CatalogReader } from '../../ports/catalog.port.js';
import type { Clock } from '../../ports/clock.port.js';
import { unitPriceOf } from './cart-event.js';

/** One basket line with its product's name, image and size, and its prices in the site's currency. */
export interface BasketSummaryLine {
  shoppingBasketId: string;
  productId: number;
  /** The size's stock id (a voucher's single stock id). */
  stockId: string;
  productName: string;
  productSlug: string;
  /** The product's code and category, for the analytics events' items. */
  productCode: string;
  categorySlug: string;
  image: string;
  /** The UK size; null for a gift voucher. */
  sizeLabel: string | null;
  /** For a gift voucher: design and recipient, e.g. 'Classic, for Ana'. */
  voucherSummary: string | null;
  /** For a gift voucher: what the shopper entered (the order copies it); never shown as such. */
  giftVoucher: StoredBasketLine['giftVoucher'];
  quantity: number;
  /**
   * Most units this line can hold now: the stock, at most MAX_LINE_QUANTITY; 0 for a product no
   * longer sold, so that such a line stops checkout as a sold-out size does.
   */
  maxQuantity: number;
  /** The shop no longer sells the product (archived): the line says so and is left out of the total until removed. */
  archived: boolean;
  unitPrice: Money;
  /** The unit price times the quantity: what the line adds to the total. */
  lineTotal: Money;
}

export interface SuggestedProduct {
  id: number;
  name: string;
  slug: string;
  image: string;
  price: Money;
}

export interface BasketSummary {
  lines: BasketSummaryLine[];
  count: number;
  /** The sum of the line totals of products still sold, in the site's currency. */
  total: Money;
  /** The product just added, when the panel opens after an add (it shows the 'added to basket' alert). */
  addedProductId: number | null;
  /** Complete the look: a few other products of the added product's category. */
  suggestions: SuggestedProduct[];
}

export interface ViewQuickBasketQuery {
  owner: BasketOwner | null;
  site: SiteVariant;
  addedProductId: number | null;
  /** Whether the site shows the complete-the-look pop-up. */
  completeTheLook: boolean;
}

const COMPLETE_THE_LOOK_SIZE = 3;

/** The owner's basket with product names, images, sizes and prices as Money; empty for a shopper without a session. */
export class ViewQuickBasket {
  constructor(private readonly baskets: BasketRepository, private readonly catalog: CatalogReader, private readonly clock: Clock) {}

  /** One database read (the lines); products come from the catalog reader. */
  async execute(q: ViewQuickBasketQuery): Promise<BasketSummary> {
    const stored = q.owner === null ? [] : await this.baskets.linesOf(q.owner);
    const { lines, count, total, products, pricedAt } = await this.pricedWithProducts(stored, q.site);
    const added = q.addedProductId === null ? undefined : products.get(q.addedProductId);
    return {
      lines,
      count,
      total,
      addedProductId: added === undefined ? null : added.id,
      suggestions: q.completeTheLook && added !== undefined ? await this.suggestionsFor(added, stored, q.site, pricedAt) : [],
    };
  }

  /**
   * Stored lines (e.g. the basket a change answered with) priced in the site's currency, with their
   * count, total and the instant they were priced at (from the clock, once for all lines).
   */
  async priced(stored: readonly StoredBasketLine[], site: SiteVariant): Promise<Pick<BasketSummary, 'lines' | 'count' | 'total'> & { pricedAt: Date }> {
    const { lines, count, total, pricedAt } = await this.pricedWithProducts(stored, site);
    return { lines, count, total, pricedAt };
  }

  private async pricedWithProducts(stored: readonly StoredBasketLine[], site: SiteVariant) {
    const pricedAt = this.clock.now();
    const products = await this.productsById([...new Set(stored.map((l) => l.productId))], catalogLanguageOf(site.locale));
    const lines = stored.flatMap((line) => {
      const product = products.get(line.productId);
      return product === undefined ? [] : [summaryLine(line, product, site, pricedAt)];
    });
    return {
      lines,
      count: lines.reduce((sum, l) => sum + l.quantity, 0),
      total: sumMoney(lines.filter((l) => !l.archived).map((l) => l.lineTotal), site.price.currency),
      products,
      pricedAt,
    };
  }

  private async productsById(ids: number[], language: string): Promise<Map<number, Product>> {
    const found = await Promise.all(ids.map((id) => this.catalog.findProductById(id, language)));
    return new Map(found.filter((p): p is Product => p !== null).map((p) => [p.id, p]));
  }

  private async suggestionsFor(added: Product, lines: StoredBasketLine[], site: SiteVariant, now: Date): Promise<SuggestedProduct[]> {
    if (added.kind !== 'apparel') return [];
    const inBasket = new Set(lines.map((l) => l.productId));
    const listing = await this.catalog.listProducts({
      brand: added.brand, categorySlug: added.categorySlug, sort: 'featured', page: 1, pageSize: 12,
      sizes: [], colours: [], minPriceMinor: null, maxPriceMinor: null, language: catalogLanguageOf(site.locale),
    });
    return listing.items
      .filter((p) => !inBasket.has(p.id) && p.sizes.some((s) => s.unitsInStock > 0))
      .slice(0, COMPLETE_THE_LOOK_SIZE)
      .map((p) => ({ id: p.id, name: p.name, slug: p.slug, image: p.images[0] ?? '', price: productPrice(p, site.price, now).price }));
  }
}

function summaryLine(line: StoredBasketLine, product: Product, site: SiteVariant, now: Date): BasketSummaryLine {
  const unitPrice = unitPriceOf(product, line, site, now);
  const voucher = line.giftVoucher;
  const units = product.sizes.find((s) => s.stockId === line.stockId)?.unitsInStock ?? 0;
  const cardName = voucher === null ? '' : (product.giftCard?.cardTypes.find((t) => t.id === voucher.cardType)?.name ?? voucher.cardType);
  return {
    shoppingBasketId: line.shoppingBasketId,
    productId: product.id,
    stockId: line.stockId,
    productName: product.name,
    productSlug: product.slug,
    productCode: product.code,
    categorySlug: product.categorySlug,
    image: product.images[0] ?? '',
    sizeLabel: voucher === null ? (product.sizes.find((s) => s.stockId === line.stockId)?.ukSize ?? null) : null,
    voucherSummary: voucher === null ? null : `${cardName}, for ${voucher.recipientName}`,
    giftVoucher: voucher,
    quantity: line.quantity,
    maxQuantity: product.archived ? 0 : Math.min(units, MAX_LINE_QUANTITY),
    archived: product.archived,
    unitPrice,
    lineTotal: multiplyMoney(unitPrice, line.quantity),
  };
}
