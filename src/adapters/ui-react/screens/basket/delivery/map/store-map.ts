/**
 * The map port of the pick-up modals (spec sections 2 and 3): a map drawn in a page element,
 * with markers (id, lat, lng, icon, info-window content), one selected marker, one open info
 * window, a view fitted to the markers. Leaflet implements it (`leaflet-store-map.client.ts`);
 * `openStoreMap` (`open-store-map.client.ts`) finds the element and loads that code on first use.
 */

/** Where a map starts: the element's `data-startlat`, `data-startlong` and `data-startzoom`. */
export interface MapStart {
  lat: number;
  lng: number;
  zoom: number;
}

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** The marker's look, a CSS modifier (`pickup-marker--<icon>`), e.g. the network's name. */
  icon: string;
  /** The marker's accessible name (markers are buttons, reachable by keyboard). */
  title: string;
  /** Shown in the marker's info window. */
  infoWindowContent: HTMLElement;
}

export interface StoreMapOptions {
  /** A tile server URL template ({z}/{x}/{y}); null draws the bundled country outlines only. */
  tileUrl: string | null;
  tileAttribution: string | null;
  /** The map region's accessible name. */
  label: string;
}

export interface StoreMap {
  /** Replaces every marker. */
  setMarkers(markers: readonly MapMarker[]): void;
  clearMarkers(): void;
  /** Highlights one marker (null: none). */
  selectMarker(id: string | null): void;
  openInfoWindow(id: string): void;
  closeInfoWindow(): void;
  /** Moves the view so every marker shows; without markers the view stays. */
  fitToMarkers(): void;
  /** Called with the marker's id when a shopper clicks it or presses Enter or Space on it. */
  onMarkerActivate(listener: (id: string) => void): void;
  /** Re-measures the element (after the dialog around it is shown). */
  refreshSize(): void;
  destroy(): void;
}

export type StoreMapFactory = (element: HTMLElement, start: MapStart, options: StoreMapOptions) => StoreMap;
