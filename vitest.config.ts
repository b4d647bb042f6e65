import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server's tests that replay the market and scan every series on scan threads. They run last, one at a time, so a
 * neighbouring test file never starves them of the cores their threads need.
 */
const wholeMarketScans = [
  'src/matches/live/live-equivalence.routes.test.ts',
  'src/market-data/restart.test.ts',
  'src/live-matches/receipts.restart.test.ts',
  'src/track-record/routes.test.ts',
];

/**
 * The web tests that mock modules (vi.mock: a mock would outlive its file in a shared module graph) or test what a
 * module does on its first import: each gets a module graph of its own. The other web tests share one per worker, which
 * spares each file importing React, the router and the UI libraries again (102 files: ~180 s -> ~27 s on 2 workers).
 * scripts/web-fresh-modules.test.ts keeps this list complete.
 */
export const webFreshModules = [
  'src/app/routes.test.tsx',
  'src/app/shell/impersonation-banner.test.tsx',
  'src/app/shell/markets-navbar-slot.test.tsx',
  'src/app/shell/verify-phone-banner.test.tsx',
  'src/features/chart/use-saved-chart.test.tsx',
  'src/features/jumps/jumps-page.test.tsx',
  'src/features/matches/by-asset/matches-grid.test.tsx',
  'src/features/matches/by-asset/matches-mobile-list.test.tsx',
  'src/features/strategy-record/strategy-record-page.test.tsx',
  'src/lib/endpoints/jumps-pumps.test.ts',
  'src/lib/endpoints/matches-aggregate.test.ts',
  'src/ui/chart/candle-chart.test.tsx',
  'src/ui/use-deferred-parts.test.tsx',
];

export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on a 2-core CI machine). Most test files spend their time
    // waiting on sockets, timers and scan threads, so a worker per core nearly halves the run.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*',
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { name: 'web', isolate: false, exclude: [...configDefaults.exclude, ...webFreshModules] },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { name: 'web-fresh-modules', include: webFreshModules },
      },
      // Tests sit beside the code in src; test/ holds the support they share (and its own tests, if any).
      {
        root: './apps/server',
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: wholeMarketScans,
        },
      },
      {
        root: './apps/server',
        test: { name: 'server-whole-market', environment: 'node', include: wholeMarketScans, maxWorkers: 1 },
      },
      // The root build script (scripts/build.mjs): its staleness check and the web build's swap into place.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
