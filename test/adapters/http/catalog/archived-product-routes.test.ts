import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickViewHref } from '../../../../src/adapters/ui-react/parts/tiles/quick-view-links.js';
import { setArchived } from '../../../support/archive-products.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { addToBag, demoProduct } from '../basket/basket-test-app.js';

// Without the catalog cache, each request reads the product as the database has it now (an
// import tells the caches itself).
const gone = demoProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock > 0) && p.categorySlug === 'dresses');
const goneDe = demoProduct((p) => p.brand === 'yours-clothing' && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock > 0));
const size = gone.sizes.find((s) => s.unitsInStock > 0)!;

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest({ env: { CATALOG_CACHE_TTL_MS: '0' } });
  await setArchived(sut.db, [gone.id, goneDe.id], true);
}, 120_000);
afterAll(async () => {
  await setArchived(sut.db, [gone.id, goneDe.id], false);
  await sut?.close();
});

describe('a product the shop no longer sells', () => {
  it('answers its page with 410 and a page saying so, with links to its category and home, twice (never cached as a 200)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await sut.app.inject({ method: 'GET', url: `/product/${gone.slug}?site=evans` });
      expect(res.statusCode).toBe(410);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This product is no longer available');
      expect(res.body).toContain(`We no longer sell ${gone.name}.`);
      expect(res.body).toContain('href="/category/dresses"');
      expect(res.body).toContain('href="/"');
      expect(res.body).not.toContain('data-island="BuyGrid"');
    }
  });

  it('says so in the site’s language', async () => {
    const res = await sut.app.inject({ method: 'GET', url: `/product/${goneDe.slug}?site=yours-clothing-de` });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('Dieses Produkt ist nicht mehr erhältlich');
  });

  it('answers its quick view with 410 and refuses its sizes in the basket with a clear message, adding nothing', async () => {
    const quickView = await sut.app.inject({
      method: 'GET', url: `${quickViewHref(`/product/${gone.slug}`)}&site=evans`, headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(quickView.statusCode).toBe(410);
    const added = await addToBag(sut.app, { site: 'evans', productId: gone.id, stockId: size.stockId });
    expect(added.statusCode).toBe(410);
    expect(added.json()).toMatchObject({ success: false, code: 'PRODUCT_ARCHIVED', message: 'This product is no longer available.' });
  });

  it('shows its page again once brought back', async () => {
    const other = demoProduct((p) => p.brand === 'evans' && p.kind === 'apparel' && p.id !== gone.id);
    await setArchived(sut.db, [other.id], true);
    expect((await sut.app.inject({ method: 'GET', url: `/product/${other.slug}?site=evans` })).statusCode).toBe(410);
    await setArchived(sut.db, [other.id], false);
    expect((await sut.app.inject({ method: 'GET', url: `/product/${other.slug}?site=evans` })).statusCode).toBe(200);
  });
});
