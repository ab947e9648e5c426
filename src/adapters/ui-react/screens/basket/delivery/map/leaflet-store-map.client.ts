/**
 * The map port over Leaflet 1.9. Offline (no tile URL) it draws the United Kingdom, Ireland, the
 * Isle of Man and the Channel Islands from bundled Natural Earth outlines (`uk-outlines.json`,
 * made by scripts/extract-map-outlines.mjs) on a sea-coloured ground, and asks no tile server;
 * with a tile URL (MAP_TILE_URL) it adds that tile layer instead. Markers are Leaflet markers
 * with a div icon: focusable buttons named by their title, activated by a click, Enter or Space.
 * Nothing here sets a style attribute (the CSP allows none); the look is in styles/pickup-map.css.
 */
import 'leaflet/dist/leaflet.css';
import '../../../../styles/pickup-map.css';
import * as L from 'leaflet';
import outlines from './uk-outlines.json' with { type: 'json' };
import type { MapMarker, MapStart, StoreMap, StoreMapFactory, StoreMapOptions } from './store-map.js';

const MARKER_SIZE: L.PointTuple = [28, 36];
const SELECTED_Z_OFFSET = 1000;
const FIT_PADDING: L.PointTuple = [32, 32];
const MAX_FIT_ZOOM = 14;

function markerIcon(icon: string): L.DivIcon {
  return L.divIcon({
    className: `pickup-marker pickup-marker--${icon}`,
    iconSize: MARKER_SIZE,
    iconAnchor: [MARKER_SIZE[0] / 2, MARKER_SIZE[1]],
    // A class-only child (no style attribute): the pin's shape, rotated without moving the marker.
    html: '<span class="pickup-marker__pin"></span>',
  });
}

interface PlacedMarker {
  spec: MapMarker;
  marker: L.Marker;
}

export const createLeafletStoreMap: StoreMapFactory = (element: HTMLElement, start: MapStart, options: StoreMapOptions): StoreMap => {
  const offline = options.tileUrl === null;
  const map = L.map(element, {
    center: [start.lat, start.lng],
    zoom: start.zoom,
    zoomSnap: 0.5,
    attributionControl: !offline,
  });
  element.classList.add('store-map', offline ? 'store-map--outlines' : 'store-map--tiles');
  element.setAttribute('role', 'region');
  element.setAttribute('aria-label', options.label);
  if (options.tileUrl !== null) {
    L.tileLayer(options.tileUrl, { attribution: options.tileAttribution ?? '', maxZoom: 19 }).addTo(map);
  } else {
    L.geoJSON(outlines as Parameters<typeof L.geoJSON>[0], {
      interactive: false,
      style: { className: 'store-map__land', color: '#8c9a8a', weight: 1, fillColor: '#eef0e8', fillOpacity: 1 },
    }).addTo(map);
  }

  const layer = L.layerGroup().addTo(map);
  const placed = new Map<string, PlacedMarker>();
  const listeners: ((id: string) => void)[] = [];
  const popup = L.popup({ offset: [0, -MARKER_SIZE[1] + 4], maxWidth: 280, autoPanPadding: [24, 24] });
  let selectedId: string | null = null;

  const activate = (id: string): void => {
    for (const listener of listeners) listener(id);
  };

  const place = (spec: MapMarker): void => {
    const marker = L.marker([spec.lat, spec.lng], { icon: markerIcon(spec.icon), title: spec.title, alt: spec.title, keyboard: true, riseOnHover: true });
    marker.on('click', () => activate(spec.id));
    marker.addTo(layer);
    const icon = marker.getElement();
    if (icon) {
      icon.setAttribute('aria-label', spec.title);
      icon.dataset.markerId = spec.id;
      icon.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        activate(spec.id);
      });
    }
    placed.set(spec.id, { spec, marker });
  };

  const store: StoreMap = {
    setMarkers(markers) {
      store.clearMarkers();
      for (const spec of markers) place(spec);
    },
    clearMarkers() {
      map.closePopup(popup);
      layer.clearLayers();
      placed.clear();
      selectedId = null;
    },
    selectMarker(id) {
      for (const [markerId, { marker }] of placed) {
        const selected = markerId === id;
        marker.getElement()?.classList.toggle('is-selected', selected);
        if (selected) marker.getElement()?.setAttribute('aria-current', 'true');
        else marker.getElement()?.removeAttribute('aria-current');
        marker.setZIndexOffset(selected ? SELECTED_Z_OFFSET : 0);
      }
      selectedId = id !== null && placed.has(id) ? id : null;
    },
    openInfoWindow(id) {
      const entry = placed.get(id);
      if (!entry) return;
      popup.setLatLng(entry.marker.getLatLng()).setContent(entry.spec.infoWindowContent).openOn(map);
    },
    closeInfoWindow() {
      map.closePopup(popup);
    },
    fitToMarkers() {
      const points = [...placed.values()].map(({ marker }) => marker.getLatLng());
      if (points.length === 0) return;
      if (points.length === 1) map.setView(points[0]!, MAX_FIT_ZOOM);
      else map.fitBounds(L.latLngBounds(points), { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM });
    },
    onMarkerActivate(listener) {
      listeners.push(listener);
    },
    refreshSize() {
      map.invalidateSize();
      if (selectedId !== null) store.selectMarker(selectedId);
    },
    destroy() {
      listeners.length = 0;
      placed.clear();
      map.remove();
    },
  };
  return store;
};
