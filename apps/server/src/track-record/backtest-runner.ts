import { Worker } from 'node:worker_threads';
import { Backtest, type BacktestResult, type BacktestSeries, type Scopes } from './backtest';

/** Where the backtest runs: a worker thread in the built server, the calling thread from sources (tests). */
export interface BacktestRunner {
  /** Measures every series afresh. */
  run(series: readonly BacktestSeries[], scopes: Scopes): Promise<BacktestResult>;
  /** Measures the given series again and aggregates with the rest. */
  update(series: readonly BacktestSeries[]): Promise<BacktestResult>;
  close(): Promise<void>;
}

type Job =
  | { kind: 'run'; series: readonly BacktestSeries[]; scopes: Scopes }
  | { kind: 'update'; series: readonly BacktestSeries[] };
export type BacktestRequest = Job & { id: number };
export type BacktestReply = { id: number; result?: BacktestResult; error?: string };

/**
 * The buffers a request's candles move to the thread in, each once: a series' columns may share one buffer
 * (`copyColumns` lays the six out in one), and postMessage refuses a transfer list naming a buffer twice.
 */
export const transferListOf = (series: readonly BacktestSeries[]): ArrayBuffer[] => [
  ...new Set(
    series.flatMap((one) =>
      Object.values(one.columns).map((column: Float64Array) => column.buffer as ArrayBuffer),
    ),
  ),
];

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The job on the calling thread (from sources: tests, a dev server), one series a turn of the event loop, so requests
 * are still answered while it measures.
 */
export const createInlineBacktest = (): BacktestRunner => {
  const backtest = new Backtest();
  let closed = false;
  const measureAll = async (series: readonly BacktestSeries[]) => {
    for (const one of series) {
      await nextTurn();
      // A closing app does not wait for a minute of measuring (a worker thread is terminated likewise).
      if (closed) throw new Error('backtest closed');
      backtest.measure(one);
    }
    await nextTurn();
    return backtest.result();
  };
  return {
    run: (series, scopes) => {
      backtest.reset(scopes);
      return measureAll(series);
    },
    update: measureAll,
    close: async () => {
      closed = true;
    },
  };
};

/**
 * The job on its own worker thread (`backtest-worker.js` beside the bundle), so measuring a few hundred series never
 * delays an answer or a scan. The thread keeps every series' record between requests; candles are transferred, not
 * copied. A crashed thread fails what it owed and is replaced on the next request, which must then be a full run.
 */
export const createWorkerBacktest = (workerFile: URL): BacktestRunner => {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (result: BacktestResult) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const started = (): Worker => {
    if (worker !== undefined) return worker;
    const thread = new Worker(workerFile);
    thread.on('message', ({ id, result, error }: BacktestReply) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (result !== undefined) waiting?.resolve(result);
      else waiting?.reject(new Error(error ?? 'backtest failed'));
    });
    thread.on('error', failAll);
    thread.on('exit', () => {
      worker = undefined;
      failAll(new Error('backtest worker stopped'));
    });
    worker = thread;
    return thread;
  };
  const send = (request: Job) =>
    new Promise<BacktestResult>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      started().postMessage({ ...request, id }, transferListOf(request.series));
    });
  return {
    run: (series, scopes) => send({ kind: 'run', series, scopes }),
    update: (series) => send({ kind: 'update', series }),
    close: async () => {
      await worker?.terminate();
    },
  };
};
