#!/usr/bin/env node
/**
 * Writes the country outlines the offline pick-up map draws (no tile server): the United
 * Kingdom, Ireland, the Isle of Man and the Channel Islands from Natural Earth's 1:50m countries
 * (the `world-atlas` package, public domain), as GeoJSON with coordinates rounded to 0.001°
 * (about 100 m), so the map chunk stays small.
 *
 *   node scripts/extract-map-outlines.mjs
 *
 * Output: src/adapters/ui-react/screens/basket/delivery/map/uk-outlines.json (committed; rerun after upgrading world-atlas).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
/** ISO 3166-1 numeric ids as world-atlas names them. */
const COUNTRIES = { 826: 'United Kingdom', 372: 'Ireland', 833: 'Isle of Man', 832: 'Jersey', 831: 'Guernsey' };
const OUTPUT = new URL('../src/adapters/ui-react/screens/basket/delivery/map/uk-outlines.json', import.meta.url);

const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const round = (n) => Math.round(n * 1000) / 1000;

/** Rounds a ring's points and drops points that rounding made equal to the previous one. */
function roundRing(ring) {
  const out = [];
  for (const [lng, lat] of ring) {
    const point = [round(lng), round(lat)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

const roundPolygon = (polygon) => polygon.map(roundRing).filter((ring) => ring.length >= 4);

const features = topology.objects.countries.geometries
  .filter((geometry) => Object.hasOwn(COUNTRIES, geometry.id))
  .map((geometry) => {
    const { geometry: shape } = feature(topology, geometry);
    const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
    return {
      type: 'Feature',
      properties: { name: COUNTRIES[geometry.id] },
      geometry: { type: 'MultiPolygon', coordinates: polygons.map(roundPolygon).filter((p) => p.length > 0) },
    };
  });

const collection = { type: 'FeatureCollection', features };
writeFileSync(OUTPUT, `${JSON.stringify(collection)}\n`);
console.log(`wrote ${features.length} countries, ${JSON.stringify(collection).length} bytes to ${OUTPUT.pathname}`);
