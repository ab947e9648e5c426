import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pageStrings } from './i18n/page-strings.js';
import { StringsContext } from './i18n/strings-context.js';
import { hasIsland, type IslandHydration, type IslandRegistry } from './island-registry.js';

function islandsIn(root: ParentNode): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  return root instanceof HTMLElement && root.matches('[data-island]') ? [root, ...found] : found;
}

/**
 * When the island is hydrated, as its server markup says (see island.tsx): `visible` within the
 * lazy-loading margin of the viewport, so it is ready before it scrolls in. Until then its code is
 * not even fetched.
 */
function hydrationOf(element: HTMLElement): IslandHydration {
  const when = element.dataset.islandHydrate;
  return when === 'visible' || when === 'intent' ? when : 'load';
}

/** Islands left to their trigger (`data-island-waiting` once it is watched for). */
const deferred = new WeakSet<HTMLElement>();

/** Marks the island hydrated once React has committed it, then hands it what was held. */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, []);
  return children;
}

/**
 * Hydrates every island in `root` not hydrated yet, each on its trigger (`hydrationOf`): the whole
 * document on load, and any fragment inserted later. Each island's code is loaded on demand;
 * `data-island-waiting` marks an island whose trigger is watched for, `data-island-loading` one whose
 * code is on its way, `data-island-hydrated` one React has committed. Returns how many islands
 * were started or set to wait.
 */
export function hydrateIslands(registry: IslandRegistry, root: ParentNode = document): number {
  const strings = pageStrings();
  let started = 0;
  for (const element of islandsIn(root)) {
    const state = element.dataset;
    if (state.islandHydrated !== undefined || state.islandLoading !== undefined || deferred.has(element)) continue;
    const name = state.island ?? '';
    const container = element.querySelector<HTMLElement>(':scope > [data-island-root]');
    if (!hasIsland(registry, name) || container === null) {
      console.error(`Island "${name}" is not registered or has no [data-island-root].`);
      continue;
    }
    const propsText = element.querySelector(':scope > script[data-island-props]')?.textContent ?? '{}';
    started++;
    const hydrate = (replay: () => void): void => {
      delete state.islandWaiting;
      state.islandLoading = '';
      registry[name]!.load()
        .then((Component) => {
          const onCommit = (): void => {
            state.islandHydrated = '';
            delete state.islandLoading;
            replay();
          };
          const island = createElement(Component as ComponentType<object>, JSON.parse(propsText) as object);
          hydrateRoot(container, createElement(StringsContext.Provider, { value: strings }, createElement(Hydrated, { onCommit, children: island })));
        })
        .catch((error: unknown) => {
          delete state.islandLoading;
          console.error(`Island "${name}" could not be loaded`, error);
          // What was held does what the server markup does without JavaScript (a link, a form post).
          replay();
        });
    };
    const hydration = hydrationOf(element);
    if (hydration === 'load') {
      hydrate(() => undefined);
    } else {
      deferred.add(element);
      // Only pages with such islands load the code that waits for their triggers.
      import('./island-triggers.client.js').then(
        (m) => {
          state.islandWaiting = '';
          m.whenTriggered(element, hydration, hydrate);
        },
        (error: unknown) => {
          console.error(`Island "${name}" could not wait for its trigger: hydrated now`, error);
          hydrate(() => undefined);
        },
      );
    }
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
