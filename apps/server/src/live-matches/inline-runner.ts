import { scan, scanWithPast } from '@tradescope/engine';
import type { ScanRunner } from './scan-job';
import { createWarmScans } from './warm-scans';

/**
 * Scans on the calling thread: for tests and tools, where a worker thread buys nothing. A batch scan per job, or with
 * `warm` the series kept warm as a worker thread keeps them (each built at its second close): an app that starts,
 * closes each series once or twice and stops (most tests) would pay for states it never uses.
 */
export const createInlineRunner = ({ warm = false }: { warm?: boolean } = {}): ScanRunner => {
  if (warm) {
    const scans = createWarmScans();
    return { scan: async (job) => scans.run(job), close: async () => {} };
  }
  return {
    scan: async ({ key, columns, withPast }) => {
      const series = { key, columns: () => columns };
      return withPast === true ? scanWithPast(series) : { live: scan(series), past: [] };
    },
    close: async () => {},
  };
};
