import { parentPort, workerData } from 'node:worker_threads';
import type { ScanJob } from './scan-job';
import { createWarmScans } from './warm-scans';
import type { ScanThreadOptions } from './worker-runner';

type Request = { id: number; job: ScanJob };

// The series this thread owns, kept warm between their closes (the runner routes a series always here). First scans'
// states are built between jobs: a message waiting is answered before the next state is built.
const options = (workerData ?? {}) as ScanThreadOptions;
const scans = createWarmScans({ buildLater: true, capacity: options.warmSeries });
let warming = false;
const warmUp = (): void => {
  warming = scans.warmUp();
  if (warming) setImmediate(warmUp);
};

// The worker thread's side: scans arrive with their candles, matches go back; nothing else is shared.
parentPort?.on('message', ({ id, job }: Request) => {
  try {
    parentPort?.postMessage({ id, result: scans.run(job) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
  if (!warming) {
    warming = true;
    setImmediate(warmUp);
  }
});
