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

  test('reads dist/client/.vite/manifest.json from a client directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(loadAssetManifest(dir).scripts).toEqual(['/assets/entry-abc123.js']);
  });

  test('a missing manifest stops start-up with a message naming npm run build:client', () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    expect(() => loadAssetManifest(dir)).toThrow(/npm run build:client/);
  });

  test('a manifest without the entry names the entry and the build command', () => {
    expect(() => assetsFromViteManifest({})).toThrow(`The client manifest has no entry "${CLIENT_ENTRY}". Run \`npm run build:client\`.`);
  });
});
