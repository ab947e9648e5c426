/**
 * The confirmation page's hooks (page module `pages/confirmation-page`): while the payment is
 * pending, the payment status poll (every 2000 ms, every 10000 ms after 60000 ms), reloading the
 * page once the status is final.
 */
import { watchPaymentStatus } from '../../parts/payments/payment-status-poller.client.js';

let stop: (() => void) | null = null;

export function init(): void {
  stop?.();
  stop = watchPaymentStatus(document);
}

export function exit(): void {
  stop?.();
  stop = null;
}
