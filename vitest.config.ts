import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const UNIT_FILES = ['test/**/*.test.ts', 'test/**/*.test.tsx'];

/** Unit files that start child processes (several nodes, restarts, the data-folder lock). */
const CHILD_PROCESS_FILES = [
  'test/main/cluster.test.ts',
  'test/main/graceful-shutdown.test.ts',
  'test/main/kill-9-restart.test.ts',
  'test/main/several-nodes.test.ts',
  'test/adapters/persistence/data-dir-lock.test.ts',
  'test/main/operator-cli.test.ts',
  'test/main/order-webhooks-kill-9.test.ts',
];

/**
 * `npm run test:fast` (TEST_LOOP=fast): domain, application and property tests, HTTP tests through
 * inject, the React adapter's, the providers' and the composition root's, on PGlite only and with a
 * lighter route fuzz. Left out: browsers, child processes, and the database's own tests (the SQL
 * adapters, use cases run on SQL, opening and seeding databases), which `npm test` runs.
 */
const fastLoop: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'fast',
    include: UNIT_FILES,
    exclude: [
      'test/e2e/**',
      ...CHILD_PROCESS_FILES,
      'test/adapters/persistence/**',
      'test/**/*-on-sql.test.ts',
      'test/main/open-database.test.ts',
      'test/main/session-purge-schedule.test.ts',
      'test/main/search-on-algolia.test.ts',
    ],
    testTimeout: 20_000,
    isolate: false,
    maxWorkers: 2,
    env: { TEST_DATABASE_URL: '', FUZZ_RUNS_PER_ROUTE: '5' },
  },
};

export default defineConfig({
  test: {
    projects: process.env.TEST_LOOP === 'fast' ? [fastLoop] : [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: ['test/e2e/**'],
          testTimeout: 20_000,
          // Each worker imports the app's modules once for all its files instead of once per file
          // (most of a file's time was imports). Two workers on two cores: many files wait on
          // PostgreSQL, PGlite or a child process. A file that changes globals puts them back.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One worker runs every browser file in turn, without isolation, so the files share the
          // worker's Chromium and default storefront (test/e2e/support/browser-harness.ts). After
          // the unit files: a non-isolated group needs an order of its own.
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/adapters/ui-react/entry/**'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { 'src/domain/**': { lines: 95 } },
    },
  },
});
