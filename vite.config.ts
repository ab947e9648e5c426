import { defineConfig } from 'vite';

/**
 * Client bundle: one entry that hydrates the islands, and its stylesheet. The server reads
 * dist/client/.vite/manifest.json to link the hashed files; they are served under /assets/.
 */
export default defineConfig({
  base: '/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: 'hidden',
    rolldownOptions: {
      input: 'src/adapters/ui-react/client/entry.ts',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // React in a chunk of its own: it changes only on upgrades, so browsers keep it cached
        // across deploys of our code.
        advancedChunks: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
