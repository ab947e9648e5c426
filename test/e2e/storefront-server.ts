import type { FastifyInstance } from 'fastify';
import { generateDemoCatalog } from '../../src/adapters/persistence/seed/demo-catalog.js';
import { TEST_PRODUCTS_PER_BRAND, startStorefrontUnderTest } from '../support/storefront-under-test.js';

/** The catalog the server under test was seeded with (the generator is deterministic). */
export const demoCatalog = generateDemoCatalog({ productsPerBrand: TEST_PRODUCTS_PER_BRAND });

/**
 * The real storefront (composition root, every plugin, PGlite) on 127.0.0.1 with the built client
 * bundle (npm run build:client).
 */
export async function startStorefront(): Promise<{ app: FastifyInstance; baseUrl: string; close(): Promise<void> }> {
  const sut = await startStorefrontUnderTest({ listen: true });
  return { app: sut.app, baseUrl: sut.baseUrl, close: sut.close };
}
