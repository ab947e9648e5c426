import { describeCatalogContract } from './catalog-contract.js';
import { InMemoryCatalog } from './in-memory-catalog.js';

describeCatalogContract('in-memory catalog', async () => {
  const catalog = new InMemoryCatalog();
  return { reader: catalog, writer: catalog, close: async () => undefined };
});
