/**
 * Stand-in answers for the payment calls of the basket page, in the shapes the checkout routes
 * answer with (ADR 0019), served with Playwright's `page.route()` so the payment area's browser
 * code can be tested apart from the server routes, with the answer each test needs (a refusal, a
 * 3-D Secure action, an answer held back).
 */
import type { Page, Request, Route } from 'playwright-core';

const CONTRACT_METHODS = {
  paymentMethods: [
    { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex', 'maestro'] },
    { type: 'sepadirectdebit', name: 'SEPA Direct Debit' },
    { type: 'ideal', name: 'iDEAL' },
    { type: 'clearpay', name: 'Clearpay' },
    { type: 'onlineBanking_PL', name: 'Online banking Poland' },
    { type: 'applepay', name: 'Apple Pay' },
    { type: 'googlepay', name: 'Google Pay' },
  ],
  storedPaymentMethods: [
    { id: 'stored-visa-1', brand: 'visa', lastFour: '1111', expiryMonth: '03', expiryYear: '2030', holderName: 'Jo Shopper' },
  ],
};

export type ContractResultCode = 'Authorised' | 'Refused' | 'Received' | 'Pending' | 'Error' | 'Cancelled';

/** A payment response without an action. */
export function paymentResponse(resultCode: ContractResultCode, extra: { orderId?: string; refusalReason?: string; paymentMethod?: string } = {}) {
  return {
    action: null,
    additionalData: { orderId: extra.orderId ?? 'enc-order-1', paymentMethod: extra.paymentMethod ?? 'visa' },
    merchantReference: 'SF-1001',
    resultCode,
    refusalReason: extra.refusalReason ?? null,
  };
}

/** A payment response with a 3-D Secure 2 action (sandbox: a challenge page, or a fingerprint completed at once). */
export function threeDS2Response(subtype: 'challenge' | 'fingerprint', orderId = 'enc-order-1') {
  return {
    action: {
      type: 'threeDS2', subtype, paymentData: `${subtype}-payment-data`, paymentMethodType: 'scheme',
      // As the sandbox gateway makes them: base64 JSON; a fingerprint's carries the threeDSResult to send back.
      token: Buffer.from(JSON.stringify({ threeDSServerTransID: 'T1', ...(subtype === 'fingerprint' ? { threeDSMethodUrl: '', threeDSResult: 'fingerprint-result' } : {}) })).toString('base64'),
      ...(subtype === 'challenge' ? { url: `/payment-sandbox/challenge?order=${orderId}` } : {}),
    },
    additionalData: { orderId, paymentMethod: 'visa' },
    merchantReference: 'SF-1001',
    resultCode: subtype === 'challenge' ? 'ChallengeShopper' : 'IdentifyShopper',
    refusalReason: null,
  };
}

export interface Answer {
  status?: number;
  body: unknown;
  /** Held until this settles (to look at the page while a call runs). */
  after?: Promise<unknown>;
}

export interface PaymentCall {
  url: URL;
  body: Record<string, unknown>;
}

export interface PaymentRoutes {
  methods: number;
  initiate: PaymentCall[];
  details: PaymentCall[];
}

async function answer(route: Route, request: Request, log: PaymentCall[], next: (call: PaymentCall, n: number) => Answer | 'abort'): Promise<void> {
  const call = { url: new URL(request.url()), body: (request.postDataJSON() ?? {}) as Record<string, unknown> };
  log.push(call);
  const reply = next(call, log.length);
  if (reply === 'abort') {
    await route.abort('failed');
    return;
  }
  await reply.after;
  await route.fulfill({ status: reply.status ?? 200, contentType: 'application/json', body: JSON.stringify(reply.body) });
}

/**
 * Answers GetPaymentMethods, InitiatePayment and SubmitAdditionalDetails, and serves the pages a
 * payment leads to (CompleteOrder, the confirmation page) and the sandbox challenge page, whose
 * button posts `{ type: 'payment-sandbox:challenge', threeDSResult }` to its parent as the
 * sandbox gateway's page does.
 */
export async function routePayments(page: Page, answers: {
  methods?: unknown;
  initiate: (call: PaymentCall, n: number) => Answer | 'abort';
  details?: (call: PaymentCall, n: number) => Answer | 'abort';
}): Promise<PaymentRoutes> {
  const log: PaymentRoutes = { methods: 0, initiate: [], details: [] };
  await page.route('**/Checkout/PaymentComponent/GetPaymentMethods', async (route) => {
    log.methods += 1;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answers.methods ?? CONTRACT_METHODS) });
  });
  await page.route('**/Checkout/PaymentComponent/InitiatePayment?*', (route, request) => answer(route, request, log.initiate, answers.initiate));
  await page.route('**/Checkout/PaymentComponent/SubmitAdditionalDetails?*', (route, request) =>
    answer(route, request, log.details, answers.details ?? (() => ({ body: paymentResponse('Authorised') }))));
  const html = (title: string, body = '') =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  await page.route('**/Checkout/PaymentComponent/CompleteOrder?*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html('Order complete') }));
  await page.route('**/Checkout/Confirmation?*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html('Order confirmation') }));
  await page.route('**/payment-sandbox/challenge?*', (route) => route.fulfill({
    status: 200,
    contentType: 'text/html',
    body: html('Sandbox 3-D Secure', `<label>Password <input id="pw" type="password"></label>
      <button id="submit" type="button">Submit</button>
      <script>document.getElementById('submit').addEventListener('click', function () {
        parent.postMessage({ type: 'payment-sandbox:challenge', threeDSResult: document.getElementById('pw').value === 'password' ? 'challenge-ok' : 'challenge-failed' }, location.origin);
      });</script>`),
  }));
  return log;
}
