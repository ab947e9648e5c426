/**
 * Every page module (a page's init/exit hooks), by the name a `[data-page-module]` marker or a
 * modal link's `data-module` gives, declared once as a lazy loader, as the islands are. The client
 * entry hands it to the runtime.
 */
import type { PageModule } from '../runtime/widgets/page-modules.client.js';

export const PAGE_MODULES: Readonly<Record<string, () => Promise<PageModule>>> = {
  'pages/basket-page': () => import('../screens/basket/basket-page.client.js'),
};
