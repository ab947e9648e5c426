/** PayPal's configuration (PAYPAL_* variables), validated at start-up by src/main/config.ts. */
export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** Base URL of the REST API: 'https://api-m.sandbox.paypal.com', 'https://api-m.paypal.com', or a stand-in. */
  baseUrl: string;
  /** How long one call may take before it counts as PROVIDER_UNAVAILABLE. */
  timeoutMs: number;
  /** The id of our webhook in PayPal's developer portal (PAYPAL_WEBHOOK_ID); null: no webhook is verified (each is refused). */
  webhookId: string | null;
}
