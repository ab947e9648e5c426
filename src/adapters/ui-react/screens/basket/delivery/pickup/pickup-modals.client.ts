/**
 * The pick-up modals in the browser (spec sections 4, 5 and 8), loaded on the first click on a
 * `data-open-pickup` opener (pickup-trigger.client.ts). Per network, one controller follows the
 * modal's rules (rules/delivery/delivery-modal.ts):
 * - open: the native dialog opens (focus inside, Escape, focus back to the opener); the map is
 *   set up on the first open only; Evri fires `hermes:visible`;
 * - search: an empty term does nothing; the route's answer fills the list and the markers,
 *   nearest first; no results do what `noResultsDisplay` says (Coll8 clears the list and says
 *   'Sorry there aren't any locations in this area', Collect+ says it and clears the markers,
 *   InPost shows nothing new); a failed search is logged and counts as no results;
 * - a marker (click, Enter or Space) or "Show on map" highlights the list entry and the marker
 *   and opens its info window, whose Select button chooses it like the list's;
 * - select: the `data-id` must match a loaded point (else logged, nothing happens); the modal
 *   closes, the option is marked selected and the choice saved (`saveDeliverySelection`). Evri
 *   first stores its cookie and fires `hermes:selected`; its listener reads the cookie back
 *   and saves (hermes-events.client.ts).
 */
import { hermesCookie } from '../../../../../../domain/delivery/hermes-parcel-shop.js';
import { searchTerm, selectLocation } from '../../../../rules/delivery/location-search.js';
import { noResultsDisplay, type NoResultsDisplay, type PickupNetwork } from '../../../../../../domain/delivery/pickup-network.js';
import {
  closedDeliveryModal, deliveryModalTransition, type DeliveryModalEffect, type DeliveryModalEvent, type DeliveryModalState,
} from '../../../../rules/delivery/delivery-modal.js';
import { elementNotFoundMessage } from '../../../../rules/messages.js';
import { fetchJson } from '../../../../runtime/fetch-json.client.js';
import { pageStrings } from '../../../../runtime/i18n/page-strings.js';
import { interpolate } from '../../../../runtime/i18n/interpolate.js';
import { closeDialog, openDialog } from '../../../../runtime/widgets/dialogs.client.js';
import { openStoreMap } from '../map/open-store-map.client.js';
import type { StoreMap } from '../map/store-map.js';
import { closeHermesOverlay, hermesPanes, listenForHermesEvents, openHermesOverlay, storeHermesCookie } from './hermes-events.client.js';
import { pickupMapSelector, pickupModalId } from './pickup-ids.js';
import { HERMES_SEARCH, pickupNetworkSearch, pickupSearchUrl, type LoadedPickupPoint, type PickupNetworkSearch } from './pickup-points.js';
import { infoWindowContent, resultEntry } from './pickup-results-dom.client.js';
import { savePickupChoice } from './save-pickup-choice.client.js';

const MODALS_SELECTOR = '[data-pickup-modals]';

/**
 * What a search with no results does (spec section 5): Coll8, Collect+ and InPost by the
 * domain's rule; the hand-over point and Evri, which have none of their own, clear the list and
 * the markers and say 'Sorry there aren't any locations in this area'.
 */
function noResultsDisplayOf(network: PickupNetwork): NoResultsDisplay {
  return network === 'hand-over' || network === 'hermes'
    ? { clearList: true, clearMarkers: true, failure: 'noLocationsInArea' }
    : noResultsDisplay(network);
}

/** Marks the network's option selected (and the others not), with the chosen point, at once. */
function markOptionSelected(network: PickupNetwork, point: LoadedPickupPoint): void {
  for (const option of document.querySelectorAll<HTMLElement>('[data-pickup-option]')) {
    const selected = option.dataset.pickupOption === network;
    option.classList.toggle('is-selected', selected);
    const opener = option.querySelector<HTMLElement>('.pickup-option__open');
    if (selected) opener?.setAttribute('aria-current', 'true');
    else opener?.removeAttribute('aria-current');
    const badge = option.querySelector<HTMLElement>('[data-pickup-selected]');
    if (badge) badge.hidden = !selected;
  }
  const option = document.querySelector<HTMLElement>(`[data-pickup-option="${network}"]`);
  const chosen = option?.querySelector<HTMLElement>('[data-pickup-chosen]');
  if (!option || !chosen) return;
  chosen.querySelector('[data-pickup-chosen-name]')?.replaceChildren(point.view.name);
  chosen.querySelector('[data-pickup-chosen-address]')?.replaceChildren(point.view.addressLines.join(', '));
  chosen.hidden = false;
  const action = option.querySelector<HTMLElement>('.pickup-option__action');
  if (action) action.hidden = true;
}

/** What a network's modal does beyond the shared rules: Evri stores its cookie on a choice. */
interface ModalExtras<S extends object> {
  storeCookie: ((point: LoadedPickupPoint<S>) => void) | null;
}

class PickupModalController<S extends object> {
  private state: DeliveryModalState;
  private points: LoadedPickupPoint<S>[] = [];
  private map: StoreMap | null = null;
  private mapLoading: Promise<void> | null = null;
  private searchSeq = 0;
  private readonly list: HTMLElement;
  private readonly status: HTMLElement;

  constructor(
    private readonly network: PickupNetwork,
    private readonly dialog: HTMLDialogElement,
    private readonly search: PickupNetworkSearch<S>,
    private readonly extras: ModalExtras<S>,
  ) {
    this.state = closedDeliveryModal(network);
    this.list = this.part('[data-pickup-results]');
    this.status = this.part('[data-pickup-status]');
  }

  private part(selector: string): HTMLElement {
    const found = this.dialog.querySelector<HTMLElement>(selector);
    if (found === null) throw new Error(elementNotFoundMessage(`#${this.dialog.id} ${selector}`));
    return found;
  }

  private step(event: DeliveryModalEvent): DeliveryModalEffect[] {
    const { state, effects } = deliveryModalTransition(this.state, event);
    this.state = state;
    return effects;
  }

  async open(opener: HTMLElement): Promise<void> {
    const effects = this.step({ type: 'open' });
    const opening = openDialog(this.dialog, { opener });
    for (const effect of effects) this.run(effect, null);
    await opening;
    await this.mapLoading;
    this.map?.refreshSize();
  }

  private run(effect: DeliveryModalEffect, point: LoadedPickupPoint<S> | null): void {
    switch (effect) {
      case 'initialise':
        this.initialise();
        return;
      case 'hermesVisible':
        document.dispatchEvent(new CustomEvent('hermes:visible'));
        return;
      case 'hermesHidden':
        document.dispatchEvent(new CustomEvent('hermes:hidden'));
        return;
      case 'closeInfoBox':
        this.map?.closeInfoWindow();
        hermesPanes(this.dialog).info.hidden = true;
        return;
      case 'closeOverlay':
        void closeHermesOverlay(this.dialog);
        return;
      case 'storeHermesCookie':
        if (point) this.extras.storeCookie?.(point);
        return;
      case 'hermesSelected':
        document.dispatchEvent(new CustomEvent('hermes:selected'));
        return;
      case 'saveSelection':
        // Evri saves from its cookie, in the hermes:selected listener.
        if (point && this.network !== 'hermes') void savePickupChoice(this.network, point.view.id, point.savedFields, point.view.name);
        return;
      case 'markOptionSelected':
        if (point) markOptionSelected(this.network, point);
        return;
    }
  }

  private initialise(): void {
    this.dialog.addEventListener('dialog:closed', () => {
      for (const effect of this.step({ type: 'close' })) this.run(effect, null);
    });
    this.part('[data-pickup-search]').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.searchFor(this.part('input[name="searchTerm"]') as HTMLInputElement);
    });
    this.dialog.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const select = target?.closest<HTMLElement>('[data-select-point]');
      if (select) this.choose(select.dataset.id);
      const show = target?.closest<HTMLElement>('[data-show-point]');
      if (show?.dataset.id) this.focusPoint(show.dataset.id, 'list');
    });
    this.mapLoading = this.setUpMap();
  }

  private async setUpMap(): Promise<void> {
    const modals = document.querySelector<HTMLElement>(MODALS_SELECTOR);
    const tileUrl = modals?.dataset.mapTileUrl ?? null;
    try {
      this.map = await openStoreMap(pickupMapSelector(this.network), {
        tileUrl: tileUrl === '' ? null : tileUrl,
        tileAttribution: modals?.dataset.mapTileAttribution ?? null,
        label: pageStrings().pickupMapLabel,
      }, this.dialog);
      this.map.onMarkerActivate((id) => this.focusPoint(id, 'map'));
      this.showMarkers();
    } catch (error) {
      // The list still works without a map.
      console.error(error);
    }
  }

  private showMarkers(): void {
    if (!this.map) return;
    const t = pageStrings();
    this.map.setMarkers(this.points.map(({ view }) => ({
      id: view.id, lat: view.lat, lng: view.lng, icon: this.network, title: view.name, infoWindowContent: infoWindowContent(view, t),
    })));
    this.map.fitToMarkers();
  }

  private async searchFor(input: HTMLInputElement): Promise<void> {
    const term = searchTerm(input.value);
    if (term === null) return;
    const seq = ++this.searchSeq;
    const t = pageStrings();
    const statusBefore = this.status.textContent ?? '';
    this.status.textContent = t.pickupSearching;
    if (this.network === 'hermes') openHermesOverlay(this.dialog);
    let body: unknown = null;
    try {
      body = await fetchJson<unknown>(pickupSearchUrl(this.search, term), { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    } catch (error) {
      console.error(error);
    }
    if (seq !== this.searchSeq) return;
    if (this.network === 'hermes') void closeHermesOverlay(this.dialog);
    const points = this.search.load(body);
    if (points.length === 0) this.showNoResults(statusBefore);
    else this.show(points);
  }

  private show(points: LoadedPickupPoint<S>[]): void {
    const t = pageStrings();
    this.points = points;
    this.list.replaceChildren(...points.map(({ view }) => resultEntry(view, t)));
    this.status.textContent = interpolate(t.pickupFound, { count: points.length });
    if (this.network === 'hermes') hermesPanes(this.dialog).info.hidden = true;
    this.showMarkers();
  }

  /**
   * No results, by the network's rule. The points already loaded stay choosable where they still
   * show (Coll8's markers, Collect+'s list); InPost changes nothing visible, so its status line
   * keeps what it said before the search.
   */
  private showNoResults(statusBefore: string): void {
    const t = pageStrings();
    const display = noResultsDisplayOf(this.network);
    if (display.clearList) this.list.replaceChildren();
    if (display.clearMarkers) this.map?.clearMarkers();
    this.status.textContent = display.failure === null ? statusBefore : t[display.failure];
  }

  /** A marker or "Show on map": highlight the entry and the marker, open the info window. */
  private focusPoint(id: string, from: 'map' | 'list'): void {
    const point = this.points.find(({ view }) => view.id === id);
    if (!point) return;
    for (const entry of this.list.querySelectorAll<HTMLElement>('[data-point-id]')) {
      const current = entry.dataset.pointId === id;
      entry.classList.toggle('is-highlighted', current);
      if (current) entry.setAttribute('aria-current', 'true');
      else entry.removeAttribute('aria-current');
      if (current && from === 'map') entry.scrollIntoView({ block: 'nearest' });
    }
    this.map?.selectMarker(id);
    this.map?.openInfoWindow(id);
    if (this.network === 'hermes') hermesPanes(this.dialog).show(point.view, pageStrings());
    // From the keyboard on a marker, the info window's Select button is next.
    if (from === 'map' && document.activeElement instanceof HTMLElement && document.activeElement.dataset.markerId === id) {
      this.dialog.querySelector<HTMLElement>('.pickup-info [data-select-point]')?.focus({ preventScroll: true });
    }
  }

  private choose(dataId: string | undefined): void {
    const chosen = selectLocation(this.points, dataId, ({ view }) => view.id);
    if (!chosen.ok) {
      console.error(chosen.error.message);
      return;
    }
    closeDialog(this.dialog);
    for (const effect of this.step({ type: 'locationChosen' })) this.run(effect, chosen.value);
  }
}

interface Controller {
  open(opener: HTMLElement): Promise<void>;
}

const controllers = new Map<PickupNetwork, Controller>();

function controllerFor(network: PickupNetwork, dialog: HTMLDialogElement): Controller {
  if (network === 'hermes') {
    // Evri's events (pay-now button) listen from the first open, before the visible event fires.
    listenForHermesEvents();
    return new PickupModalController(network, dialog, HERMES_SEARCH, {
      storeCookie: (point) => storeHermesCookie(hermesCookie(point.savedFields)),
    });
  }
  return new PickupModalController(network, dialog, pickupNetworkSearch(network), { storeCookie: null });
}

/** Opens the network's modal (set up on the first open); a missing modal is logged. */
export async function openPickupModal(network: PickupNetwork, opener: HTMLElement): Promise<void> {
  let controller = controllers.get(network);
  if (!controller) {
    const dialog = document.getElementById(pickupModalId(network));
    if (!(dialog instanceof HTMLDialogElement)) {
      console.error(elementNotFoundMessage(`#${pickupModalId(network)}`));
      return;
    }
    controller = controllerFor(network, dialog);
    controllers.set(network, controller);
  }
  await controller.open(opener);
}
