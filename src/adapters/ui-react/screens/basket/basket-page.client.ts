/**
 * The basket page's init and exit hooks (page module `pages/basket-page`, spec section 2): the
 * delivery accordion (its code loads when the section nears the viewport or is used), and after any change to the basket (a quantity, a coupon, a voucher, the
 * shopper's details: the `basket:changed` event) the delivery section and the totals are read
 * again, since prices, free delivery and options follow the basket.
 */
import { watchDeliveryAccordion } from './delivery/delivery-accordion-trigger.client.js';
import { BASKET_TOTALS_ID, CHECKOUT_SECTIONS_URL, DELIVERY_SECTION_ID } from './delivery/delivery-urls.js';
import { pageStrings } from '../../runtime/i18n/page-strings.js';
// Payment area: its code loads on first need.
import { watchPaymentArea } from './checkout/payment-area-trigger.client.js';
// Klarna: the wallet button's code loads on its first click.
import { watchKlarnaWallet } from './checkout/klarna/klarna-wallet-trigger.client.js';

let stopAccordion: (() => void) | null = null;
let refreshing: AbortController | null = null;
let stopPaymentArea: (() => void) | null = null;
// Klarna
let stopKlarnaWallet: (() => void) | null = null;

async function refreshSections(): Promise<void> {
  refreshing?.abort();
  refreshing = new AbortController();
  try {
    // Loaded on the first change to the basket: a first paint does not need them.
    const [{ fetchFragment }, { swapSections }] = await Promise.all([
      import('../../runtime/fetch-fragment.client.js'), import('./delivery/save-delivery-selection.client.js'),
    ]);
    const html = await fetchFragment(CHECKOUT_SECTIONS_URL, { signal: refreshing.signal });
    const typingInDelivery = document.getElementById(DELIVERY_SECTION_ID)?.contains(document.activeElement) ?? false;
    swapSections(html, typingInDelivery ? [BASKET_TOTALS_ID] : [DELIVERY_SECTION_ID, BASKET_TOTALS_ID]);
  } catch (error) {
    if ((error as Error).name !== 'AbortError') console.error(error);
  }
}

const onBasketChanged = (): void => void refreshSections();

export function init(): void {
  stopAccordion = watchDeliveryAccordion(document, { saveFailed: pageStrings().deliverySaveFailed });
  document.addEventListener('basket:changed', onBasketChanged);
  stopPaymentArea = watchPaymentArea(document);
  // Klarna
  stopKlarnaWallet = watchKlarnaWallet(document);
}

export function exit(): void {
  stopAccordion?.();
  stopAccordion = null;
  refreshing?.abort();
  document.removeEventListener('basket:changed', onBasketChanged);
  stopPaymentArea?.();
  stopPaymentArea = null;
  // Klarna
  stopKlarnaWallet?.();
  stopKlarnaWallet = null;
}
