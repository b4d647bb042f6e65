import { parentPort } from 'node:worker_threads';
import { IndicatorBuffers, scan, scanWithPast } from '@tradescope/engine';
import { type ScanJob, toUpdates } from './scan-job';

type Request = { id: number; job: ScanJob };

// Indicator output columns kept from one scan to the next: series of the same length (most are at their maximum)
// reuse them, so a burst of closes does not allocate, and collect, a few hundred arrays a scan.
const buffers = new IndicatorBuffers();

// The worker thread's side: scans arrive with their candles, matches go back; nothing else is shared.
parentPort?.on('message', ({ id, job }: Request) => {
  try {
    const series = { key: job.key, columns: () => job.columns };
    const { live, past } = job.withPast
      ? scanWithPast(series, undefined, { buffers })
      : { live: scan(series, undefined, { buffers }), past: [] };
    parentPort?.postMessage({ id, result: { live: toUpdates(live, job.known), past } });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
