import { generateDemoCatalog } from '../../../src/adapters/persistence/seed/demo-catalog.js';
import { TEST_PRODUCTS_PER_BRAND } from '../../support/storefront-under-test.js';

/** The catalog the storefront under test was seeded with (the generator is deterministic). */
export const demoCatalog = generateDemoCatalog({ productsPerBrand: TEST_PRODUCTS_PER_BRAND });
