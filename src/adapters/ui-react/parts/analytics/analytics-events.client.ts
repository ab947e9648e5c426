/**
 * Pushes the page's GA4 events (its `data-analytics-events` JSON blocks) onto the data layer, after
 * Consent Mode's defaults. Each ecommerce event is preceded by `{ ecommerce: null }`, as GA4 asks,
 * so one event's items never carry into the next.
 */
import { pushEvent } from '../consent/tag-manager.client.js';
import { ANALYTICS_EVENTS_ATTRIBUTE } from './analytics-events-attribute.js';

export function pushPageEvents(doc: Document): void {
  for (const block of doc.querySelectorAll(`script[${ANALYTICS_EVENTS_ATTRIBUTE}]`)) {
    let events: unknown;
    try {
      events = JSON.parse(block.textContent ?? '[]');
    } catch {
      continue;
    }
    if (!Array.isArray(events)) continue;
    for (const event of events as object[]) {
      pushEvent({ ecommerce: null });
      pushEvent(event);
    }
  }
}
