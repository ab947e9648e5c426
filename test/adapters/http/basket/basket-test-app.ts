import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateDemoCatalog } from '../../../../src/adapters/persistence/seed/demo-catalog.js';
import type { Product } from '../../../../src/domain/catalog/product.js';
import { SESSION_COOKIE } from '../../../../src/adapters/http/plugins/session.plugin.js';
import { TEST_PRODUCTS_PER_BRAND } from '../../../support/storefront-under-test.js';

export const demo = generateDemoCatalog({ productsPerBrand: TEST_PRODUCTS_PER_BRAND });

export function demoProduct(predicate: (p: Product) => boolean): Product {
  const found = demo.products.find(predicate);
  if (!found) throw new Error('no demo product matches');
  return found;
}

export const inStock = (brand: string, atLeast = 5) =>
  demoProduct((p) => p.brand === brand && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= atLeast));

/** The signed session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE.plain || c.name === SESSION_COOKIE.host);
  if (!cookie) throw new Error('no session cookie set');
  return `${cookie.name}=${cookie.value}`;
}

export async function addToBag(app: FastifyInstance, query: Record<string, string | number>, cookie?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return app.inject({ method: 'GET', url: `/basket/api/add?${qs}`, headers: cookie ? { cookie } : {} });
}

export async function count(app: FastifyInstance, cookie: string, site = 'evans'): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/basket/quickbasket/count?site=${site}`, headers: { cookie } });
  return response.json<{ count: number }>().count;
}

export async function unitsOf(db: { query<T>(sql: string, p?: unknown[]): Promise<{ rows: T[] }> }, stockId: string): Promise<number> {
  const { rows } = await db.query<{ units_in_stock: number }>('SELECT units_in_stock FROM product_sizes WHERE stock_id = $1', [stockId]);
  return rows[0]!.units_in_stock;
}
