/**
 * The one small store islands share (architecture section 2): basket count, wishlist product ids
 * and the sizing region (kept in session storage under 'sizing-region', 'UK' by default).
 *
 * Usage in an island:
 *   const count = useClientStore((s) => s.basketCount);         // re-renders on change
 *   setClientState({ basketCount: 3 });                         // partial update
 *   setClientState((s) => ({ wishlistIds: [...s.wishlistIds, 12] }));
 * Outside React: getClientState(), subscribeClientStore(listener) (returns the unsubscribe).
 * Selectors must return a value held in the state (or a primitive), not a new object per call.
 * The server render sees `initialClientState()` (count null = not known yet) with no sizing region.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_SIZING_REGION, SIZING_REGION_STORAGE_KEY, sizingRegionFrom } from '../rules/sizing-region.js';

export interface ClientState {
  /** null until the count was read from the server. */
  basketCount: number | null;
  wishlistIds: readonly number[];
  sizingRegion: string;
}

export type ClientStateUpdate = Partial<ClientState> | ((state: ClientState) => Partial<ClientState>);

type RegionStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ClientStore {
  get(): ClientState;
  set(update: ClientStateUpdate): void;
  subscribe(listener: () => void): () => void;
}

const initialClientState = (): ClientState => ({ basketCount: null, wishlistIds: [], sizingRegion: DEFAULT_SIZING_REGION });

function readRegion(storage: RegionStorage | null): string {
  try {
    return sizingRegionFrom(storage?.getItem(SIZING_REGION_STORAGE_KEY));
  } catch {
    return DEFAULT_SIZING_REGION;
  }
}

/** A store over the given storage (session storage in the browser, a fake in tests). */
export function createClientStore(storage: RegionStorage | null): ClientStore {
  let state: ClientState = { ...initialClientState(), sizingRegion: readRegion(storage) };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const next = { ...state, ...patch };
      if (patch.sizingRegion !== undefined) next.sizingRegion = sizingRegionFrom(patch.sizingRegion);
      const changed = (Object.keys(next) as (keyof ClientState)[]).some((k) => !Object.is(next[k], state[k]));
      if (!changed) return;
      if (next.sizingRegion !== state.sizingRegion) {
        try {
          storage?.setItem(SIZING_REGION_STORAGE_KEY, next.sizingRegion);
        } catch {
          // Unavailable storage: the region still applies to this page.
        }
      }
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const browserStorage = (): RegionStorage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** The page's store. */
const clientStore: ClientStore = createClientStore(browserStorage());

// A page restored from the back-forward cache takes up the sizing region chosen on the page the
// shopper came back from: every buy grid drawn for another region, quick buy's included, reloads.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) clientStore.set({ sizingRegion: readRegion(browserStorage()) });
  });
}

export const getClientState = (): ClientState => clientStore.get();
export const setClientState = (update: ClientStateUpdate): void => clientStore.set(update);
export const subscribeClientStore = (listener: () => void): (() => void) => clientStore.subscribe(listener);

/** The server render knows no stored region: components fall back to the page's own region. */
const serverState: ClientState = { ...initialClientState(), sizingRegion: '' };

export function useClientStore<T>(selector: (state: ClientState) => T): T {
  return useSyncExternalStore(clientStore.subscribe, () => selector(clientStore.get()), () => selector(serverState));
}
