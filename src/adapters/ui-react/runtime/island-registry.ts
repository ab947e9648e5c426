import type { ComponentType } from 'react';

/**
 * Island name -> component type. Empty here: the entry's registry (`entry/islands.ts`) fills it
 * in by declaration merging, so the runtime names no island and imports no screen.
 */
/** @public Filled by declaration merging in entry/islands.ts (an import knip cannot see). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in entry/islands.ts
export interface IslandComponents {}
export type IslandName = keyof IslandComponents & string;
export type IslandProps<N extends IslandName> = IslandComponents[N] extends ComponentType<infer P> ? P : never;

/**
 * When the browser hydrates an island (`<Island hydrate>`, `data-island-hydrate`): `load` at once;
 * `visible` as it nears the viewport or is first used; `intent` when first used (focus, a press, a
 * key, a touch). See hydrate-islands.client.ts.
 */
export type IslandHydration = 'load' | 'visible' | 'intent';

/** How an island's code is fetched: its own chunk, loaded on first use. */
export interface IslandLoader<C> {
  load(): Promise<C>;
}
export type IslandRegistry = Readonly<Record<string, IslandLoader<ComponentType<never>>>>;
export type IslandComponentsOf<R> = { [N in keyof R]: R[N] extends IslandLoader<infer C> ? C : never };

/** One registry entry: the module's import and the export that is the island's component. */
export function islandLoader<M, C extends ComponentType<never>>(importModule: () => Promise<M>, pick: (module: M) => C): IslandLoader<C> {
  return { load: () => importModule().then(pick) };
}

export const hasIsland = (registry: IslandRegistry, name: string): boolean => Object.hasOwn(registry, name);

/** Every island's component, loaded (for the server, which renders synchronously). */
export async function resolveIslands(registry: IslandRegistry): Promise<Map<string, ComponentType<object>>> {
  const entries = await Promise.all(Object.entries(registry).map(async ([name, loader]) => [name, await loader.load()] as const));
  return new Map(entries.map(([name, component]) => [name, component as unknown as ComponentType<object>]));
}

let serverComponents: ReadonlyMap<string, ComponentType<object>> = new Map();

/** Called once by `entry/islands.server.ts`. */
export function provideIslandComponents(components: ReadonlyMap<string, ComponentType<object>>): void {
  serverComponents = components;
}

export function islandComponent(name: string): ComponentType<object> {
  const component = serverComponents.get(name);
  if (!component) throw new Error(`Island "${name}" is not registered: is entry/islands.server.js imported?`);
  return component;
}
