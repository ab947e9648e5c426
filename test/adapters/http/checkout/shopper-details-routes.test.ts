import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { composeApp } from '../../../../src/main/compose-app.js';
import { loadConfig } from '../../../../src/main/config.js';
import { projectRoot } from '../../../../src/main/project-root.js';
import { form, seededProduct, ShopperBrowser } from '../../../support/shopper-browser.js';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const URL = '/basket/details';

/** The form's fields as the island sends them (spec 5: the form serialised to JSON). */
const GB_FORM: Record<string, string> = {
  email: 'ada@example.com',
  'delivery.firstName': 'Ada', 'delivery.lastName': 'Lovelace', 'delivery.countryCode': 'GB', 'delivery.line1': '12 St James’s Square',
  'delivery.city': 'London', 'delivery.postcode': 'sw1y4lb', 'delivery.phone': '+44 20 7946 0000',
  billingSameAsDelivery: 'true',
};

async function withLine(browser: ShopperBrowser, brand = 'evans'): Promise<ShopperBrowser> {
  const product = seededProduct((p) => p.brand === brand && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock > 3));
  const size = product.sizes.find((s) => s.unitsInStock > 3)!;
  const added = await browser.get(`/basket/api/add?productId=${product.id}&stockId=${encodeURIComponent(size.stockId)}`);
  expect(added.statusCode).toBe(200);
  return browser;
}

async function postJson(browser: ShopperBrowser, payload: unknown, opts: { token?: string | null; contentType?: string; raw?: boolean } = {}) {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': opts.contentType ?? 'application/json' };
  const token = opts.token === undefined ? await browser.token() : opts.token;
  if (token !== null) headers.RequestVerificationToken = token;
  return browser.request({ method: 'POST', url: URL, headers, payload: opts.raw ? (payload as string) : JSON.stringify(payload) });
}

const savedRows = async (): Promise<number> =>
  (await sut.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shopper_details')).rows[0]!.n;

describe('POST /basket/details as JSON', () => {
  it('saves the details, postcode written properly, and answers { success, errors, values }', async () => {
    const browser = await withLine(new ShopperBrowser(sut.app));
    const res = await postJson(browser, GB_FORM);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ success: true, errors: [], values: { email: 'ada@example.com', billingSameAsDelivery: true } });
    expect(body.values.delivery).toMatchObject({ firstName: 'Ada', postcode: 'SW1Y 4LB', countryCode: 'GB', apartment: '', stateOrProvince: '' });
    const page = await browser.get('/basket');
    expect(page.body).toContain('value="SW1Y 4LB"');
    expect(page.body).toContain('value="ada@example.com"');
  });

  it('shows the saved details on another app node over the same database', async () => {
    const browser = await withLine(new ShopperBrowser(sut.app));
    expect((await postJson(browser, { ...GB_FORM, 'delivery.firstName': 'Augusta' })).statusCode).toBe(200);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', COOKIE_SECRET: 'test-cookie-secret-test-cookie-secret-0123' });
    const other: FastifyInstance = await composeApp(config, sut.db, projectRoot(), false);
    try {
      const res = await other.inject({ method: 'GET', url: '/basket', cookies: Object.fromEntries(browser.cookies) });
      expect(res.body).toContain('value="Augusta"');
    } finally {
      await other.close();
    }
  });

  it('names every field at fault in the site\'s language, and saves nothing', async () => {
    const before = await savedRows();
    const browser = await withLine(new ShopperBrowser(sut.app));
    const res = await postJson(browser, { ...GB_FORM, email: 'ada@', 'delivery.postcode': '12345', 'delivery.lastName': '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_SHOPPER_DETAILS', message: 'Please enter your details',
      fields: [
        { field: 'email', message: 'Incomplete field' },
        { field: 'delivery.lastName', message: 'Please fill in this field' },
        { field: 'delivery.postcode', message: 'Please check the postcode: it does not look like one from the country chosen' },
      ],
    });
    const german = await withLine(new ShopperBrowser(sut.app, 'yours-clothing-de'), 'yours-clothing');
    const de = await postJson(german, { ...GB_FORM, email: '', 'delivery.countryCode': 'DE', 'delivery.postcode': '10115' });
    expect(de.json()).toMatchObject({ message: 'Bitte geben Sie Ihre Daten ein', fields: [{ field: 'email', message: 'Bitte geben Sie eine E-Mail-Adresse ein' }] });
    expect(await savedRows()).toBe(before);
  });

  it('refuses a guest without a session and makes none for them; details that pass make one and are saved', async () => {
    const sessions = async () => (await sut.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n;
    const browser = new ShopperBrowser(sut.app);
    const token = await browser.token();
    const before = await sessions();
    const refused = await postJson(browser, { ...GB_FORM, 'delivery.postcode': '' }, { token });
    expect(refused.statusCode).toBe(400);
    expect(await sessions()).toBe(before);
    const saved = await postJson(browser, GB_FORM, { token });
    expect(saved.statusCode).toBe(200);
    expect(await sessions()).toBe(before + 1);
  });

  it('delivers only to the site\'s countries; a US site asks for a state and allows an apartment/suite', async () => {
    const browser = await withLine(new ShopperBrowser(sut.app, 'yours-clothing-us'), 'yours-clothing');
    const page = await browser.get('/basket');
    expect(page.body).toContain('name="delivery.stateOrProvince"');
    expect(page.body).toContain('name="delivery.apartment"');
    expect(page.body).toContain('autoComplete="shipping address-level1"');
    const us = {
      email: 'grace@example.com', 'delivery.firstName': 'Grace', 'delivery.lastName': 'Hopper', 'delivery.countryCode': 'US',
      'delivery.line1': '1600 Pennsylvania Ave NW', 'delivery.apartment': 'Suite 2', 'delivery.city': 'Washington',
      'delivery.stateOrProvince': 'dc', 'delivery.postcode': '20500', 'delivery.phone': '(202) 456-1111', billingSameAsDelivery: ['true'],
    };
    const gb = await postJson(browser, { ...us, 'delivery.countryCode': 'GB', 'delivery.postcode': 'SW1A 1AA' });
    expect(gb.json().fields).toEqual([{ field: 'delivery.countryCode', message: 'Sorry, we do not deliver there from this site: please choose a country from the list' }]);
    const noState = await postJson(browser, { ...us, 'delivery.stateOrProvince': '' });
    expect(noState.json().fields).toEqual([{ field: 'delivery.stateOrProvince', message: 'Please fill in this field' }]);
    const saved = await postJson(browser, us);
    expect(saved.json().values.delivery).toMatchObject({ stateOrProvince: 'DC', apartment: 'Suite 2' });
  });

  it('keeps a billing address of its own', async () => {
    const browser = await withLine(new ShopperBrowser(sut.app));
    const payload = {
      ...GB_FORM, billingSameAsDelivery: undefined,
      'billing.firstName': 'Ada', 'billing.lastName': 'King', 'billing.countryCode': 'FR', 'billing.line1': '1 rue de Rivoli',
      'billing.city': 'Paris', 'billing.postcode': '75001',
    };
    const res = await postJson(browser, payload);
    expect(res.json().values).toMatchObject({ billingSameAsDelivery: false, billing: { countryCode: 'FR', postcode: '75001', lastName: 'King' } });
  });
});

describe('POST /basket/details as a plain form post (no JavaScript)', () => {
  it('saves and sends the shopper back to the form on the basket page', async () => {
    const browser = await withLine(new ShopperBrowser(sut.app));
    const res = await browser.postForm(URL, GB_FORM);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/basket#shopper-details');
    expect((await browser.get('/basket')).body).toContain('Your details are saved.');
  });

  it('shows the basket page again with what was typed, each field\'s error and the summary, status 400', async () => {
    const before = await savedRows();
    const browser = await withLine(new ShopperBrowser(sut.app));
    const res = await browser.postForm(URL, { ...GB_FORM, 'delivery.phone': 'call me', 'delivery.firstName': 'Ada <b>' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('class="error-summary"');
    expect(res.body).toContain('href="#sd-delivery-phone"');
    expect(res.body).toContain('id="sd-delivery-phone-error"');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('value="call me"');
    expect(res.body).toContain('value="Ada &lt;b&gt;"');
    expect(res.body).not.toContain('Ada <b>');
    expect(await savedRows()).toBe(before);
  });
});

describe('POST /basket/details with bad input: a 4xx in the one error shape, nothing saved', () => {
  const shape = (res: { json(): unknown }) => {
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(Object.keys(body).filter((key) => !['code', 'message', 'fields'].includes(key))).toEqual([]);
  };

  it.each([
    ['no body', '', 'application/json', 400],
    ['malformed JSON', '{"email": "a@b.co",', 'application/json', 400],
    ['a JSON list', '[1, 2]', 'application/json', 400],
    ['a number for the email', JSON.stringify({ ...GB_FORM, email: 42 }), 'application/json', 400],
    ['an object for a field', JSON.stringify({ ...GB_FORM, 'delivery.city': { $gt: '' } }), 'application/json', 400],
    ['a field over 200 characters', JSON.stringify({ ...GB_FORM, 'delivery.line1': 'x'.repeat(201) }), 'application/json', 400],
    ['a huge email', JSON.stringify({ ...GB_FORM, email: `${'a'.repeat(5000)}@example.com` }), 'application/json', 400],
    ['a control character', JSON.stringify({ ...GB_FORM, 'delivery.city': 'Lon\u0000don' }), 'application/json', 400],
    ['a lone surrogate', JSON.stringify({ ...GB_FORM, 'delivery.firstName': 'A\ud800' }), 'application/json', 400],
    ['a bidirectional override', JSON.stringify({ ...GB_FORM, 'delivery.lastName': '\u202Eecalevol' }), 'application/json', 400],
    ['a body over 256 KiB', JSON.stringify({ ...GB_FORM, email: 'a'.repeat(300_000) }), 'application/json', 413],
    ['plain text', 'email=a@b.co', 'text/plain', 415],
    ['multipart', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--', 'multipart/form-data; boundary=x', 415],
    ['no content type', JSON.stringify(GB_FORM), '', 415],
  ])('%s', async (_name, payload, contentType, status) => {
    const before = await savedRows();
    const browser = await withLine(new ShopperBrowser(sut.app));
    const res = await postJson(browser, payload, { contentType, raw: true });
    expect(res.statusCode).toBe(status);
    shape(res);
    expect(await savedRows()).toBe(before);
  });

  it('without the anti-forgery token, or from another site: 403', async () => {
    const before = await savedRows();
    const browser = await withLine(new ShopperBrowser(sut.app));
    const forged = await postJson(browser, GB_FORM, { token: 'forged' });
    expect(forged.statusCode).toBe(403);
    shape(forged);
    const cross = await browser.request({
      method: 'POST', url: URL, payload: JSON.stringify(GB_FORM),
      headers: { 'content-type': 'application/json', accept: 'application/json', 'sec-fetch-site': 'cross-site', RequestVerificationToken: await browser.token() },
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ code: 'CROSS_SITE', message: expect.any(String) });
    expect(await savedRows()).toBe(before);
  });

  it('a plain form post with a field over its bound gets the error page, and nothing is saved', async () => {
    const before = await savedRows();
    const browser = await withLine(new ShopperBrowser(sut.app));
    const res = await browser.postForm(URL, { ...GB_FORM, 'delivery.city': 'x'.repeat(1000) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(await savedRows()).toBe(before);
    expect(form({ a: 'b' })).toBe('a=b');
  });
});

describe('shopper details and accounts', () => {
  it("a signed-in shopper's email is filled in from the account; a guest's details move to the shopper on sign-in", async () => {
    const email = `shopper-${Date.now()}@example.com`;
    const registering = new ShopperBrowser(sut.app);
    expect((await registering.register('Grace Hopper', email, 'correct horse battery staple')).statusCode).toBe(303);
    await withLine(registering);
    expect((await registering.get('/basket')).body).toContain(`value="${email}"`);

    const guest = await withLine(new ShopperBrowser(sut.app));
    expect((await postJson(guest, { ...GB_FORM, 'delivery.firstName': 'Guestina' })).statusCode).toBe(200);
    expect((await guest.signIn(email, 'correct horse battery staple')).statusCode).toBe(303);
    const page = await guest.get('/basket');
    expect(page.body).toContain('value="Guestina"');
    expect(page.body).toContain('value="ada@example.com"');
  });

  it('the basket page shows no form while the basket is empty', async () => {
    const page = await new ShopperBrowser(sut.app).get('/basket');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('id="shopper-details"');
  });
});
