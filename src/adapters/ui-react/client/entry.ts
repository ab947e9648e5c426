/**
 * The client entry: styles, island hydration (now and in every fragment inserted later), the page
 * widgets (toasts, dialogs, popovers, off-canvas panels, state switcher) and quick buy on tiles.
 */
import '../styles/storefront.css';
import '../styles/wishlist-account.css';
import '../styles/widgets.css';
import { watchForQuickBuyTiles } from '../quick-buy/quick-buy-trigger.js';
import { initWidgets } from '../widgets/init-widgets.js';
import { setClientState } from './client-store.js';
import { hydrateIslands, watchForIslands } from './hydrate-islands.js';

// A region chosen without JavaScript (?sizingRegion= on the product page) is the shopper's latest choice.
const regionInUrl = new URLSearchParams(location.search).get('sizingRegion');
if (regionInUrl) setClientState({ sizingRegion: regionInUrl });

hydrateIslands(document);
watchForIslands(document.body);
initWidgets(document);
watchForQuickBuyTiles(document);

export { hydrateIslands };
