import { describe, expect, test } from 'vitest';
import { ViewProductById } from '../../../src/application/catalog/view-product-by-id.use-case.js';
import { BLACK_WRAP, FIXTURE_CATEGORIES } from '../../support/catalog-fixtures.js';
import { InMemoryCatalog } from '../../support/in-memory-catalog.js';

const notFound = { ok: false, error: { code: 'PRODUCT_NOT_FOUND' } };

async function useCase(): Promise<ViewProductById> {
  const catalog = new InMemoryCatalog();
  await catalog.saveCategories(FIXTURE_CATEGORIES);
  await catalog.saveProducts([BLACK_WRAP]);
  return new ViewProductById(catalog);
}

describe('ViewProductById', () => {
  test('finds a product of the brand by id, with or without its matching code', async () => {
    const view = await useCase();
    expect(await view.execute({ brand: BLACK_WRAP.brand, productId: BLACK_WRAP.id })).toEqual({ ok: true, value: BLACK_WRAP });
    expect(await view.execute({ brand: BLACK_WRAP.brand, productId: BLACK_WRAP.id, productCode: BLACK_WRAP.code })).toEqual({ ok: true, value: BLACK_WRAP });
  });

  test('an unknown id, another brand or a code that does not match is not found', async () => {
    const view = await useCase();
    expect(await view.execute({ brand: BLACK_WRAP.brand, productId: 999 })).toEqual(notFound);
    expect(await view.execute({ brand: 'pixie', productId: BLACK_WRAP.id })).toEqual(notFound);
    expect(await view.execute({ brand: BLACK_WRAP.brand, productId: BLACK_WRAP.id, productCode: 'EV-999' })).toEqual(notFound);
  });
});
