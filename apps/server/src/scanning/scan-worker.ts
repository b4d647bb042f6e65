import { parentPort } from 'node:worker_threads';
import { scan } from '@tradescope/engine';
import type { ScanJob } from './scan-job';

type Request = { id: number; job: ScanJob };

// The worker thread's side: scans arrive with their candles, matches go back; nothing else is shared.
parentPort?.on('message', ({ id, job }: Request) => {
  try {
    const matches = scan({ key: job.key, columns: () => job.columns });
    parentPort?.postMessage({ id, matches });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
