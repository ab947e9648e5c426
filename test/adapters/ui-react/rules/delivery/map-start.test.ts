import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { GREAT_BRITAIN_START, mapStartOf } from '../../../../../src/adapters/ui-react/rules/delivery/map-start.js';

describe('map start (data-startlat, data-startlong, data-startzoom)', () => {
  test('reads the three attributes', () => {
    expect(mapStartOf({ startlat: '51.5074', startlong: '-0.1278', startzoom: '12' })).toEqual({ lat: 51.5074, lng: -0.1278, zoom: 12 });
  });

  test('a missing, blank or unusable value falls back to Great Britain, each on its own', () => {
    expect(mapStartOf({})).toEqual(GREAT_BRITAIN_START);
    expect(mapStartOf({ startlat: '', startlong: 'west', startzoom: '40' })).toEqual(GREAT_BRITAIN_START);
    expect(mapStartOf({ startlat: '95', startlong: '-200', startzoom: '-1' })).toEqual(GREAT_BRITAIN_START);
    expect(mapStartOf({ startlat: '53.48', startlong: 'Infinity', startzoom: '7' })).toEqual({ lat: 53.48, lng: GREAT_BRITAIN_START.lng, zoom: 7 });
  });

  test.prop([fc.string(), fc.string(), fc.string()])('always a usable start, whatever the attributes', (startlat, startlong, startzoom) => {
    const start = mapStartOf({ startlat, startlong, startzoom });
    expect(Math.abs(start.lat)).toBeLessThanOrEqual(90);
    expect(Math.abs(start.lng)).toBeLessThanOrEqual(180);
    expect(start.zoom).toBeGreaterThanOrEqual(0);
    expect(start.zoom).toBeLessThanOrEqual(19);
  });
});
