import { defineConfig } from 'vite';
import { browserStringKeys } from './scripts/vite-plugin-browser-strings.js';

/**
 * Client bundle: one entry that hydrates the islands, and its stylesheet. The server reads
 * dist/client/.vite/manifest.json to link the hashed files; they are served under /assets/.
 *
 * Chunks (budget: a shopper page ships under 80 kB of JavaScript gzipped, lazy chunks included;
 * check with `node scripts/page-weight.mjs <url>`):
 * - react: react, react-dom and scheduler, long-cached across deploys of our code;
 * - entry: island hydration, the client store, the widgets' delegated listeners;
 * - islands: the entry's code and the header's islands (basket button, wishlist count, account
 *   link), which every page shows, as one chunk: one larger file compresses better than many;
 * - product-islands: the islands every product page adds (gallery, buy grid, sizing region,
 *   heart), kept apart so the basket, search and home pages do not load them. Rarely used
 *   islands (wishlist page, gift cards, quick basket panel) stay apart;
 * - code that runs only on interaction (add to bag, dialogs, panels, popovers, wishlist
 *   changes, quick buy) is loaded on first use.
 */
/** What entry/entry.client.ts imports (the entry chunk itself keeps only the stylesheet and these imports). */
const ENTRY_CODE = /src[\\/]adapters[\\/]ui-react[\\/](runtime[\\/](hydrate-islands\.client|client-store|island-registry)|runtime[\\/]widgets[\\/]init-widgets\.client|parts[\\/]tiles[\\/]quick-buy-trigger\.client|parts[\\/]wishlist[\\/]tile-hearts-trigger\.client|parts[\\/]pickup[\\/](pickup-trigger\.client|pickup-ids)|entry[\\/]islands)\.ts$/;
/** Islands in every page's header: loaded on every page, so they travel with the entry's code. */
const HEADER_ISLANDS =
  /src[\\/]adapters[\\/]ui-react[\\/]parts[\\/](basket[\\/]basket-button|wishlist[\\/]wishlist-count|account[\\/]account-link)\.island\.tsx$/;
/** The islands every product page shows beside the header's. */
const PRODUCT_PAGE_ISLANDS =
  /src[\\/]adapters[\\/]ui-react[\\/](screens[\\/]product[\\/]product-gallery|parts[\\/]buying[\\/](buy-grid|sizing-region-form)|parts[\\/]wishlist[\\/]wishlist-heart)\.island\.tsx$/;

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
            { name: 'islands', test: (id: string) => ENTRY_CODE.test(id) || HEADER_ISLANDS.test(id), priority: 10 },
            { name: 'product-islands', test: (id: string) => PRODUCT_PAGE_ISLANDS.test(id), priority: 5 },
          ],
        },
      },
    },
  },
});
