/**
 * Loads a fragment into a container the way every widget does: the loading marker appears if
 * the HTML has not arrived after 300 ms (spec section 4), `aria-busy` while loading, and a short
 * readable error in place of the content when the request fails (logged with the spec's
 * 'Request failed: ...' message).
 *
 * Usage: `const loaded = await loadFragmentInto(panelBody, '/product/api/getquickviewproduct?url=...');`
 */
import { LOADING_MARKER_MS } from '../../rules/timings.js';
import { fetchFragment } from '../fetch-fragment.client.js';
import { pageStrings } from '../i18n/page-strings.js';

const LOADING_MARKER_CLASS = 'loading-marker';

function loadingMarker(): HTMLElement {
  const marker = document.createElement('p');
  marker.className = LOADING_MARKER_CLASS;
  marker.setAttribute('role', 'status');
  marker.textContent = pageStrings().loading;
  return marker;
}

/** Shows the loading marker in `container` unless `done` is called within 300 ms. */
function scheduleLoadingMarker(container: HTMLElement): () => void {
  container.setAttribute('aria-busy', 'true');
  const timer = setTimeout(() => container.replaceChildren(loadingMarker()), LOADING_MARKER_MS);
  return () => {
    clearTimeout(timer);
    container.removeAttribute('aria-busy');
  };
}

export async function loadFragmentInto(container: HTMLElement, url: string, signal?: AbortSignal): Promise<boolean> {
  const done = scheduleLoadingMarker(container);
  try {
    const html = await fetchFragment(url, signal ? { signal } : {});
    done();
    container.innerHTML = html;
    return true;
  } catch (error) {
    done();
    if (signal?.aborted) return false;
    console.error(error instanceof Error ? error.message : error);
    const message = document.createElement('p');
    message.className = 'load-error';
    message.textContent = pageStrings().refreshAndRetry;
    container.replaceChildren(message);
    return false;
  }
}
