/**
 * The confirmation page's hooks (page module `pages/confirmation-page`): while the payment is
 * pending, the payment status poll (every 2000 ms, every 10000 ms after 60000 ms). A success or an
 * error (refused, cancelled, expired) reloads the page, whose server render says which with the
 * order as it now stands; an unknown error (an answer nobody understood) stops the poll and asks
 * the shopper to refresh, in the page's own status region, rather than guessing.
 */
import { watchPaymentStatus, type FinalPaymentState } from './payment-status-poller.client.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';

let stop: (() => void) | null = null;

function showFinal(state: FinalPaymentState, element: HTMLElement | null): void {
  if (state !== 'unknownError') {
    location.reload();
    return;
  }
  if (!element) return;
  const message = document.createElement('p');
  message.className = 'confirmation-page__unknown';
  message.textContent = pageStrings().refreshAndRetry;
  element.replaceChildren(message);
  element.removeAttribute('aria-busy');
}

export function init(): void {
  stop?.();
  stop = watchPaymentStatus(document, { onFinal: showFinal });
}

export function exit(): void {
  stop?.();
  stop = null;
}
