/**
 * The client entry: styles, island hydration (now and in every fragment inserted later), the page
 * widgets (toasts, dialogs, popovers, off-canvas panels, state switcher), the page modules'
 * init/exit hooks, and quick buy and wishlist hearts on tiles. The island registry and the page modules are declared
 * in this folder and handed to the runtime.
 */
import '../styles/storefront.css';
import '../styles/wishlist-account.css';
import '../styles/widgets.css';
import '../styles/pickup.css';
// Loyalty and gift vouchers.
import '../styles/loyalty.css';
import '../styles/search.css';
// Legal and help pages, and their links in the footer.
import '../styles/help-pages.css';
// Payment sandbox: its pages and the sandbox banner.
import '../styles/payment-sandbox.css';
// Payment area.
import '../styles/payments.css';
// Order confirmation and account orders.
import '../styles/confirmation.css';
// Returns on the order page.
import '../styles/order-returns.css';
// PayPal.
import '../styles/paypal.css';
// Klarna: the wallet button and the sandbox authorise dialog.
import '../styles/klarna.css';
// Operator console (its pages load these styles and no script).
import '../styles/operator-console.css';
import '../styles/operator-order.css';
import '../styles/operator-dashboard.css';
// Cookie consent: the banner and the footer's "Cookie settings".
import '../styles/consent.css';
import { watchForQuickBuyTiles } from '../parts/tiles/quick-buy-trigger.client.js';
import { watchForTileHearts } from '../parts/wishlist/tile-hearts-trigger.client.js';
import { watchForPickupOpeners } from '../screens/basket/delivery/pickup/pickup-trigger.client.js';
import { initWidgets } from '../runtime/widgets/init-widgets.client.js';
import { setClientState } from '../runtime/client-store.js';
import { hydrateIslands, watchForIslands } from '../runtime/hydrate-islands.client.js';
import { registerPageModules, startPageModules } from '../runtime/widgets/page-modules.client.js';
import { ISLANDS } from './islands.js';
// search and related products
import { watchForRelatedProducts } from '../parts/search/related-products-trigger.client.js';
import { watchForSearchBox } from '../parts/search/search-box-trigger.client.js';
import { PAGE_MODULES } from './page-modules.js';
// Cookie consent and the data layer: Consent Mode's defaults before anything else is pushed.
import { startConsent } from '../parts/consent/consent.client.js';
import { pushPageEvents, watchSelectItem } from '../parts/analytics/analytics-events.client.js';

startConsent(document);
pushPageEvents(document);
watchSelectItem(document);

// A region chosen without JavaScript (?sizingRegion= on the product page) is the shopper's latest choice.
const regionInUrl = new URLSearchParams(location.search).get('sizingRegion');
if (regionInUrl) setClientState({ sizingRegion: regionInUrl });

hydrateIslands(ISLANDS, document);
watchForIslands(ISLANDS, document.body);
initWidgets(document);
registerPageModules(PAGE_MODULES);
void startPageModules(document).then((exit) => addEventListener('pagehide', exit, { once: true }));
watchForQuickBuyTiles(document);
watchForTileHearts(document);
watchForPickupOpeners(document);
// search and related products
watchForSearchBox(document);
watchForRelatedProducts(document);
