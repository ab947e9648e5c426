/**
 * The client entry: styles, island hydration (now and in every fragment inserted later), the page
 * widgets (toasts, dialogs, popovers, off-canvas panels, state switcher) and quick buy on tiles.
 */
import '../styles/storefront.css';
import '../styles/wishlist-account.css';
import '../styles/widgets.css';
import { watchForQuickBuyTiles } from '../parts/tiles/quick-buy-trigger.client.js';
import { initWidgets } from '../runtime/widgets/init-widgets.client.js';
import { setClientState } from '../runtime/client-store.js';
import { hydrateIslands, watchForIslands } from '../runtime/hydrate-islands.client.js';
import { ISLANDS } from './islands.js';

// A region chosen without JavaScript (?sizingRegion= on the product page) is the shopper's latest choice.
const regionInUrl = new URLSearchParams(location.search).get('sizingRegion');
if (regionInUrl) setClientState({ sizingRegion: regionInUrl });

hydrateIslands(ISLANDS, document);
watchForIslands(ISLANDS, document.body);
initWidgets(document);
watchForQuickBuyTiles(document);
