import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { typoDistance, typosAllowed } from '../../../src/domain/search/typo-tolerance.js';

/**
 * A local stand-in for Algolia's REST API on 127.0.0.1, speaking its wire format for what the
 * storefront uses: search (POST /1/indexes/{index}/query, with facets and facetFilters, typo
 * tolerance, prefix on the last word, attribute ranking and sorting replicas), Recommend
 * (POST /1/indexes/*\/recommendations, model related-products scored by shared category,
 * colour and price), batch writes and settings (admin key only). `failWith` answers every
 * request with that status; `delayMs` holds every answer that long.
 */
export interface AlgoliaStandIn {
  host: { url: string; port: number; protocol: 'http' };
  appId: string;
  searchKey: string;
  adminKey: string;
  /** Records per index, as the batches left them. */
  indexes: Map<string, Map<string, Record<string, unknown>>>;
  settings: Map<string, Record<string, unknown>>;
  /** Every request, with the application it named. */
  requests: { method: string; path: string; body: unknown; appId: string | null }[];
  failWith: number | null;
  delayMs: number;
  close(): Promise<void>;
}

type AlgoliaRecord = Record<string, unknown> & { objectID: string };

const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

interface Match { typos: number; attribute: number; exact: number }

/** How a record matches the query words (every word must match), or null. */
function matchOf(record: AlgoliaRecord, queryWords: string[], attributes: string[]): Match | null {
  if (queryWords.length === 0) return { typos: 0, attribute: 0, exact: 0 };
  const tokensPerAttribute = attributes.map((a) => wordsOf(String(record[a] ?? '').replace(/-/g, ' ')));
  let typos = 0;
  let attribute = Number.POSITIVE_INFINITY;
  let exact = 0;
  for (const [i, word] of queryWords.entries()) {
    const last = i === queryWords.length - 1;
    let best: { typos: number; attribute: number; exact: boolean } | null = null;
    tokensPerAttribute.forEach((tokens, a) => {
      for (const token of tokens) {
        const candidate = token === word ? { typos: 0, exact: true }
          : last && token.startsWith(word) ? { typos: 0, exact: false }
            : typoDistance(word, token) <= typosAllowed(word) ? { typos: typoDistance(word, token), exact: false } : null;
        if (candidate && (!best || candidate.typos < best.typos || (candidate.typos === best.typos && a < best.attribute))) best = { ...candidate, attribute: a };
      }
    });
    if (!best) return null;
    const found: { typos: number; attribute: number; exact: boolean } = best;
    typos += found.typos;
    attribute = Math.min(attribute, found.attribute);
    if (found.exact) exact++;
  }
  return { typos, attribute, exact };
}

function passesFilters(record: AlgoliaRecord, facetFilters: unknown): boolean {
  const groups = Array.isArray(facetFilters) ? facetFilters : facetFilters === undefined ? [] : [facetFilters];
  return groups.every((group) => {
    const alternatives = (Array.isArray(group) ? group : [group]) as string[];
    return alternatives.some((filter) => {
      const at = filter.indexOf(':');
      const value = record[filter.slice(0, at)];
      const wanted = filter.slice(at + 1);
      return Array.isArray(value) ? value.map(String).includes(wanted) : String(value) === wanted;
    });
  });
}

const sortKey = (ranking: unknown): { attribute: string; direction: 1 | -1 } | null => {
  const first = Array.isArray(ranking) ? String(ranking[0]) : '';
  const m = /^(asc|desc)\((\w+)\)$/.exec(first);
  return m ? { attribute: m[2]!, direction: m[1] === 'asc' ? 1 : -1 } : null;
};

function related(records: AlgoliaRecord[], source: AlgoliaRecord): { hit: AlgoliaRecord; score: number }[] {
  const price = Number(source.price);
  return records.filter((r) => r.objectID !== source.objectID).map((r) => ({
    hit: r,
    score: Math.round(50 * (r.category === source.category ? 1 : 0) + 25 * (r.colour === source.colour ? 1 : 0)
      + 25 * Math.max(0, 1 - Math.abs(Number(r.price) - price) / Math.max(price, 1))),
  }));
}

/** `moreApps`: further applications (a brand's own) served from the same records, each with its search key. */
export async function startAlgoliaStandIn(moreApps: { appId: string; searchKey: string }[] = []): Promise<AlgoliaStandIn> {
  const state: Omit<AlgoliaStandIn, 'host' | 'close'> = {
    appId: 'STANDINAPP', searchKey: 'search-key-standin', adminKey: 'admin-key-standin',
    indexes: new Map(), settings: new Map(), requests: [], failWith: null, delayMs: 0,
  };
  let taskId = 1;
  /** A replica reads its primary's records. */
  const recordsOf = (index: string): AlgoliaRecord[] => {
    const primary = [...state.settings.entries()].find(([, s]) => Array.isArray(s.replicas) && (s.replicas as string[]).includes(index))?.[0];
    return [...(state.indexes.get(primary ?? index)?.values() ?? [])] as AlgoliaRecord[];
  };
  const primarySettings = (index: string): Record<string, unknown> => {
    const primary = [...state.settings.entries()].find(([, s]) => Array.isArray(s.replicas) && (s.replicas as string[]).includes(index))?.[0];
    return state.settings.get(primary ?? index) ?? {};
  };

  const search = (index: string, params: Record<string, unknown>) => {
    const attributes = (primarySettings(index).searchableAttributes as string[] | undefined) ?? ['title', 'description'];
    const words = wordsOf(String(params.query ?? ''));
    const records = recordsOf(index);
    const matched = records.map((r, order) => ({ r, order, m: matchOf(r, words, attributes) }))
      .filter((x): x is { r: AlgoliaRecord; order: number; m: Match } => x.m !== null && passesFilters(x.r, params.facetFilters));
    const sort = sortKey(state.settings.get(index)?.ranking);
    matched.sort((a, b) => (sort ? sort.direction * (Number(a.r[sort.attribute]) - Number(b.r[sort.attribute])) : 0)
      || a.m.typos - b.m.typos || a.m.attribute - b.m.attribute || b.m.exact - a.m.exact || a.order - b.order);
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const page = Number(params.page ?? 0);
    const facets: Record<string, Record<string, number>> = {};
    for (const name of (params.facets as string[] | undefined) ?? []) {
      facets[name] = {};
      for (const { r } of matched) {
        const values = Array.isArray(r[name]) ? (r[name] as unknown[]) : [r[name]];
        for (const v of new Set(values.map(String))) facets[name][v] = (facets[name][v] ?? 0) + 1;
      }
    }
    return {
      hits: matched.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((x) => x.r),
      nbHits: matched.length, page, nbPages: Math.ceil(matched.length / hitsPerPage), hitsPerPage,
      facets, exhaustiveNbHits: true, processingTimeMS: 1, query: String(params.query ?? ''), params: '',
    };
  };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    const send = () => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (state.delayMs > 0) setTimeout(send, state.delayMs);
    else send();
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = raw === '' ? {} : JSON.parse(raw) as Record<string, unknown>;
    const appId = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
    const key = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
    state.requests.push({ method: req.method ?? '', path: url.pathname, body, appId: typeof appId === 'string' ? appId : null });
    if (state.failWith !== null) return answer(res, state.failWith, { message: 'Stand-in failure', status: state.failWith });
    const other = moreApps.some((a) => a.appId === appId && a.searchKey === key);
    if (!other && (appId !== state.appId || (key !== state.searchKey && key !== state.adminKey))) {
      return answer(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
    }
    const admin = key === state.adminKey;
    const path = decodeURIComponent(url.pathname);
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/1/indexes/*/recommendations') {
      const requests = (body.requests as { indexName: string; model: string; objectID: string; maxRecommendations?: number; threshold: number }[]) ?? [];
      if (requests.some((r) => r.model !== 'related-products' || typeof r.threshold !== 'number')) {
        return answer(res, 400, { message: 'Unsupported model or missing threshold', status: 400 });
      }
      return answer(res, 200, {
        results: requests.map((r) => {
          const records = recordsOf(r.indexName);
          const source = records.find((x) => x.objectID === r.objectID);
          const hits = source ? related(records, source).filter((x) => x.score >= r.threshold)
            .sort((a, b) => b.score - a.score || Number(a.hit.objectID) - Number(b.hit.objectID))
            .slice(0, r.maxRecommendations ?? 30).map((x) => ({ ...x.hit, _score: x.score })) : [];
          return { hits, nbHits: hits.length, processingTimeMS: 1, page: 0, nbPages: 1, hitsPerPage: hits.length };
        }),
      });
    }
    if (req.method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/query$/.exec(path))) {
      const params = typeof body.params === 'string' ? Object.fromEntries(new URLSearchParams(body.params)) : body;
      return answer(res, 200, search(m[1]!, params));
    }
    if (!admin) return answer(res, 403, { message: 'Method not allowed with this API key', status: 403 });
    if (req.method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path))) {
      const index = state.indexes.get(m[1]!) ?? new Map();
      state.indexes.set(m[1]!, index);
      const requests = (body.requests as { action: string; body: AlgoliaRecord }[]) ?? [];
      for (const r of requests) {
        if (r.action === 'addObject' || r.action === 'updateObject') index.set(r.body.objectID, r.body);
        else if (r.action === 'deleteObject') index.delete(r.body.objectID);
      }
      return answer(res, 200, { taskID: taskId++, objectIDs: requests.map((r) => r.body.objectID) });
    }
    if (req.method === 'PUT' && (m = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path))) {
      state.settings.set(m[1]!, { ...(state.settings.get(m[1]!) ?? {}), ...body });
      return answer(res, 200, { taskID: taskId++, updatedAt: new Date().toISOString() });
    }
    return answer(res, 404, { message: 'Not found', status: 404 });
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      try {
        handle(req, res, raw);
      } catch (error) {
        answer(res, 400, { message: String(error), status: 400 });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    host: { url: '127.0.0.1', port, protocol: 'http' as const },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  });
}
