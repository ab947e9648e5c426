import { defineConfig } from 'vite';
import { browserStringKeys } from './scripts/vite-plugin-browser-strings.js';

/**
 * Client bundle: one entry that hydrates the islands, and its stylesheet. The server reads
 * dist/client/.vite/manifest.json to link the hashed files; they are served under /assets/.
 *
 * Chunks (budget: a product page ships under 80 kB of JavaScript gzipped, lazy chunks included;
 * check with `node scripts/page-weight.mjs <url>`):
 * - react: react, react-dom and scheduler, long-cached across deploys of our code;
 * - entry: island hydration, the client store, the widgets' delegated listeners;
 * - islands: the islands every product page shows (header, gallery, buy grid, sizing region,
 *   hearts) with their helpers, as one chunk: one larger file compresses better than many
 *   small ones. Rarely used islands (wishlist page, gift cards, quick basket panel) stay apart;
 * - code that runs only on interaction (add to bag, dialogs, panels, popovers, wishlist
 *   changes, quick buy) is loaded on first use.
 */
/** What entry/entry.client.ts imports (the entry chunk itself keeps only the stylesheet and these imports). */
const ENTRY_CODE = /src[\\/]adapters[\\/]ui-react[\\/](runtime[\\/](hydrate-islands\.client|client-store|island-registry)|runtime[\\/]widgets[\\/]init-widgets\.client|parts[\\/]tiles[\\/]quick-buy-trigger\.client|parts[\\/]pickup[\\/](pickup-trigger\.client|pickup-ids)|entry[\\/]islands)\.ts$/;
const PRODUCT_PAGE_ISLANDS =
  /src[\\/]adapters[\\/]ui-react[\\/](screens[\\/]product[\\/]product-gallery|parts[\\/]buying[\\/](buy-grid|sizing-region-form)|parts[\\/]basket[\\/]basket-button|parts[\\/]wishlist[\\/]wishlist-(heart|count)|parts[\\/]account[\\/]account-link)\.island\.tsx$/;

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
            // The entry's code and the product page's islands, with their dependencies
            // (includeDependenciesRecursively, on by default).
            { name: 'islands', test: (id: string) => ENTRY_CODE.test(id) || PRODUCT_PAGE_ISLANDS.test(id), priority: 10 },
          ],
        },
      },
    },
  },
});
