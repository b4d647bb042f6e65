import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on a 2-core CI machine). Most test files spend their time
    // waiting on sockets, timers and scan threads, so a worker per core nearly halves the run.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*',
      'apps/web',
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
