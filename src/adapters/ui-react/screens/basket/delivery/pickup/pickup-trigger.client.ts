/**
 * Opens the pick-up modals from their options (`data-open-pickup="<network>"`) with next to no
 * code at page load: one delegated click listener. The modals' code (and, on the first open, the
 * map's) is a separate chunk, fetched when the pointer or keyboard focus reaches an opener, or
 * at the first click; a click while it loads is carried out once it is in.
 *
 * Usage: watchForPickupOpeners(document) once, from the client entry.
 */
import type * as PickupModals from './pickup-modals.client.js';
import { PICKUP_OPENER_SELECTOR, pickupNetworkOf } from './pickup-ids.js';

export function watchForPickupOpeners(root: Document = document): void {
  let loading: Promise<typeof PickupModals> | null = null;
  const load = (): Promise<typeof PickupModals> => {
    loading ??= import('./pickup-modals.client.js');
    return loading;
  };
  const openerOf = (event: Event): HTMLElement | null =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(PICKUP_OPENER_SELECTOR) : null;
  const onIntent = (event: Event): void => {
    if (openerOf(event)) void load().catch((error: unknown) => console.error(error));
  };
  root.addEventListener('pointerover', onIntent);
  root.addEventListener('focusin', onIntent);
  root.addEventListener('click', (event) => {
    const opener = openerOf(event);
    if (!opener) return;
    event.preventDefault();
    const network = pickupNetworkOf(opener.dataset.openPickup);
    if (network === null) {
      console.error(`Unknown pick-up network: ${opener.dataset.openPickup ?? ''}`);
      return;
    }
    load().then((module) => module.openPickupModal(network, opener)).catch((error: unknown) => console.error(error));
  });
}
