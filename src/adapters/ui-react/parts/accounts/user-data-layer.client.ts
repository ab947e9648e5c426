/**
 * The user data layer (spec section 7): GET to the path on the Layout's `#user-datalayer` element,
 * kept in session storage under 'user-datalayer' for 300 s. It tells shopper from guest, carries
 * the header's counts and a fresh anti-forgery token, which is copied into the page's hidden
 * `RequestVerificationToken` input.
 *
 * Usage:
 *   const layer = await getUserDataLayer();                  // cached copy when fresh
 *   await getUserDataLayer({ noCache: true });               // after an add to bag or a wishlist change
 *   const token = await antiForgeryToken();                  // for a changing request's header
 * Concurrent calls share one request. A fetched layer sets the client store's basket count.
 */
import { isCacheFresh } from '../../rules/cached-fetch.js';
import { STORAGE_KEYS } from '../../rules/storage-keys.js';
import { setClientState } from '../../runtime/client-store.js';
import { fetchJson, type FetchImpl } from '../../runtime/fetch-json.client.js';

export interface UserDataLayer {
  isShopper: boolean;
  shopperName?: string;
  basketCount: number;
  wishlistCount: number;
  RequestVerificationToken: string;
}

const USER_DATA_LAYER_ELEMENT_ID = 'user-datalayer';
const ANTI_FORGERY_INPUT_ID = 'RequestVerificationToken';
/** Put on pages rendered right after sign-in, registration or sign-out: the cached layer is out of date. */
export const REFRESH_MARKER_ATTRIBUTE = 'data-user-datalayer-refresh';
const DEFAULT_PATH = '/api/user/datalayer';

interface Stored {
  storedAtMs: number;
  layer: UserDataLayer;
}

export interface UserDataLayerOptions {
  noCache?: boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
  fetchImpl?: FetchImpl;
  doc?: Document | null;
}

const browserDocument = (): Document | null => (typeof document === 'undefined' ? null : document);
const browserStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

let inFlight: Promise<UserDataLayer> | null = null;
let markerSeen = false;

function readStored(storage: UserDataLayerOptions['storage']): Stored | null {
  try {
    const text = storage?.getItem(STORAGE_KEYS.userDataLayer);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<Stored>;
    return typeof stored.storedAtMs === 'number' && typeof stored.layer?.RequestVerificationToken === 'string' ? (stored as Stored) : null;
  } catch {
    return null;
  }
}

/** The page's hidden token input, if the page has one. */
function tokenInput(doc: Document | null): HTMLInputElement | null {
  const element = doc?.getElementById(ANTI_FORGERY_INPUT_ID);
  return element && element.tagName === 'INPUT' ? (element as HTMLInputElement) : null;
}

/** Fills the token input; a freshly fetched layer also sets the basket count (a cached one may be behind it). */
function publish(layer: UserDataLayer, doc: Document | null, fresh: boolean): UserDataLayer {
  const input = tokenInput(doc);
  if (input) input.value = layer.RequestVerificationToken;
  if (fresh) setClientState({ basketCount: layer.basketCount });
  return layer;
}

export async function getUserDataLayer(options: UserDataLayerOptions = {}): Promise<UserDataLayer> {
  const doc = options.doc === undefined ? browserDocument() : options.doc;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const now = options.now ?? Date.now;
  let noCache = options.noCache ?? false;
  if (!markerSeen && doc?.querySelector(`[${REFRESH_MARKER_ATTRIBUTE}]`)) {
    markerSeen = true;
    noCache = true;
    // The stored layer belongs to the session before: the page's other islands, which ask while
    // this fetch is under way, must wait for it rather than read that copy.
    try {
      storage?.removeItem(STORAGE_KEYS.userDataLayer);
    } catch {
      // Storage blocked: nothing was stored either.
    }
  }
  const stored = noCache ? null : readStored(storage);
  if (stored && isCacheFresh(stored.storedAtMs, now())) return publish(stored.layer, doc, false);
  if (inFlight && !noCache) return inFlight;
  const path = doc?.getElementById(USER_DATA_LAYER_ELEMENT_ID)?.dataset.url ?? DEFAULT_PATH;
  const request = fetchJson<UserDataLayer>(path, {}, options.fetchImpl).then((layer) => {
    try {
      storage?.setItem(STORAGE_KEYS.userDataLayer, JSON.stringify({ storedAtMs: now(), layer } satisfies Stored));
    } catch {
      // Storage full or blocked: the layer still works for this page.
    }
    return publish(layer, doc, true);
  });
  inFlight = request;
  request.then(() => { if (inFlight === request) inFlight = null; }, () => { if (inFlight === request) inFlight = null; });
  return request;
}

/** Changes the cached layer in place (e.g. the wishlist count after a change), without a request. */
export function patchCachedUserDataLayer(patch: Partial<UserDataLayer>, storage = browserStorage()): void {
  const stored = readStored(storage);
  if (!stored) return;
  try {
    storage?.setItem(STORAGE_KEYS.userDataLayer, JSON.stringify({ ...stored, layer: { ...stored.layer, ...patch } }));
  } catch {
    // Best effort only.
  }
}

/** The anti-forgery token: from the page's hidden input once filled, else from the user data layer. */
export async function antiForgeryToken(options: { fresh?: boolean } = {}): Promise<string> {
  const input = tokenInput(browserDocument());
  if (!options.fresh && input && input.value !== '') return input.value;
  return (await getUserDataLayer({ noCache: options.fresh ?? false })).RequestVerificationToken;
}
