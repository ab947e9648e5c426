import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { browserStringKeys } from './scripts/vite-plugin-browser-strings.js';

/**
 * Client bundle: one entry that hydrates the islands, and its stylesheet. The server reads
 * dist/client/.vite/manifest.json to link the hashed files; they are served under /assets/.
 *
 * Chunks (budget: a shopper page ships under 80 kB of JavaScript gzipped, lazy chunks included;
 * check with `node scripts/page-weight.mjs <url>`):
 * - react: react, react-dom and scheduler, long-cached across deploys of our code;
 * - entry: the entry's code (island hydration, the client store, the widgets' delegated
 *   listeners, the triggers that load the rest) and the header's islands (basket button, wishlist
 *   count, account link), which every page shows, as one file: one larger file compresses better
 *   than many, and a separate entry file would repeat the list of names it imports;
 * - heart-press: the press of a wishlist heart, shared by the product page's heart island and the
 *   hearts on tiles, so listing pages load it without the product page's islands;
 * - product-islands: the islands every product page adds (gallery, buy grid, sizing region,
 *   heart), kept apart so the basket, search and home pages do not load them. Rarely used
 *   islands (wishlist page, gift cards, quick basket panel) stay apart;
 * - basket-page: the basket page's module and the triggers it starts; its islands hydrate when
 *   used or near the viewport (basket-discounts: the loyalty and gift voucher boxes), and only
 *   pages with such islands load island-triggers, the code that waits for them;
 * - code that runs only on interaction (add to bag, dialogs, panels, popovers, wishlist
 *   changes, quick buy) is loaded on first use.
 */
const UI = 'src/adapters/ui-react';

/**
 * A chunk's modules by path. A path that no longer exists (a file moved) stops the build, so a
 * move cannot silently drop a module out of its chunk and change what every page loads.
 */
function modules(paths: readonly string[]): (id: string) => boolean {
  const missing = paths.filter((path) => !existsSync(resolve(UI, path)));
  if (missing.length > 0) throw new Error(`vite.config.ts names modules that do not exist: ${missing.join(', ')}`);
  const wanted = new Set(paths.map((path) => resolve(UI, path)));
  return (id) => wanted.has(resolve(id));
}

/** The entry and what it imports at once: one chunk with the header's islands. */
const ENTRY_CODE = modules([
  'entry/entry.client.ts', 'entry/page-modules.ts', 'runtime/widgets/page-modules.client.ts',
  'parts/search/related-products-trigger.client.ts', 'parts/search/search-box-trigger.client.ts',
  'runtime/hydrate-islands.client.ts', 'runtime/client-store.ts', 'runtime/island-registry.ts',
  'runtime/widgets/init-widgets.client.ts', 'parts/tiles/quick-buy-trigger.client.ts',
  'parts/wishlist/tile-hearts-trigger.client.ts', 'screens/basket/delivery/pickup/pickup-trigger.client.ts',
  'screens/basket/delivery/pickup/pickup-ids.ts', 'entry/islands.ts',
  'parts/consent/consent.client.ts', 'parts/consent/tag-manager.client.ts', 'parts/consent/consent-ids.ts',
  'parts/analytics/analytics-events.client.ts', 'parts/analytics/analytics-events-attribute.ts',
]);
/** Islands in every page's header: loaded on every page, so they travel with the entry's code. */
const HEADER_ISLANDS = modules([
  'parts/basket/basket-button.island.tsx', 'parts/wishlist/wishlist-count.island.tsx', 'parts/accounts/account-link.island.tsx',
]);
/**
 * What the basket page with lines runs at first paint besides the header's islands: its page
 * module and the triggers it starts, as one chunk. Its islands hydrate later (the shopper details
 * form on first use, the rest as they near the viewport), each from its own chunk; the loyalty
 * and gift voucher boxes sit together and share their outcome message, so they load as one.
 */
const BASKET_PAGE_CODE = modules([
  'screens/basket/basket-page.client.ts', 'screens/basket/delivery/delivery-accordion-trigger.client.ts',
  'screens/basket/checkout/payment-area-trigger.client.ts', 'screens/basket/checkout/klarna/klarna-wallet-trigger.client.ts',
]);
/**
 * What waits for the trigger of an island that does not hydrate on load, and holds what the
 * shopper does in it meantime (the delivery accordion holds its section's events the same way).
 */
const ISLAND_TRIGGERS = modules(['runtime/island-triggers.client.ts', 'runtime/held-events.client.ts']);
const BASKET_DISCOUNT_ISLANDS = modules([
  'screens/basket/loyalty/loyalty-vouchers.island.tsx', 'screens/basket/loyalty/gift-voucher-box.island.tsx',
]);
/** The islands every product page shows beside the header's, and what only they share. */
const PRODUCT_PAGE_ISLANDS = modules([
  'screens/product/product-gallery.island.tsx', 'parts/basket/buy-grid.island.tsx', 'parts/basket/buy-grid-radio-row.tsx',
  'parts/basket/sizing-region-form.island.tsx', 'parts/wishlist/wishlist-heart.island.tsx',
]);

/** A heart's press: the tile hearts (every listing) and the product page's heart island share it. */
const HEART_PRESS = modules(['parts/wishlist/heart-press.client.ts']);

export default defineConfig({
  base: '/',
  publicDir: false,
  plugins: [browserStringKeys()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: 'hidden',
    // Chunks import what they need themselves; the preload helper would cost more than it saves.
    modulePreload: false,
    rolldownOptions: {
      input: 'src/adapters/ui-react/entry/entry.client.ts',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // React in a chunk of its own: it changes only on upgrades, so browsers keep it cached
            // across deploys of our code.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The entry's code and the header's islands, with their dependencies
            // (includeDependenciesRecursively, on by default); then what the product page adds. Every
            // module the entry imports must be in ENTRY_CODE, or a dependency it shares with a product
            // island lands in product-islands and every page loads that chunk.
            { name: 'entry', test: (id: string) => ENTRY_CODE(id) || HEADER_ISLANDS(id), priority: 10 },
            // Before basket-page, whose delivery trigger also holds events: a page with waiting islands
            // and no basket loads only this.
            { name: 'island-triggers', test: (id: string) => ISLAND_TRIGGERS(id), priority: 6 },
            { name: 'heart-press', test: (id: string) => HEART_PRESS(id), priority: 7 },
            { name: 'product-islands', test: (id: string) => PRODUCT_PAGE_ISLANDS(id), priority: 5 },
            { name: 'basket-page', test: (id: string) => BASKET_PAGE_CODE(id), priority: 4 },
            { name: 'basket-discounts', test: (id: string) => BASKET_DISCOUNT_ISLANDS(id), priority: 3 },
          ],
        },
      },
    },
  },
});
