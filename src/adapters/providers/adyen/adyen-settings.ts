/** Adyen's configuration (ADYEN_* variables), validated at start-up by src/main/config.ts. */
export interface AdyenSettings {
  apiKey: string;
  /** The browser's key for @adyen/adyen-web ('test_…' or 'live_…'). */
  clientKey: string;
  merchantAccount: string;
  /** Hex HMAC key of the webhook (standard notification) configuration. */
  hmacKey: string;
  environment: 'test' | 'live';
  /** Base URL of the Checkout API, without the version: 'https://checkout-test.adyen.com' or a live prefix URL. */
  checkoutUrl: string;
  /** How long one call may take before it counts as PROVIDER_UNAVAILABLE. */
  timeoutMs: number;
}
