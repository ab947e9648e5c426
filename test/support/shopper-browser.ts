import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { generateDemoCatalog } from '../../src/adapters/persistence/seed/demo-catalog.js';
import type { Product } from '../../src/domain/catalog/product.js';
import { TEST_PRODUCTS_PER_BRAND } from './storefront-under-test.js';

/** The catalog the storefront under test was seeded with (the generator is deterministic). */
export const seededCatalog = generateDemoCatalog({ productsPerBrand: TEST_PRODUCTS_PER_BRAND });

export function seededProduct(predicate: (p: Product) => boolean): Product {
  const found = seededCatalog.products.find(predicate);
  if (!found) throw new Error('no seeded product matches');
  return found;
}

export const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

let devices = 0;
/** A client address label per device (TEST-NET-2, never contacted: inject sends nothing over a network). */
const nextAddress = (): string => `198.51.100.${(devices++ % 250) + 1}`;

/**
 * One browser (device) talking to the app through `inject`: it keeps the cookies the app sets,
 * as a browser would, so sessions, the site choice and the anti-forgery secret carry over. Each
 * device has its own client address, as shoppers do, so per-address limits count it alone.
 */
export class ShopperBrowser {
  readonly cookies = new Map<string, string>();

  /** Headers sent with every request (e.g. `x-forwarded-proto: https` for a browser behind the TLS proxy). */
  readonly headers: Record<string, string> = {};

  constructor(private readonly app: FastifyInstance, site = 'evans', readonly address = nextAddress()) {
    this.useSite(site);
  }

  /** Switches to `site` as a `?site=` link would: the app's signed `site` cookie (an unsigned one is ignored). */
  useSite(site: string): void {
    this.cookies.set('site', this.app.signCookie(site));
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      remoteAddress: this.address, ...options, headers: { ...this.headers, ...options.headers }, cookies: { ...Object.fromEntries(this.cookies), ...(options.cookies ?? {}) },
    });
    for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  /** A fresh anti-forgery token from the user data layer, as the page's script gets it. */
  async token(): Promise<string> {
    return (await this.get('/api/user/datalayer')).json<{ RequestVerificationToken: string }>().RequestVerificationToken;
  }

  async dataLayer(): Promise<{ isShopper: boolean; shopperName?: string; basketCount: number; wishlistCount: number }> {
    return (await this.get('/api/user/datalayer')).json();
  }

  async postApi(url: string, token?: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const value = token === undefined ? await this.token() : token;
    if (value !== null) headers.RequestVerificationToken = value;
    return this.request({ method: 'POST', url, headers });
  }

  /** A plain HTML form post, as without JavaScript: the token travels as a hidden field. */
  async postForm(url: string, fields: Record<string, string>, withToken = true) {
    const payload = withToken ? { ...fields, RequestVerificationToken: await this.token() } : fields;
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: form(payload),
    });
  }

  register(name: string, email: string, password: string) {
    return this.postForm('/account/register', { name, email, password });
  }

  signIn(email: string, password: string) {
    return this.postForm('/account/signin', { email, password });
  }

  async wishlistIds(): Promise<number[]> {
    return (await this.get('/wishlist/api/get')).json<{ items: Array<{ productID: number }> }>().items.map((i) => i.productID);
  }
}
