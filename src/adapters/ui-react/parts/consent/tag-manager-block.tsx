import { serialiseJsonForHtml } from '../../runtime/serialise-json.js';
import type { TagManagerView } from '../chrome/page-chrome.view.js';
import { TAG_MANAGER_BLOCK_ID } from './consent-ids.js';

/**
 * The site's tag manager as a JSON block (a `type="application/json"` script, which the CSP does
 * not run): the browser loads it from there after consent. Sites without a container have none.
 */
export function TagManagerBlock({ tagManager }: { tagManager: TagManagerView | null }) {
  if (tagManager === null) return null;
  return <script type="application/json" id={TAG_MANAGER_BLOCK_ID} dangerouslySetInnerHTML={{ __html: serialiseJsonForHtml(tagManager) }} />;
}
