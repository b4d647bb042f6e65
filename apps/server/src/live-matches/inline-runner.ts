import { scan, scanWithPast } from '@tradescope/engine';
import type { ScanJob, ScanRunner } from './scan-job';

/** Scans on the calling thread: for tests and tools, where a worker thread buys nothing. */
export const createInlineRunner = (): ScanRunner => ({
  scan: async ({ key, columns, withPast }: ScanJob) => {
    const series = { key, columns: () => columns };
    return withPast === true ? scanWithPast(series) : { live: scan(series), past: [] };
  },
  close: async () => {},
});
