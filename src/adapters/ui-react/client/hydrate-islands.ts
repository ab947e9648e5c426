import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ENGLISH_DEFAULTS, type TranslatableStrings } from '../i18n/english-defaults.js';
import { StringsContext } from '../i18n/strings-context.js';
import { ISLANDS, isIslandName } from '../islands/island-registry.js';

const TRANSLATABLE_STRINGS_SELECTOR = 'script#translatable-strings';

/** The page's translatable strings block over the English defaults. */
export function readTranslatableStrings(doc: Document): TranslatableStrings {
  const text = doc.querySelector(TRANSLATABLE_STRINGS_SELECTOR)?.textContent;
  if (!text) return ENGLISH_DEFAULTS;
  try {
    return { ...ENGLISH_DEFAULTS, ...(JSON.parse(text) as Partial<TranslatableStrings>) };
  } catch {
    return ENGLISH_DEFAULTS;
  }
}

function islandsIn(root: ParentNode): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  return root instanceof HTMLElement && root.matches('[data-island]') ? [root, ...found] : found;
}

/**
 * Hydrates every island in `root` not hydrated yet: the whole document on load, and any
 * fragment inserted later. Returns how many islands were hydrated.
 */
export function hydrateIslands(root: ParentNode = document): number {
  const strings = readTranslatableStrings(document);
  let hydrated = 0;
  for (const element of islandsIn(root)) {
    if (element.dataset.islandHydrated !== undefined) continue;
    const name = element.dataset.island ?? '';
    const container = element.querySelector<HTMLElement>(':scope > [data-island-root]');
    if (!isIslandName(name) || container === null) {
      console.error(`Island "${name}" is not registered or has no [data-island-root].`);
      continue;
    }
    const propsText = element.querySelector(':scope > script[data-island-props]')?.textContent ?? '{}';
    const Component = ISLANDS[name] as ComponentType<object>;
    element.dataset.islandHydrated = '';
    hydrateRoot(container, createElement(StringsContext.Provider, { value: strings }, createElement(Component, JSON.parse(propsText) as object)));
    hydrated++;
  }
  return hydrated;
}

/** Hydrates islands in fragments that other scripts insert into the page later. */
export function watchForIslands(target: Node): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) hydrateIslands(node);
    }
  });
  observer.observe(target, { childList: true, subtree: true });
  return observer;
}
