/**
 * Refreshes the cached user data layer (spec section 7) after a basket change: a GET, without
 * cache, to the path the page's user data layer element names (data-user-data-layer-url), kept in
 * session storage under 'user-datalayer'. Failures leave the old copy; nothing else depends on it.
 */
import { STORAGE_KEYS } from '../../../domain/client/storage-keys.js';
import { JSON_HEADERS } from '../client/fetch-json.js';

export const DEFAULT_USER_DATA_LAYER_PATH = '/api/user/datalayer';

export async function refreshUserDataLayer(): Promise<void> {
  const path = document.querySelector<HTMLElement>('[data-user-data-layer-url]')?.dataset.userDataLayerUrl ?? DEFAULT_USER_DATA_LAYER_PATH;
  try {
    const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: JSON_HEADERS.Accept } });
    if (!response.ok) return;
    sessionStorage.setItem(STORAGE_KEYS.userDataLayer, await response.text());
  } catch {
    // Offline or storage full: the next page load fetches it again.
  }
}
