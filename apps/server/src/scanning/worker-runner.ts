import { Worker } from 'node:worker_threads';
import type { ScanMatch } from '@tradescope/engine';
import type { ScanRunner } from './scan-job';

type Pending = { resolve: (matches: ScanMatch[]) => void; reject: (error: Error) => void };
type Reply = { id: number; matches?: ScanMatch[]; error?: string };

/**
 * Runs scans on one worker thread, so a burst of candle closes never delays an API answer (DESIGN §3). Candle
 * buffers are transferred, not copied. A crashed worker is replaced and its pending scans fail (the next close
 * scans that series again).
 */
export const createWorkerRunner = (workerFile: URL): ScanRunner => {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let closing = false;

  const start = (): Worker => {
    const worker = new Worker(workerFile);
    worker.on('message', ({ id, matches, error }: Reply) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error === undefined) waiting?.resolve(matches ?? []);
      else waiting?.reject(new Error(error));
    });
    worker.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    worker.on('exit', () => {
      if (!closing) current = start();
    });
    return worker;
  };
  let current = start();

  return {
    scan: (job) =>
      new Promise<ScanMatch[]>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const buffers = Object.values(job.columns).map(
          (column: Float64Array) => column.buffer as ArrayBuffer,
        );
        current.postMessage({ id, job }, buffers);
      }),
    close: async () => {
      closing = true;
      await current.terminate();
    },
  };
};
