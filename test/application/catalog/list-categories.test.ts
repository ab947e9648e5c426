import { describe, expect, test } from 'vitest';
import { ListCategories } from '../../../src/application/catalog/list-categories.use-case.js';
import type { Product } from '../../../src/domain/catalog/product.js';
import type { BrandId } from '../../../src/domain/site/site-variant.js';
import { FIXTURE_CATEGORIES } from '../../support/catalog-fixtures.js';
import { InMemoryCatalog } from '../../support/in-memory-catalog.js';

describe('ListCategories', () => {
  test("gives a brand's categories in menu order, without reading any product", async () => {
    const catalog = new InMemoryCatalog();
    await catalog.saveCategories(FIXTURE_CATEGORIES);
    const productReads: string[] = [];
    const watched = new Proxy(catalog, {
      get: (target, name: string) => {
        const member = Reflect.get(target, name) as unknown;
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => {
          if (name !== 'listCategories') productReads.push(name);
          return (member as (...a: unknown[]) => Promise<Product[]>).apply(target, args);
        };
      },
    });
    const slugsOf = async (brand: BrandId) => (await new ListCategories(watched).execute(brand)).map((c) => c.slug);
    expect(await slugsOf('evans')).toEqual(['dresses', 'tops', 'gift-vouchers']);
    expect(await slugsOf('pixie')).toEqual(['dresses']);
    expect(await slugsOf('whip')).toEqual([]);
    expect(productReads).toEqual([]);
  });
});
