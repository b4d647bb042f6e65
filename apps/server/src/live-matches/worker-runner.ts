import { Worker } from 'node:worker_threads';
import { hashText } from '../text-hash';
import type { ScanResult, ScanRunner } from './scan-job';

type Pending = { resolve: (result: ScanResult) => void; reject: (error: Error) => void };
type Reply = { id: number; result?: ScanResult; error?: string };

/** What a scan thread is told at its start (scan-worker.ts). */
export type ScanThreadOptions = { warmSeries?: number | undefined };

/** One worker thread and the scans it owes answers for. */
const startWorker = (workerFile: URL, options: ScanThreadOptions, isClosing: () => boolean) => {
  const pending = new Map<number, Pending>();
  const slot = { worker: undefined as unknown as Worker, pending };
  const start = (): Worker => {
    const worker = new Worker(workerFile, { workerData: options });
    worker.on('message', ({ id, result, error }: Reply) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error === undefined) waiting?.resolve(result ?? { live: [], past: [] });
      else waiting?.reject(new Error(error));
    });
    const fail = (error: Error): void => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    // A worker that exits without an error (process.exit in it) owes its scans too: unanswered, a series' queue waits.
    worker.on('exit', (code) => {
      fail(new Error(`scan worker exited (${code})`));
      if (!isClosing()) slot.worker = start();
    });
    return worker;
  };
  slot.worker = start();
  return slot;
};

/**
 * Runs scans on worker threads, so a burst of candle closes never delays an API answer (DESIGN §3). A series always
 * goes to the same worker (a hash of its key), which keeps it warm (warm-scans.ts) and gets its closes in order; a
 * burst (an hour boundary closes hundreds of series) spreads over all of them by the hash. Candle buffers are
 * transferred, not copied. A crashed worker is replaced, empty, and its pending scans fail (the next close scans
 * that series again). The scanning service applies a series' results in close order.
 */
export const createWorkerRunner = (
  workerFile: URL,
  size = 1,
  options: ScanThreadOptions = {},
): ScanRunner => {
  let nextId = 0;
  let closing = false;
  const slots = Array.from({ length: Math.max(1, size) }, () =>
    startWorker(workerFile, options, () => closing),
  );

  return {
    scan: (job) =>
      new Promise<ScanResult>((resolve, reject) => {
        const id = nextId++;
        const { source, symbol, timeframe } = job.key;
        const slot = slots[hashText(`${source}|${symbol}|${timeframe}`) % slots.length]!;
        slot.pending.set(id, { resolve, reject });
        // The columns may share one buffer (copyColumns): each buffer is transferred once.
        const buffers = [
          ...new Set(Object.values(job.columns).map((column: Float64Array) => column.buffer as ArrayBuffer)),
        ];
        slot.worker.postMessage({ id, job }, buffers);
      }),
    close: async () => {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
};
