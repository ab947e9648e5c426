/**
 * Spec section 9: a host that failed is skipped for 2 minutes (the states live in the client's
 * hosts cache, so each adapter keeps one client for its lifetime).
 */
export const ALGOLIA_HOST_DOWN_RETRY_MS = 2 * 60 * 1000;

type HostStatus = 'up' | 'down' | 'timed out';

interface HostKey {
  url?: unknown;
  port?: unknown;
  protocol?: unknown;
}

/**
 * The hosts cache of an Algolia client, keeping the spec's host-down retry window: a host that
 * failed is left out for 2 minutes, one that timed out is tried last with longer timeouts, then
 * both count as up again. (algoliasearch 5.64's default memory cache keys a host by its whole
 * state and serialises away the state's functions, so a failed host is asked again at once.)
 * The cache answers the client's stateful-host shape: the host with status, lastUpdate, isUp, isTimedOut.
 */
export function hostStateCache(now: () => number = Date.now, windowMs = ALGOLIA_HOST_DOWN_RETRY_MS) {
  const states = new Map<string, { status: HostStatus; lastUpdate: number }>();
  const keyOf = (key: HostKey | string): string =>
    typeof key === 'string' ? key : `${String(key.protocol)}://${String(key.url)}:${String(key.port ?? '')}`;
  const stateful = (host: object, status: HostStatus, lastUpdate: number) => ({
    ...host, status, lastUpdate,
    isUp: () => status === 'up' || now() - lastUpdate > windowMs,
    isTimedOut: () => status === 'timed out' && now() - lastUpdate <= windowMs,
  });
  return {
    get: async <T>(key: HostKey | string, defaultValue: () => Promise<T>): Promise<T> => {
      const state = states.get(keyOf(key));
      if (state === undefined || typeof key === 'string') return defaultValue();
      return stateful(key, state.status, state.lastUpdate) as T;
    },
    set: async <T>(key: HostKey | string, value: T): Promise<T> => {
      const status = (value as { status?: HostStatus }).status ?? 'up';
      states.set(keyOf(key), { status, lastUpdate: now() });
      return value;
    },
    delete: async (key: HostKey | string): Promise<void> => {
      states.delete(keyOf(key));
    },
    clear: async (): Promise<void> => {
      states.clear();
    },
  };
}
