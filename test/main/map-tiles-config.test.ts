import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/main/config.js';
import { helmetOptionsFor, helmetOptions, securityHeadersFor, tileImageSource } from '../../src/adapters/http/plugins/security-headers.js';

describe('MAP_TILE_URL and MAP_TILE_ATTRIBUTION', () => {
  it('unset: the pick-up maps draw the bundled outlines (no tiles)', () => {
    expect(loadConfig({}).mapTiles).toBeNull();
  });

  it('a tile URL template with {z}, {x} and {y}, and its attribution', () => {
    const config = loadConfig({ MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' });
    expect(config.mapTiles).toEqual({ url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
  });

  it.each(['javascript:alert(1)', 'https://tiles.example/{x}/{y}.png', 'ftp://tiles.example/{z}/{x}/{y}.png', 'https://tiles example/{z}/{x}/{y}'])(
    'refuses %s, naming the variable', (url) => {
      expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow('MAP_TILE_URL');
    });
});

describe('the CSP allows the tile server images, and only then', () => {
  it('tile URL to CSP source: scheme and host, {s} as a wildcard', () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileImageSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
    expect(() => tileImageSource('tiles/{z}/{x}/{y}.png')).toThrow();
  });

  it('img-src gains the tile source; every other directive stays', () => {
    const strict = securityHeadersFor(helmetOptions)['content-security-policy'];
    const withTiles = securityHeadersFor(helmetOptionsFor(['https://*.tile.openstreetmap.org']))['content-security-policy'];
    expect(strict).toContain("img-src 'self' data:;");
    expect(withTiles).toContain("img-src 'self' data: https://*.tile.openstreetmap.org;");
    expect(withTiles?.replace(' https://*.tile.openstreetmap.org', '')).toBe(strict);
    expect(helmetOptionsFor([])).toBe(helmetOptions);
  });
});
