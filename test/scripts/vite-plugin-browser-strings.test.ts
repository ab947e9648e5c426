import { describe, expect, test } from 'vitest';
import { BROWSER_STRINGS_FILE, browserStringKeys } from '../../scripts/vite-plugin-browser-strings.js';

type EmittedAsset = { type: 'asset'; fileName: string; source: string };

/** Runs the plugin's generateBundle over chunks of code and gives the key list it emits. */
function keysFrom(chunks: Record<string, string>): string[] {
  const plugin = browserStringKeys();
  const emitted: EmittedAsset[] = [];
  const bundle = Object.fromEntries(Object.entries(chunks).map(([name, code]) => [name, { type: 'chunk', code }]));
  bundle['style.css'] = { type: 'asset', code: 'close outOfStock' } as never;
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  hook.call({ emitFile: (asset: EmittedAsset) => emitted.push(asset) }, {}, bundle);
  expect(emitted.map((e) => e.fileName)).toEqual([BROWSER_STRINGS_FILE]);
  return JSON.parse(emitted[0]!.source) as string[];
}

describe('browser string keys (build)', () => {
  test('keeps the keys read as properties or named in strings, from every chunk, sorted', () => {
    const keys = keysFrom({
      'entry.js': 'const a=t.close;const b=t[e?"cardExpired":"skipToContent"];',
      'lazy.js': 'export const m={x:"outOfStock"}',
    });
    expect(keys).toEqual(['cardExpired', 'close', 'outOfStock', 'skipToContent']);
  });

  test('a key that is only part of a longer word is not kept; assets other than chunks are not read', () => {
    expect(keysFrom({ 'entry.js': 'const closeButton=1, xhome=2;' })).toEqual([]);
  });
});
