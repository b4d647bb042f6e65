import { scan } from '@tradescope/engine';
import type { ScanJob, ScanRunner } from './scan-job';

/** Scans on the calling thread: for tests and tools, where a worker thread buys nothing. */
export const createInlineRunner = (): ScanRunner => ({
  scan: async ({ key, columns }: ScanJob) => scan({ key, columns: () => columns }),
  close: async () => {},
});
