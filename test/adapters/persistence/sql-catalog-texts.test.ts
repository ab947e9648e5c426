import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/adapters/persistence/migrations/migrate.js';
import { SqlCatalogRepository } from '../../../src/adapters/persistence/sql-catalog-repository.js';
import { SqlProductSearch } from '../../../src/adapters/persistence/sql-product-search.js';
import { SqlSitemapCatalog } from '../../../src/adapters/persistence/sql-sitemap-catalog.js';
import type { Database } from '../../../src/adapters/persistence/database.js';
import { aProduct, category, dressesQuery } from '../../support/catalog-fixtures.js';
import { evansSearch } from '../../support/search-fixtures.js';
import { TEST_DRIVERS } from '../../support/test-databases.js';

const TRANSLATED = {
  ...aProduct({ id: 701, brand: 'evans', name: 'Black Wrap Dress', colour: 'Black', categorySlug: 'dresses', priceMinor: 3000, description: 'A black wrap dress.' }),
  texts: [
    { locale: 'de', name: 'Wickelkleid in Schwarz', description: 'Ein schwarzes Wickelkleid.' },
    { locale: 'fr', name: 'Robe portefeuille coloris noir', description: 'Une robe portefeuille noire.' },
  ],
};
const ENGLISH_ONLY = aProduct({ id: 702, brand: 'evans', name: 'Red Midi Dress', colour: 'Red', categorySlug: 'dresses', priceMinor: 2000, description: 'A red midi dress.' });

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`catalog texts per language on ${driver.name}`, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let catalog: SqlCatalogRepository;

    beforeAll(async () => {
      ({ db, dispose } = await driver.open());
      await migrate(db);
      catalog = new SqlCatalogRepository(db);
      await catalog.saveCategories([
        { ...category('evans', 'dresses', 'Dresses', 1), texts: [{ locale: 'de', name: 'Kleider' }] },
        category('evans', 'tops', 'Tops', 2),
      ]);
      await catalog.saveProducts([TRANSLATED, ENGLISH_ONLY]);
    }, 60_000);
    afterAll(async () => dispose());

    it('reads a product’s name and description in the language asked for, and English where it has none', async () => {
      expect(await catalog.findProductById(701, 'de')).toMatchObject({ name: 'Wickelkleid in Schwarz', description: 'Ein schwarzes Wickelkleid.' });
      expect(await catalog.findProductBySlug('evans', TRANSLATED.slug, 'fr')).toMatchObject({ name: 'Robe portefeuille coloris noir' });
      expect(await catalog.findProductById(701, 'pl')).toMatchObject({ name: 'Black Wrap Dress', description: 'A black wrap dress.' });
      expect(await catalog.findProductById(701)).toMatchObject({ name: 'Black Wrap Dress' });
      expect(await catalog.findProductById(702, 'de')).toMatchObject({ name: 'Red Midi Dress', description: 'A red midi dress.' });
    });

    it('lists a category’s products and the featured ones in the language, sorting by the name shown', async () => {
      const listing = await catalog.listProducts(dressesQuery({ language: 'de', sort: 'name' }));
      expect(listing.items.map((p) => p.name)).toEqual(['Red Midi Dress', 'Wickelkleid in Schwarz']);
      const english = await catalog.listProducts(dressesQuery({ sort: 'name' }));
      expect(english.items.map((p) => p.name)).toEqual(['Black Wrap Dress', 'Red Midi Dress']);
      expect((await catalog.featuredProducts('evans', 8, 'de')).map((p) => p.name)).toEqual(['Wickelkleid in Schwarz', 'Red Midi Dress']);
    });

    it('reads category names in the language, English where a category has none', async () => {
      expect((await catalog.listCategories('evans', 'de')).map((c) => c.name)).toEqual(['Kleider', 'Tops']);
      expect((await catalog.listCategories('evans', 'fr')).map((c) => c.name)).toEqual(['Dresses', 'Tops']);
      expect(await catalog.findCategory('evans', 'dresses', 'de')).toMatchObject({ name: 'Kleider' });
    });

    it('finds a product by its name in another language, and shows the hit in the site’s language', async () => {
      const search = new SqlProductSearch(db);
      const found = await search.search({ ...evansSearch('wickelkleid'), language: 'german', catalogLanguage: 'de' });
      expect(found.ok && found.value.hits.map((h) => [h.id, h.name])).toEqual([[701, 'Wickelkleid in Schwarz']]);
      const english = await search.search(evansSearch('wrap'));
      expect(english.ok && english.value.hits.map((h) => h.name)).toEqual(['Black Wrap Dress']);
    });

    it('feeds a site’s products in its language', async () => {
      const feed = await new SqlSitemapCatalog(db).feedProductsAfter('evans', 0, 10, 'de');
      expect(feed.map((p) => p.name)).toEqual(['Wickelkleid in Schwarz', 'Red Midi Dress']);
    });
  });
}
