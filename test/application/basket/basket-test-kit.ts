import type { Product } from '../../../src/domain/catalog/product.js';
import { findSiteVariant } from '../../../src/domain/site/site-variants.js';
import type { SiteVariant } from '../../../src/domain/site/site-variant.js';
import { BASKET_CONTRACT_PRODUCTS } from '../../support/basket-repository-contract.js';
import { FIXTURE_CATEGORIES, BLUE_MAXI, BLACK_TEA } from '../../support/catalog-fixtures.js';
import { InMemoryBasketRepository } from '../../support/in-memory-basket-repository.js';
import { InMemoryCatalog } from '../../support/in-memory-catalog.js';

export const NOW = new Date('2026-11-01T10:00:00.000Z');
const sequentialIds = (prefix = 'id') => {
  let n = 0;
  return { next: () => `${prefix}-${++n}` };
};
export const site = (id: string): SiteVariant => findSiteVariant(id)!;
export const TEST_PRODUCTS: Product[] = [...BASKET_CONTRACT_PRODUCTS, BLUE_MAXI, BLACK_TEA];

export function basketKit() {
  const catalog = new InMemoryCatalog({ categories: FIXTURE_CATEGORIES, products: TEST_PRODUCTS });
  const baskets = new InMemoryBasketRepository(TEST_PRODUCTS);
  // A clock per kit: tests move their own clock without moving another test's.
  return { catalog, baskets, ids: sequentialIds(), clock: { now: () => NOW } };
}
