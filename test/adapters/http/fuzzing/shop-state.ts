import { seededCatalog, ShopperBrowser } from '../../../support/shopper-browser.js';
import type { StorefrontUnderTest } from '../../../support/storefront-under-test.js';
import { card, initiate, postJson } from '../checkout/checkout-test-kit.js';
import { postForm } from '../checkout/paypal/paypal-test-kit.js';

/**
 * A shopper part-way through a checkout, as the checkout, payment, delivery and loyalty routes
 * expect one: an item in the basket, details saved, and what each payment route names (a card
 * order waiting for its 3-D Secure challenge, a PayPal order, an authorised Klarna session).
 * A part the shop refused to make is null, and the requests that would name it leave it out.
 */
export interface ShopState {
  browser: ShopperBrowser;
  token: string;
  card: {
    orderId: string; reference: string; totalMinor: number; pspReference: string | null;
    /** The challenge page's session, its paymentData, and the result the right password gets there. */
    session: string; paymentData: string | null; threeDSResult: string | null;
  } | null;
  payPal: { orderID: string; reference: string } | null;
  /** An iDEAL payment's bank page session (another shopper's, on the Dutch site), made only where asked for. */
  bank: { session: string } | null;
  klarna: { sessionId: string; clientToken: string; authToken: string | null } | null;
}

/** The challenge card of the payment sandbox (3-D Secure 2, password "password"). */
export const CHALLENGE_CARD = '4212345678910006';

export const SHOPPER_DETAILS = {
  email: 'jo@example.com', 'delivery.firstName': 'Jo', 'delivery.lastName': 'Shopper', 'delivery.phone': '+44 20 7946 0000',
  'delivery.countryCode': 'GB', 'delivery.line1': '12 St James Square', 'delivery.city': 'London', 'delivery.postcode': 'SW1Y 4LB',
  billingSameAsDelivery: 'true',
} as const;
const DUTCH_DETAILS = { ...SHOPPER_DETAILS, 'delivery.countryCode': 'NL', 'delivery.line1': 'Damrak 1', 'delivery.city': 'Amsterdam', 'delivery.postcode': '1012 LG' };

/** A brand's products with stock to spare, taken in turn so that orders (paid, or pending and holding stock) do not sell one out. */
const stockedOf = (brand: string) => seededCatalog.products
  .filter((p) => p.brand === brand && p.kind === 'apparel' && p.sizes.some((s) => s.unitsInStock >= 3))
  .map((p) => ({ productId: p.id, stockId: p.sizes.find((s) => s.unitsInStock >= 3)!.stockId }));
const STOCKED = { evans: stockedOf('evans'), 'yours-clothing': stockedOf('yours-clothing') };

/** An item in the basket when it has none, and the shopper's details saved. */
async function readyToPay(browser: ShopperBrowser, brand: keyof typeof STOCKED, details: Record<string, string>, turn: number): Promise<void> {
  const count = (await browser.get('/basket/quickbasket/count')).json<{ count: number }>().count;
  if (count === 0) {
    const { productId, stockId } = STOCKED[brand][turn % STOCKED[brand].length]!;
    await browser.get(`/basket/api/add?productId=${productId}&stockId=${encodeURIComponent(stockId)}`);
  }
  await postJson(browser, '/basket/details', details, { RequestVerificationToken: await browser.token() });
}

const jsonOf = <T>(answer: { statusCode: number; json: () => unknown }): T | null => (answer.statusCode === 200 ? answer.json() as T : null);

/** The sandbox's PSP reference, which its paymentData carries (a signed token of JSON). */
const pspReferenceIn = (paymentData: string | null): string | null => {
  try {
    const claims = JSON.parse(Buffer.from(paymentData?.split('.')[0] ?? '', 'base64url').toString()) as { p?: { pspReference?: unknown } };
    return typeof claims.p?.pspReference === 'string' ? claims.p.pspReference : null;
  } catch {
    return null;
  }
};

async function cardOrder(sut: StorefrontUnderTest, browser: ShopperBrowser): Promise<ShopState['card']> {
  const started = jsonOf<{ resultCode: string; merchantReference: string; additionalData: { orderId: string }; action: { url: string; paymentData?: string } | null }>(
    await initiate(browser, card(CHALLENGE_CARD)));
  if (started?.resultCode !== 'ChallengeShopper' || started.action === null) return null;
  const session = new URL(started.action.url, 'http://localhost').searchParams.get('session') ?? '';
  const challenge = await browser.request({
    method: 'POST', url: '/payment-sandbox/challenge',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams({ session, password: 'password' }).toString(),
  });
  const threeDSResult = /data-three-ds-result="([^"]+)"/.exec(challenge.body)?.[1] ?? null;
  const paymentData = started.action.paymentData ?? null;
  const order = (await sut.db.query<{ total_minor: number }>('SELECT total_minor FROM orders WHERE reference = $1', [started.merchantReference])).rows[0];
  return {
    orderId: started.additionalData.orderId, reference: started.merchantReference, totalMinor: order?.total_minor ?? 0, pspReference: pspReferenceIn(paymentData),
    session, paymentData, threeDSResult,
  };
}

/** The bank page session of an iDEAL payment by a new shopper on the Dutch site. */
async function bankPayment(sut: StorefrontUnderTest, turn: number): Promise<ShopState['bank']> {
  const browser = new ShopperBrowser(sut.app, 'yours-clothing-nl');
  await readyToPay(browser, 'yours-clothing', DUTCH_DETAILS, turn);
  const started = jsonOf<{ action: { url: string } | null }>(await initiate(browser, { type: 'ideal' }));
  const session = started?.action === null || started === null ? null : new URL(started.action.url, 'http://localhost').searchParams.get('session');
  return session === null ? null : { session };
}

async function klarnaSession(browser: ShopperBrowser): Promise<ShopState['klarna']> {
  const session = jsonOf<{ sessionId: string; clientToken: string }>(
    await postJson(browser, '/checkout/klarna/session', { formData: { SubscriptionPreference: false, delInstructions: '' } }));
  if (session === null) return null;
  const authorised = jsonOf<{ authorization_token?: string }>(await postJson(browser, '/klarna-sandbox/authorize', { clientToken: session.clientToken, approve: true }));
  return { sessionId: session.sessionId, clientToken: session.clientToken, authToken: authorised?.authorization_token ?? null };
}

/**
 * Brings `browser` (a new guest when absent) to the state: an item in the basket when it has none,
 * the details saved, then a card payment started with the challenge card, a PayPal order (approved
 * by the buyer on every third turn, so that it can be captured) and a Klarna session, each through
 * the shop's own routes.
 */
export async function shopStateOf(
  sut: StorefrontUnderTest, turn: number, opts: { browser?: ShopperBrowser; withBankPayment?: boolean } = {},
): Promise<ShopState> {
  const browser = opts.browser ?? new ShopperBrowser(sut.app);
  await readyToPay(browser, 'evans', SHOPPER_DETAILS, turn);
  const cardState = await cardOrder(sut, browser);
  const payPal = jsonOf<{ orderID: string; reference: string }>(await postForm(browser, '/checkout/paypal/createfrombasket', { Area: 'basket' }));
  if (payPal !== null && turn % 3 === 2) await postForm(browser, '/payment-sandbox/paypal/approve', { token: payPal.orderID, funding: 'balance' }, { accept: 'text/html' });
  const klarna = await klarnaSession(browser);
  const bank = opts.withBankPayment === true ? await bankPayment(sut, turn) : null;
  return { browser, token: await browser.token(), card: cardState, payPal: payPal && { orderID: payPal.orderID, reference: payPal.reference }, klarna, bank };
}

export { card };
