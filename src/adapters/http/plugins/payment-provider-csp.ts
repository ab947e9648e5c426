/**
 * What the payment providers' browser code needs from the Content-Security-Policy, per configured
 * real provider. The sandboxes run on the shop's own origin, so they add nothing: a shop without
 * real providers keeps the strict policy of security-headers.ts unchanged.
 *
 * The hosts were read from the packages the shop bundles or loads: `@adyen/adyen-web` 6
 * (core/Environment/constants: API, CDN and analytics hosts per environment; the ApplePay
 * component's apple-pay-sdk.js; the GooglePay component's pay.js), `@paypal/paypal-js`
 * (https://www.paypal.com/sdk/js, for sandbox client ids too) and the Klarna Payments library
 * (KLARNA_SDK_URL), and from each provider's published CSP guidance.
 */

/** The real payment providers the shop's pages load browser code for. */
export interface BrowserPaymentProviders {
  /** Adyen's environment when Adyen is configured (its card fields, Google Pay, Apple Pay, 3-D Secure), else null. */
  adyen: 'test' | 'live' | null;
  /** PayPal Orders v2 with a real client id: PayPal's JS SDK and its buttons. */
  payPal: boolean;
  /** Klarna Payments: Klarna's widget library. */
  klarna: boolean;
}

export const NO_BROWSER_PAYMENT_PROVIDERS: BrowserPaymentProviders = { adyen: null, payPal: false, klarna: false };

/** The CSP directives a provider may widen (helmet's camelCase names). */
export type ProviderDirective = 'scriptSrc' | 'styleSrc' | 'imgSrc' | 'fontSrc' | 'connectSrc' | 'frameSrc' | 'formAction';

export type CspSources = Partial<Record<ProviderDirective, readonly string[]>>;

/**
 * Adyen Web for one environment. Our ADYEN_ENVIRONMENT is `test` or `live` and the page passes
 * exactly that to AdyenCheckout, so the regional live hosts (checkoutshopper-live-us and the like)
 * are never used. The library itself is bundled by our build, so it needs no script source.
 */
function adyenSources(environment: 'test' | 'live'): CspSources {
  const api = `https://checkoutshopper-${environment}.adyen.com`;
  const cdn = `https://checkoutshopper-${environment}.cdn.adyen.com`;
  const analytics = `https://checkoutanalytics-${environment}.adyen.com`;
  return {
    // The secured card fields are iframes from the API host.
    // 3-D Secure 2: the fingerprint and the challenge are iframes of the card issuer's ACS, whose
    // host is only known from the payment's action; Adyen's guidance is to allow every https
    // frame for it. `https:` is only here, and only while Adyen is configured.
    frameSrc: [api, 'https:'],
    // adyen-web posts the 3-D Secure method data and challenge request as forms into those
    // iframes, and a redirect action with method POST submits a form to the bank: form-action
    // governs both, so it needs the same `https:`.
    formAction: ['https:'],
    // API calls (secured fields' configuration, Apple Pay merchant validation), translations from the CDN, analytics.
    connectSrc: [api, cdn, analytics],
    // Card brand and payment method logos.
    imgSrc: [api, cdn],
  };
}

/**
 * Google Pay through adyen-web's GooglePay component: it loads Google's pay.js, which frames and
 * calls pay.google.com (the payment handler also asks google.com/pay), draws the button's images
 * from www.gstatic.com and adds the button's styles as <style> elements: those need
 * 'unsafe-inline' in style-src, as the cached pages carry no nonce to hand it (ADR 2).
 */
const GOOGLE_PAY: CspSources = {
  scriptSrc: ['https://pay.google.com'],
  frameSrc: ['https://pay.google.com'],
  connectSrc: ['https://pay.google.com', 'https://google.com/pay', 'https://www.google.com/pay'],
  imgSrc: ['https://www.gstatic.com'],
  styleSrc: ["'unsafe-inline'"],
};

/** Apple Pay through adyen-web's ApplePay component, which loads Apple's button SDK (apple-pay-sdk.js). */
const APPLE_PAY: CspSources = {
  scriptSrc: ['https://applepay.cdn-apple.com'],
};

/**
 * PayPal's JS SDK (www.paypal.com/sdk/js) and the buttons it renders: PayPal's CSP table names
 * paypal.com (www and www.sandbox) and paypalobjects.com for scripts, frames, calls, images and
 * styles; venmo.com is left out, as only the PayPal funding source is shown. The SDK adds a
 * <style> element sizing the buttons' frame, which without a nonce needs 'unsafe-inline' in
 * style-src (PayPal's own recommendation); its recommended 'unsafe-inline' for scripts is not
 * taken: the SDK is an external script and runs without it.
 */
const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
const PAYPAL: CspSources = {
  scriptSrc: PAYPAL_HOSTS,
  frameSrc: PAYPAL_HOSTS,
  connectSrc: PAYPAL_HOSTS,
  imgSrc: PAYPAL_HOSTS,
  styleSrc: ["'unsafe-inline'", ...PAYPAL_HOSTS],
};

/**
 * The Klarna Payments widget: api.js from x.klarnacdn.net frames the payment widget from
 * js.klarna.com (js.playground.klarna.com for test accounts) and calls Klarna's hosts; its styles
 * and fonts come from the same CDN and it adds inline styles (Klarna's browser security guidance).
 */
const KLARNA: CspSources = {
  scriptSrc: ['https://x.klarnacdn.net'],
  frameSrc: ['https://*.klarna.com', 'https://x.klarnacdn.net'],
  connectSrc: ['https://*.klarna.com', 'https://*.klarnaservices.com', 'https://*.klarnaevt.com', 'https://x.klarnacdn.net'],
  imgSrc: ['https://*.klarna.com', 'https://x.klarnacdn.net'],
  styleSrc: ["'unsafe-inline'", 'https://x.klarnacdn.net'],
  fontSrc: ['https://x.klarnacdn.net'],
};

/** Every directive's sources of these parts, each source once, in the order first named. */
export function merged(parts: readonly CspSources[]): CspSources {
  const sources: CspSources = {};
  for (const part of parts) {
    for (const [directive, values] of Object.entries(part) as [ProviderDirective, readonly string[]][]) {
      sources[directive] = [...new Set([...(sources[directive] ?? []), ...values])];
    }
  }
  return sources;
}

/** The sources the CSP adds for the configured real providers; none for the sandboxes. */
export function paymentProviderCspSources(providers: BrowserPaymentProviders): CspSources {
  return merged([
    ...(providers.adyen === null ? [] : [adyenSources(providers.adyen), GOOGLE_PAY, APPLE_PAY]),
    ...(providers.payPal ? [PAYPAL] : []),
    ...(providers.klarna ? [KLARNA] : []),
  ]);
}
