import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CLIENT_ENTRY, assetsFromViteManifest, loadAssetManifest } from '../../../../src/adapters/http/pages/asset-manifest.js';

const manifest = {
  [CLIENT_ENTRY]: { file: 'assets/entry-abc123.js', isEntry: true, css: ['assets/entry-def456.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-111.js', css: ['assets/shared-222.css'] },
};

describe('asset manifest', () => {
  test('gives the entry script and every stylesheet it pulls in, as /assets/ URLs', () => {
    expect(assetsFromViteManifest(manifest)).toEqual({
      scripts: ['/assets/entry-abc123.js'],
      styles: ['/assets/entry-def456.css', '/assets/shared-222.css'],
    });
  });

  const clientDir = (browserStrings: string): string => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dir, '.vite', 'browser-strings.json'), browserStrings);
    return dir;
  };

  test('reads the manifest and the browser string keys from dist/client/.vite/', () => {
    const assets = loadAssetManifest(clientDir('["close","home"]'));
    expect(assets.scripts).toEqual(['/assets/entry-abc123.js']);
    expect(assets.browserStringKeys).toEqual(['close', 'home']);
  });

  test('a browser string list that is not a list of keys stops start-up naming the build', () => {
    expect(() => loadAssetManifest(clientDir('{"close":1}'))).toThrow(/browser-strings\.json is not a list of string keys: run `npm run build:client` again/);
  });

  test('a missing manifest stops start-up with a message naming npm run build:client', () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    expect(() => loadAssetManifest(dir)).toThrow(/npm run build:client/);
  });

  test('a manifest without the entry names the entry and the build command', () => {
    expect(() => assetsFromViteManifest({})).toThrow(`The client manifest has no entry "${CLIENT_ENTRY}". Run \`npm run build:client\`.`);
  });
});
