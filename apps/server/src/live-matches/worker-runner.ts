import { Worker } from 'node:worker_threads';
import type { ScanResult, ScanRunner } from './scan-job';

type Pending = { resolve: (result: ScanResult) => void; reject: (error: Error) => void };
type Reply = { id: number; result?: ScanResult; error?: string };

/** One worker thread and the scans it owes answers for. */
const startWorker = (workerFile: URL, isClosing: () => boolean) => {
  const pending = new Map<number, Pending>();
  const slot = { worker: undefined as unknown as Worker, pending };
  const start = (): Worker => {
    const worker = new Worker(workerFile);
    worker.on('message', ({ id, result, error }: Reply) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error === undefined) waiting?.resolve(result ?? { live: [], past: [] });
      else waiting?.reject(new Error(error));
    });
    worker.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    worker.on('exit', () => {
      if (!isClosing()) slot.worker = start();
    });
    return worker;
  };
  slot.worker = start();
  return slot;
};

/**
 * Runs scans on worker threads, so a burst of candle closes never delays an API answer (DESIGN §3). Each job goes
 * to the worker with the fewest scans owed: a burst (an hour boundary closes hundreds of series) drains on all of
 * them at once. Candle buffers are transferred, not copied. A crashed worker is replaced and its pending scans
 * fail (the next close scans that series again). Scans of one series stay in order: the scanning service applies
 * their results in close order whichever worker answers first.
 */
export const createWorkerRunner = (workerFile: URL, size = 1): ScanRunner => {
  let nextId = 0;
  let closing = false;
  const slots = Array.from({ length: Math.max(1, size) }, () => startWorker(workerFile, () => closing));

  return {
    scan: (job) =>
      new Promise<ScanResult>((resolve, reject) => {
        const id = nextId++;
        const slot = slots.reduce((least, next) => (next.pending.size < least.pending.size ? next : least));
        slot.pending.set(id, { resolve, reject });
        const buffers = Object.values(job.columns).map(
          (column: Float64Array) => column.buffer as ArrayBuffer,
        );
        slot.worker.postMessage({ id, job }, buffers);
      }),
    close: async () => {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
};
