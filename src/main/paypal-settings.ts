import type { AppConfig } from './config.js';

/** PayPal (issue 10): the basket page's PayPal button for this configuration (PayPal's SDK, the sandbox's button, or none). */
export function payPalButtonOf(config: AppConfig): { mode: 'sdk' | 'sandbox'; clientId: string } | null {
  switch (config.payPal.kind) {
    case 'paypal':
      return { mode: 'sdk', clientId: config.payPal.settings.clientId };
    case 'sandbox':
      return { mode: 'sandbox', clientId: '' };
    case 'off':
      return null;
  }
}
