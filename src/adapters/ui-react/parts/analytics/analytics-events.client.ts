/**
 * Pushes the page's GA4 events (its `data-analytics-events` JSON blocks) onto the data layer, after
 * Consent Mode's defaults. Each ecommerce event is preceded by `{ ecommerce: null }`, as GA4 asks,
 * so one event's items never carry into the next. The events a shopper's clicks and payment make
 * (select_item, add_payment_info) are built from the page's own blocks, so no item data is sent twice.
 */
import { pushEvent } from '../consent/tag-manager.client.js';
import { ANALYTICS_EVENTS_ATTRIBUTE } from './analytics-events-attribute.js';

interface PageEvent {
  event?: string;
  ecommerce?: { item_list_id?: string; item_list_name?: string; items?: ({ item_id?: string } & Record<string, unknown>)[] } & Record<string, unknown>;
}

function eventsIn(root: ParentNode): PageEvent[] {
  return [...root.querySelectorAll(`script[${ANALYTICS_EVENTS_ATTRIBUTE}]`)].flatMap((block) => {
    try {
      const events: unknown = JSON.parse(block.textContent ?? '[]');
      return Array.isArray(events) ? (events as PageEvent[]) : [];
    } catch {
      return [];
    }
  });
}

function push(event: PageEvent): void {
  pushEvent({ ecommerce: null });
  pushEvent(event);
}

/** The blocks' events under `root` (the page, or a fragment the page swaps in). */
export function pushPageEvents(root: ParentNode): void {
  eventsIn(root).forEach(push);
}

/**
 * select_item: a link in a product tile (`data-product-code`) of a listed product clicked; the
 * item as the page's view_item_list has it, with its list. One listener for the whole document.
 */
export function watchSelectItem(doc: Document): void {
  doc.addEventListener('click', (click) => {
    const code = (click.target as Element | null)?.closest?.('a')?.closest('[data-product-code]')?.getAttribute('data-product-code');
    if (!code) return;
    for (const list of eventsIn(doc)) {
      const item = list.event === 'view_item_list' ? list.ecommerce?.items?.find((i) => i.item_id === code) : undefined;
      if (item === undefined) continue;
      const { item_list_id, item_list_name } = list.ecommerce!;
      push({ event: 'select_item', ecommerce: { ...list.ecommerce, items: [{ ...item, item_list_id, item_list_name }] } });
      return;
    }
  });
}

/** add_payment_info: the checkout's items (the page's begin_checkout) with the way the shopper chose to pay. */
export function pushPaymentInfo(doc: Document, paymentType: string): void {
  const checkout = eventsIn(doc).find((e) => e.event === 'begin_checkout');
  if (checkout !== undefined) push({ event: 'add_payment_info', ecommerce: { ...checkout.ecommerce, payment_type: paymentType } });
}
