import { hostname } from 'node:os';
import type { Job } from 'bullmq';
import { partitionOf, SCAN_PARTITIONS, scanQueueName } from './partition';

/** A closed candle to scan, as it travels through Redis: the series' columns as base64 of their float64 bytes. */
export type QueuedScan = {
  source: string;
  symbol: string;
  timeframe: number;
  /** Unix seconds: the open time of the series' last closed candle (the job's identity and its order). */
  candleTime: number;
  columns: Record<string, string>;
};

type Log = {
  error: (object: unknown, message?: string) => void;
  warn: (object: unknown, message?: string) => void;
};

// A killed scanner's job is taken back after its lock runs out (checked every half lock): a scan takes milliseconds,
// so 10 s holds no living scanner's job and hands a dead one's on within 15 s.
export const SCAN_LOCK_MS = 10_000;
// A job is retried on a thrown error (the database away for a moment) and after stalls (its scanner died).
const ATTEMPTS = 5;
const MAX_STALLS = 5;

const seriesOf = ({ source, symbol, timeframe }: Pick<QueuedScan, 'source' | 'symbol' | 'timeframe'>) =>
  `${source}|${symbol}|${timeframe}`;

/**
 * The producer's side (each scanner's feed): one job per closed candle, its id the series and the close. BullMQ is
 * loaded by the scale mode's processes only: the embedded process (ROLE=all) never pays for it at start.
 */
export const createScanQueue = async ({
  redisUrl,
  partitions = SCAN_PARTITIONS,
}: {
  redisUrl: string;
  partitions?: number;
}) => {
  const { Queue } = await import('bullmq');
  const queues = Array.from(
    { length: partitions },
    (_, partition) => new Queue<QueuedScan>(scanQueueName(partition), { connection: { url: redisUrl } }),
  );
  return {
    /** Ready to take jobs: one scan at a time per partition, whichever scanner runs it. */
    start: async (): Promise<void> => {
      await Promise.all(queues.map((queue) => queue.setGlobalConcurrency(1)));
    },
    /**
     * Queues a scan. Every scanner's feed sees the same closes: the job id (series and close) makes the second add of
     * a close a no-op, so scanners that all follow the feed still scan each close once.
     */
    add: async (scan: QueuedScan): Promise<void> => {
      const series = seriesOf(scan);
      const queue = queues[partitionOf(series, partitions)]!;
      await queue.add('scan', scan, {
        // BullMQ keeps ':' for its own keys.
        jobId: `${series}|${scan.candleTime}`.replaceAll(':', '_'),
        attempts: ATTEMPTS,
        backoff: { type: 'exponential', delay: 500 },
        // Kept a while after completion, so a close added again by a slower scanner is still recognised as done.
        removeOnComplete: { age: 3600, count: 10_000 },
        removeOnFail: { age: 24 * 3600 },
      });
    },
    /** Jobs waiting or running over every partition. */
    depth: async (): Promise<number> => {
      const counts = await Promise.all(
        queues.map((queue) => queue.getJobCountByTypes('wait', 'active', 'delayed', 'prioritized')),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },
    close: async (): Promise<void> => {
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
};

export type ScanQueue = Awaited<ReturnType<typeof createScanQueue>>;

/** The consumer's side: a worker on every partition, one job at a time each. */
export const startScanWorkers = async ({
  redisUrl,
  process: handle,
  log,
  partitions = SCAN_PARTITIONS,
}: {
  redisUrl: string;
  process: (scan: QueuedScan) => Promise<void>;
  log: Log;
  partitions?: number;
}) => {
  const { Worker } = await import('bullmq');
  // A completed job's return value names the scanner that ran it (operators, tests).
  const name = `${hostname()}:${process.pid}`;
  const run = async (job: Job<QueuedScan>): Promise<string> => {
    await handle(job.data);
    return name;
  };
  const workers = Array.from({ length: partitions }, (_, partition) => {
    const worker = new Worker<QueuedScan, string>(scanQueueName(partition), run, {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      name,
      concurrency: 1,
      lockDuration: SCAN_LOCK_MS,
      stalledInterval: SCAN_LOCK_MS / 2,
      maxStalledCount: MAX_STALLS,
    });
    worker.on('failed', (job, error) => log.warn({ err: error, job: job?.id }, 'scan job failed'));
    worker.on('error', (error) => log.error({ err: error }, 'scan worker error'));
    return worker;
  });
  return {
    /** Takes no new job and waits for the running ones (SIGTERM): nothing is left half done or held by a lock. */
    close: async (): Promise<void> => {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
};
