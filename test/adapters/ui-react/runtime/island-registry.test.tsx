import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ISLANDS } from '../../../../src/adapters/ui-react/entry/islands.js';
import '../../../../src/adapters/ui-react/entry/islands.server.js';
import { hasIsland, islandComponent, islandLoader, resolveIslands } from '../../../../src/adapters/ui-react/runtime/island-registry.js';

const UI = 'src/adapters/ui-react';
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

describe('the one island registry (entry/islands.ts)', () => {
  test('declares every *.island.tsx file, and only those', () => {
    const islandFiles = filesUnder(UI).filter((f) => f.endsWith('.island.tsx')).map((f) => relative(`${UI}/entry`, f).replace(/\.tsx$/, '.js')).sort();
    const registry = readFileSync(`${UI}/entry/islands.ts`, 'utf8');
    const declared = [...registry.matchAll(/import\('(\.\.\/[^']+\.island\.js)'\)/g)].map((m) => m[1]!).sort();
    expect(declared).toEqual(islandFiles);
    expect(declared).toHaveLength(Object.keys(ISLANDS).length);
  });

  test('the server resolves every loader to a component (entry/islands.server.ts ran via render.ts)', async () => {
    const resolved = await resolveIslands(ISLANDS);
    expect([...resolved.keys()]).toEqual(Object.keys(ISLANDS));
    for (const name of Object.keys(ISLANDS)) expect(islandComponent(name)).toBe(resolved.get(name));
  });

  test('names outside the registry are refused', () => {
    expect(hasIsland(ISLANDS, 'BuyGrid')).toBe(true);
    expect(hasIsland(ISLANDS, 'toString')).toBe(false);
    expect(() => islandComponent('NoSuchIsland')).toThrow('Island "NoSuchIsland" is not registered');
  });

  test('a loader picks the named export of its module', async () => {
    const Component = () => null;
    expect(await islandLoader(async () => ({ Component }), (m) => m.Component).load()).toBe(Component);
  });
});
