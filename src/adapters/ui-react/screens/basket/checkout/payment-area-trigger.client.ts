/**
 * Loads the payment area's code only on first need: when the area comes within the spec's
 * lazy-loading margin (60%) of the viewport, or the shopper reaches it first (focus, a tap, a
 * click on pay now, which is then answered). The basket page's first load carries none of it.
 */
import { whenNearViewport } from '../../../runtime/near-viewport.client.js';
import { PAY_NOW, PAYMENT_AREA } from './payment-ids.js';

export function watchPaymentArea(root: Document): () => void {
  const area = root.querySelector<HTMLElement>(PAYMENT_AREA);
  if (!area) return () => undefined;
  // With JavaScript the loading text is true; without it the area's <noscript> note speaks.
  const loading = area.querySelector<HTMLElement>('[data-payment-loading]');
  if (loading) loading.hidden = false;
  let started = false;
  let payRequested = false;
  let stopArea: (() => void) | null = null;
  let stopped = false;
  let stopWatching: (() => void) | null = null;

  const start = (): void => {
    if (started) return;
    started = true;
    stopWatching?.();
    area.removeEventListener('focusin', start);
    area.removeEventListener('pointerdown', start);
    import('./payment-area.client.js').then(
      (m) => {
        // Clicks from now on are the payment area's own.
        area.removeEventListener('click', onClick);
        if (stopped) return;
        stopArea = m.startPaymentArea(area, { payRequested }).stop;
      },
      (error: unknown) => console.error(error),
    );
  };
  const onClick = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest(PAY_NOW) !== null) payRequested = true;
    start();
  };

  area.addEventListener('focusin', start);
  area.addEventListener('pointerdown', start);
  area.addEventListener('click', onClick);
  stopWatching = whenNearViewport(area, start);
  return () => {
    stopped = true;
    stopWatching?.();
    stopArea?.();
  };
}
