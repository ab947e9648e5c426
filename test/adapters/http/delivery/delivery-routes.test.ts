import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontUnderTest, type StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { addToBag, inStock, sessionCookieOf } from '../basket/basket-test-app.js';

let sut: StorefrontUnderTest;
beforeAll(async () => {
  sut = await startStorefrontUnderTest();
}, 120_000);
afterAll(async () => sut?.close());

const dress = inStock('evans');
const size = dress.sizes.find((s) => s.unitsInStock >= 5)!;
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'text/html', 'x-requested-with': 'XMLHttpRequest' };

async function basket(quantity = 1): Promise<string> {
  const response = await addToBag(sut.app, { site: 'evans', productId: dress.id, stockId: size.stockId, quantity });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

const choose = (cookie: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
  sut.app.inject({
    method: 'POST', url: '/DeliveryAccordion/UpdateSelectedDeliveryOption?site=evans', headers: { ...headers, cookie },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const page = (cookie: string, query = '') => sut.app.inject({ method: 'GET', url: `/basket?site=evans${query}`, headers: { cookie } });
const totalOf = (html: string, which: string) => new RegExp(`data-total="${which}">([^<]+)<`).exec(html)?.[1];

describe('POST /DeliveryAccordion/UpdateSelectedDeliveryOption', () => {
  it('saves express delivery and answers the delivery section and the totals with the new price', async () => {
    const cookie = await basket();
    const before = await page(cookie);
    expect(totalOf(before.body, 'delivery')).toBe('£3.99');
    const response = await choose(cookie, { DeliveryOptionID: '2', DeliveryCountryID: 'GB', showCountries: true, isExpressPayment: false });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('id="delivery-accordion"');
    expect(response.body).toContain('data-state="chosen"');
    expect(totalOf(response.body, 'delivery')).toBe('£6.99');
    const after = await page(cookie);
    expect(totalOf(after.body, 'delivery')).toBe('£6.99');
    expect(after.body).toContain('Express delivery');
  });

  it('defaults DeliveryOptionID to "1" (standard) as the spec says', async () => {
    const cookie = await basket();
    await choose(cookie, { DeliveryOptionID: '2' });
    const response = await choose(cookie, {});
    expect(response.statusCode).toBe(200);
    expect(totalOf(response.body, 'delivery')).toBe('£3.99');
  });

  it('keeps a nominated day and a safe place with instructions', async () => {
    const cookie = await basket();
    const html = (await page(cookie)).body;
    const day = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(html)![1]!;
    const response = await choose(cookie, { DeliveryOptionID: '3', StatedDay: day, ChosenSafePlace: 'porch', ChosenSafePlaceInstructions: 'Behind the blue pot' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Behind the blue pot');
    expect(response.body).toContain('Front porch');
    expect(totalOf(response.body, 'delivery')).toBe('£5.99');
  });

  it('saves a pick-up point read from its network, never from the posted JsonData', async () => {
    const cookie = await basket();
    const search = await sut.app.inject({ method: 'GET', url: '/DeliveryAccordion/GetColl8PudoLocations?searchTerm=LS1%204AP' });
    const point = search.json<{ data: { locationCode: string; companyName: string }[] }>().data[0]!;
    const response = await choose(cookie, { DeliveryOptionID: '11', StoreID: point.locationCode, JsonData: '{"companyName":"<script>alert(1)</script>"}' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(point.companyName.replaceAll('&', '&amp;'));
    expect(response.body).not.toContain('<script>alert(1)');
    expect(totalOf(response.body, 'delivery')).toBe('£2.99');
  });

  it('a form post without JavaScript saves and sends the shopper back to the basket page', async () => {
    const cookie = await basket();
    const response = await choose(cookie, 'DeliveryOptionID=2&DeliveryCountryID=GB&showCountries=true', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/basket#delivery-accordion');
    expect(totalOf((await page(cookie)).body, 'delivery')).toBe('£6.99');
  });

  it('sends a form post that is refused back with the error from the fixed set', async () => {
    const cookie = await basket();
    const response = await choose(cookie, 'DeliveryOptionID=11&StoreID=NOPE', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/basket?error=delivery#delivery-accordion');
    expect((await page(cookie, '&error=delivery')).body).toContain('We could not save your delivery choice. Please try again.');
  });

  it.each([
    [{ DeliveryOptionID: '99' }, 400, 'There is no delivery option 99. Please choose one of the options shown.'],
    [{ DeliveryOptionID: 'x' }, 400, 'Please check DeliveryOptionID: it is not in the expected format'],
    [{ DeliveryCountryID: 'US' }, 400, 'We do not deliver to that country from this site.'],
    [{ DeliveryOptionID: '1', ChosenSafePlace: 'roof' }, 400, 'Please choose a safe place from the list.'],
    [{ DeliveryOptionID: '3', StatedDay: '2020-01-01' }, 409, 'That delivery day is no longer available. Please choose another day.'],
    [{ DeliveryOptionID: '3', StatedDay: '01/01/2030' }, 400, 'Please check StatedDay: it is not in the expected format'],
    [{ DeliveryOptionID: '11' }, 400, 'Please choose a pick-up point.'],
    [{ DeliveryOptionID: '11', StoreID: 'NO-SUCH-POINT' }, 404, 'We could not find that pick-up point. Please search again.'],
    [{ ChosenSafePlaceInstructions: 'x'.repeat(201) }, 400, 'Please check ChosenSafePlaceInstructions: it can be at most 200 characters long'],
    [{ StoreID: 'a'.repeat(5000) }, 400, 'Please check StoreID: it can be at most 64 characters long'],
    [{ showCountries: 'maybe' }, 400, null],
  ])('refuses case %# with %i and a clear message, saving nothing', async (body, status, message) => {
    const cookie = await basket();
    await choose(cookie, { DeliveryOptionID: '2' });
    const response = await choose(cookie, body);
    expect(response.statusCode).toBe(status);
    if (message !== null) expect(response.json().message).toBe(message);
    expect(totalOf((await page(cookie)).body, 'delivery')).toBe('£6.99');
  });

  it('refuses malformed JSON, a wrong content type and another site\'s post, saving nothing', async () => {
    const cookie = await basket();
    expect((await choose(cookie, '{"DeliveryOptionID":')).statusCode).toBe(400);
    expect((await choose(cookie, 'DeliveryOptionID=2', { 'content-type': 'text/plain' })).statusCode).toBe(415);
    const crossSite = await choose(cookie, { DeliveryOptionID: '2' }, { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(totalOf((await page(cookie)).body, 'delivery')).toBe('£3.99');
  });

  it('changing the country keeps an option the country offers, and falls back to standard for one it does not', async () => {
    const cookie = await basket();
    await choose(cookie, { DeliveryOptionID: '13', StoreID: (await sut.app.inject({ method: 'GET', url: '/DeliveryAccordion/GetInpostLockerLocations?searchTerm=Leeds' })).json<{ id: string }[]>()[0]!.id });
    const response = await choose(cookie, { DeliveryOptionID: '13', DeliveryCountryID: 'IE' });
    expect(response.statusCode).toBe(200);
    expect(totalOf(response.body, 'delivery')).toBe('£9.99');
    expect(response.body).toContain('<option value="IE" selected=""');
  });
});

it('refuses a pick-up network the destination country does not have', async () => {
  const cookie = await basket();
  await choose(cookie, { DeliveryOptionID: '1', DeliveryCountryID: 'IE' });
  const response = await choose(cookie, { DeliveryOptionID: '11', StoreID: 'X' });
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe('That delivery option is not available for this basket. Please choose another.');
  expect(totalOf((await page(cookie)).body, 'delivery')).toBe('£9.99');
});

describe('the basket page', () => {
  it('free standard delivery over the threshold, and the missing amount under it', async () => {
    const cookie = await basket();
    const under = (await page(cookie)).body;
    expect(under).toMatch(/Spend £[\d.]+ more for free standard delivery\./);
    const big = await addToBag(sut.app, { site: 'evans', productId: dress.id, stockId: size.stockId, quantity: 4 }, cookie);
    expect(big.statusCode).toBe(200);
    const over = (await page(cookie)).body;
    expect(totalOf(over, 'delivery')).toBe('Free');
    expect(over).toContain('Your order qualifies for free standard delivery.');
  });

  it('?error= shows a known code\'s translated text, and any other message as text only, cut to 200 characters', async () => {
    const cookie = await basket();
    const known = await page(cookie, '&error=paypal');
    expect(known.body).toContain('<p class="basket-page__error" role="alert">An error has occured.</p>');
    // Spec 2 and 8: a PayPal error's message comes back as it is, printed as text, never markup.
    const message = await page(cookie, `&error=${encodeURIComponent('Your PayPal payment was declined.')}`);
    expect(message.body).toContain('<p class="basket-page__error" role="alert">Your PayPal payment was declined.</p>');
    const raw = await page(cookie, `&error=${encodeURIComponent('<img src=x onerror=alert(1)><script>alert(2)</script>')}`);
    expect(raw.body).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(raw.body).not.toContain('<img src=x');
    expect(raw.body).not.toContain('<script>alert(2)');
    const long = await page(cookie, `&error=${'w'.repeat(290)}`);
    expect(long.body).toContain(`role="alert">${'w'.repeat(199)}…</p>`);
    // A value past the query's bound is refused (the shop never sends one).
    expect((await page(cookie, `&error=${'w'.repeat(301)}`)).statusCode).toBe(400);
    // Blank: no alert at all.
    expect((await page(cookie, '&error=%20%0A')).body).not.toContain('basket-page__error');
  });

  it('GET /basket/sections answers the delivery section and the totals', async () => {
    const cookie = await basket();
    const response = await sut.app.inject({ method: 'GET', url: '/basket/sections?site=evans', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="delivery-accordion"');
    expect(response.body).toContain('id="basket-totals"');
  });
});
