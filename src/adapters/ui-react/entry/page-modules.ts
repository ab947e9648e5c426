/**
 * Every page module (a page's init/exit hooks), by the name a `[data-page-module]` marker or a
 * modal link's `data-module` gives, declared once as a lazy loader, as the islands are. The client
 * entry hands it to the runtime.
 */
import type { PageModule } from '../runtime/widgets/page-modules.client.js';

export const PAGE_MODULES: Readonly<Record<string, () => Promise<PageModule>>> = {
  'pages/basket-page': () => import('../screens/basket/basket-page.client.js'),
  // Payment sandbox: the 3-D Secure challenge page hands its answer to the shop's window.
  'pages/payment-sandbox-challenge': () => import('../screens/payment-sandbox/challenge-answer.client.js'),
  // Order confirmation: the payment status poll while the payment is pending.
  'pages/confirmation-page': () => import('../screens/confirmation/confirmation-page.client.js'),
};
