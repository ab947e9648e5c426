import type { KlarnaWalletMode } from '../adapters/ui-react/screens/basket/checkout/klarna/klarna-wallet.view.js';
import type { AppConfig } from './config.js';

/** How the basket page offers Klarna: Klarna's own library, the sandbox dialog, or not at all. */
export function klarnaWalletModeOf(config: AppConfig): KlarnaWalletMode {
  switch (config.klarna.kind) {
    case 'klarna':
      return 'live';
    case 'sandbox':
      return 'sandbox';
    default:
      return 'off';
  }
}
