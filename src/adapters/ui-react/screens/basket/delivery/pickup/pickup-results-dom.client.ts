/**
 * The DOM of a modal's results: one list entry per point (name, distance, address, the opening
 * week Monday to Sunday, "Select" with the point's `data-id`, "Show on map", and "Directions" to
 * a maps service in a new tab), and the content of a point's info window on the map. Built with
 * DOM calls (text, never HTML), in the page's language.
 */
import type { TranslatableStrings } from '../../../../../i18n/catalogue.js';
import { interpolate } from '../../../../runtime/i18n/interpolate.js';
import { distanceInMiles, type PickupPointView } from './pickup-points.js';

type Child = Node | string;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function address(lines: readonly string[]): HTMLElement {
  const node = element('address', { class: 'pickup-result__address' });
  lines.forEach((line, index) => {
    if (index > 0) node.append(document.createElement('br'));
    node.append(line);
  });
  return node;
}

function selectButton(point: PickupPointView, t: TranslatableStrings): HTMLButtonElement {
  return element('button', {
    type: 'button',
    class: 'button button--primary pickup-result__select',
    'data-select-point': '',
    'data-id': point.id,
    'aria-label': interpolate(t.pickupSelectLabel, { name: point.name }),
  }, t.pickupSelect);
}

function directionsLink(point: PickupPointView, t: TranslatableStrings): HTMLAnchorElement {
  return element('a', {
    class: 'pickup-result__directions',
    href: point.directionsUrl,
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': interpolate(t.pickupDirectionsLabel, { name: point.name }),
  }, t.pickupDirections);
}

function openingWeek(point: PickupPointView, t: TranslatableStrings): HTMLElement {
  const list = element('dl', { class: 'pickup-result__week' });
  for (const line of point.openingWeek) list.append(element('dt', {}, line.day), element('dd', {}, line.text));
  return element('details', { class: 'pickup-result__hours' }, element('summary', {}, t.pickupOpeningHours), list);
}

export function resultEntry(point: PickupPointView, t: TranslatableStrings): HTMLLIElement {
  const entry = element('li', { class: 'pickup-result', 'data-point-id': point.id },
    element('h3', { class: 'pickup-result__name' }, point.name));
  if (point.distanceMetres !== null) entry.append(element('p', { class: 'pickup-result__distance' }, distanceInMiles(point.distanceMetres)));
  entry.append(address(point.addressLines));
  if (point.openingWeek.length > 0) entry.append(openingWeek(point, t));
  entry.append(element('div', { class: 'pickup-result__actions' },
    selectButton(point, t),
    element('button', { type: 'button', class: 'pickup-result__show', 'data-show-point': '', 'data-id': point.id,
      'aria-label': `${t.pickupShowOnMap}: ${point.name}` }, t.pickupShowOnMap),
    directionsLink(point, t)));
  return entry;
}

/** The info window on the map: name, address and the same Select button as the list. */
export function infoWindowContent(point: PickupPointView, t: TranslatableStrings): HTMLElement {
  return element('div', { class: 'pickup-info' },
    element('p', { class: 'pickup-info__name' }, element('strong', {}, point.name)),
    address(point.addressLines),
    element('p', { class: 'pickup-info__actions' }, selectButton(point, t)));
}

/** Evri's info pane: the shop in focus with its week and Select button. */
export function hermesInfo(point: PickupPointView, t: TranslatableStrings): HTMLElement {
  const info = infoWindowContent(point, t);
  if (point.openingWeek.length > 0) info.insertBefore(openingWeek(point, t), info.lastChild);
  return info;
}

/** Evri's route pane: the way to the shop, by the maps service. */
export function hermesRoute(point: PickupPointView, t: TranslatableStrings): HTMLElement {
  return element('div', { class: 'hermes-route__body' }, address(point.addressLines), element('p', {}, directionsLink(point, t)));
}
