/**
 * Map defaults (spec section 3): a map starts at the element's `data-startlat`,
 * `data-startlong` and `data-startzoom`. A missing or unusable value falls back to the middle of
 * Great Britain at a zoom that shows the whole of it (latitude -90..90, longitude -180..180,
 * zoom 0..19, Leaflet's range).
 */
export interface MapStartAttributes {
  startlat?: string | undefined;
  startlong?: string | undefined;
  startzoom?: string | undefined;
}

export const GREAT_BRITAIN_START = { lat: 54.5, lng: -3.2, zoom: 5 } as const;

function numberIn(raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

export function mapStartOf(attributes: MapStartAttributes): { lat: number; lng: number; zoom: number } {
  return {
    lat: numberIn(attributes.startlat, -90, 90) ?? GREAT_BRITAIN_START.lat,
    lng: numberIn(attributes.startlong, -180, 180) ?? GREAT_BRITAIN_START.lng,
    zoom: numberIn(attributes.startzoom, 0, 19) ?? GREAT_BRITAIN_START.zoom,
  };
}
