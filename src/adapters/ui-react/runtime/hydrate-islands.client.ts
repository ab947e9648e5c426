import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pageStrings } from './i18n/page-strings.js';
import { StringsContext } from './i18n/strings-context.js';
import { hasIsland, type IslandRegistry } from './island-registry.js';

function islandsIn(root: ParentNode): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  return root instanceof HTMLElement && root.matches('[data-island]') ? [root, ...found] : found;
}

/**
 * Hydrates every island in `root` not hydrated yet: the whole document on load, and any
 * fragment inserted later. Each island's code is loaded on demand; `data-island-loading` marks an
 * island whose code is on its way, `data-island-hydrated` one handed to React. Returns how many
 * islands were started.
 */
export function hydrateIslands(registry: IslandRegistry, root: ParentNode = document): number {
  const strings = pageStrings();
  let started = 0;
  for (const element of islandsIn(root)) {
    if (element.dataset.islandHydrated !== undefined || element.dataset.islandLoading !== undefined) continue;
    const name = element.dataset.island ?? '';
    const container = element.querySelector<HTMLElement>(':scope > [data-island-root]');
    if (!hasIsland(registry, name) || container === null) {
      console.error(`Island "${name}" is not registered or has no [data-island-root].`);
      continue;
    }
    const propsText = element.querySelector(':scope > script[data-island-props]')?.textContent ?? '{}';
    element.dataset.islandLoading = '';
    started++;
    registry[name]!.load()
      .then((Component) => {
        hydrateRoot(container, createElement(StringsContext.Provider, { value: strings }, createElement(Component as ComponentType<object>, JSON.parse(propsText) as object)));
        element.dataset.islandHydrated = '';
      })
      .catch((error: unknown) => console.error(`Island "${name}" could not be loaded`, error))
      .finally(() => delete element.dataset.islandLoading);
  }
  return started;
}

/** Hydrates islands in fragments that other scripts insert into the page later. */
export function watchForIslands(registry: IslandRegistry, target: Node): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) hydrateIslands(registry, node);
    }
  });
  observer.observe(target, { childList: true, subtree: true });
  return observer;
}

/**
 * Resolves once `island` is hydrated (or at once if it already is); rejects after `timeoutMs`.
 * For code that inserts a fragment and must not let its no-script form act before React does.
 */
export function whenHydrated(island: HTMLElement, timeoutMs = 10_000): Promise<void> {
  if (island.dataset.islandHydrated !== undefined) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (island.dataset.islandHydrated === undefined) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Island "${island.dataset.island ?? ''}" was not hydrated within ${timeoutMs} ms`));
    }, timeoutMs);
    observer.observe(island, { attributes: true, attributeFilter: ['data-island-hydrated'] });
  });
}
