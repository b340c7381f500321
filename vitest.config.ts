import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import SkipSummaryReporter from './scripts/skip-summary-reporter.js';

// The last line says what was skipped and why. In CI a JSON report is written too: .ci/run reads it to
// print its one-line summary, counting any skip not in .ci/allowed-skips.txt as a failure.
const skipSummary = new SkipSummaryReporter({
  projectReasons: {
    e2e: 'browser journeys (Chromium not found: set CHROME_PATH or apt-get install chromium)',
  },
});
const jsonReport: ['json', { outputFile: string }] = ['json', { outputFile: 'test-results/vitest.json' }];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on the 2-CPU machines CI runs
    // on, where API tests mostly wait on PostgreSQL and a second worker nearly halves the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', skipSummary, ...(process.env.CI === 'true' ? [jsonReport] : [])],
    projects: [
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Those need the built web app: the `pages` project below.
          exclude: [...configDefaults.exclude, 'apps/api/src/**/*.pages.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share one module graph per worker: the app's imports (Fastify, sharp, Kysely…) are
          // loaded once instead of once per file, which was a third of the run. Each file builds its
          // own app and database, so no state is shared through modules.
          isolate: false,
        },
      },
      {
        test: {
          // The server-rendered pages, drawn by the real web build (apps/web/dist and dist-server).
          name: 'pages',
          include: ['apps/api/src/**/*.pages.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/pages-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          // Components and hooks render in happy-dom (jsdom needs Node 22).
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Room for a lazy chunk's first transform under load (setup.ts waits up to 5 s per state).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // After the other projects, alone: a journey's waits are sized for a browser with the CPUs to itself.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
