import type { InitClientOptions } from 'algoliasearch';
import { hostStateCache } from './algolia-host-states.js';

type ClientOptions = NonNullable<InitClientOptions['options']>;

/** An Algolia host as written in ALGOLIA_HOSTS: `name[:port]`, optionally with `http://` or `https://`. */
export interface AlgoliaHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
}

export interface AlgoliaSettings {
  appId: string;
  searchKey: string;
  /** Needed only to push the catalog (npm run index:algolia). */
  adminKey: string | null;
  /** Empty: Algolia's own hosts for the application. */
  hosts: AlgoliaHost[];
}

/**
 * The settings of the sites with an application or search key of their own, by the site's index
 * name: the index a query names says whose application serves it (spec 7: index and credentials
 * depend on the site variant). An index not in it is on the shared application.
 */
export type AlgoliaSettingsByIndex = Readonly<Record<string, AlgoliaSettings>>;

/** The key of one client: an application and the key it is opened with. */
export const algoliaClientKey = (settings: AlgoliaSettings): string => `${settings.appId}:${settings.searchKey}`;

/** Spec section 9: connect 1 s, read 2 s, write 30 s. */
export const ALGOLIA_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;
/** Spec section 9: batches of 1000 records. */
export const ALGOLIA_BATCH_SIZE = 1_000;

/** Parses ALGOLIA_HOSTS: 'https://a.algolia.net,http://127.0.0.1:4010'. */
export function parseAlgoliaHosts(raw: string): AlgoliaHost[] {
  return raw.split(',').map((h) => h.trim()).filter(Boolean).map((entry) => {
    const match = /^(?:(https?):\/\/)?([A-Za-z0-9.-]+)(?::(\d{1,5}))?\/?$/.exec(entry);
    if (!match) throw new Error(`ALGOLIA_HOSTS: '${entry}' is not a host name with an optional scheme and port`);
    const port = match[3] === undefined ? undefined : Number(match[3]);
    if (port !== undefined && (port < 1 || port > 65535)) throw new Error(`ALGOLIA_HOSTS: '${entry}' has no valid port`);
    return { url: match[2]!, protocol: (match[1] ?? 'https') as 'http' | 'https', ...(port === undefined ? {} : { port }) };
  });
}

/**
 * The client options: the spec's timeouts, the host states kept for the retry window (each
 * client its own), and, when given, the configured hosts for reads and writes.
 */
export function algoliaClientOptions(settings: Pick<AlgoliaSettings, 'hosts'>, now: () => number = Date.now): ClientOptions {
  return {
    timeouts: { ...ALGOLIA_TIMEOUTS },
    hostsCache: hostStateCache(now),
    ...(settings.hosts.length > 0 ? { hosts: settings.hosts.map((h) => ({ ...h, accept: 'readWrite' as const })) } : {}),
  };
}
