import type { ScanRunner } from './scan-job';
import { createWarmScans } from './warm-scans';

/** Scans on the calling thread, series kept warm as a worker thread keeps them: for tests and tools. */
export const createInlineRunner = (): ScanRunner => {
  const scans = createWarmScans();
  return {
    scan: async (job) => scans.run(job),
    close: async () => {},
  };
};
