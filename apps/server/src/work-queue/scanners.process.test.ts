import { readFileSync } from 'node:fs';
import { type CandleColumns, type SeriesKey, scan, sliceColumns, xmoonMatches } from '@tradescope/engine';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RoleProcess,
  type ScaleCluster,
  scaleServices,
  startScaleCluster,
  waitUntil,
} from '../../test/scale';
import type { Database } from '../db';
import type { SeriesUpdate } from '../live-matches';
import { connectRedisBus, loadMatches } from '../redis';
import { SCAN_PARTITIONS, scanQueueName } from './partition';
import { encodeColumns } from './scan-columns';
import { createScanQueue, type ScanQueue } from './scan-queue';

// Real Binance BTCUSDT 4h candles (the engine's fixture), as the closes of 12 series a burst: each closes 12 times.
const fixture = JSON.parse(
  readFileSync(
    new URL('../../../../packages/engine/test/fixtures/btcusdt-240.json', import.meta.url),
    'utf8',
  ),
) as Record<keyof CandleColumns, number[]>;
const all = Object.fromEntries(
  Object.entries(fixture).map(([name, values]) => [name, Float64Array.from(values)]),
) as unknown as CandleColumns;
const CLOSES = 12;
const FIRST = all.time.length - CLOSES;
const seriesId = ({ source, symbol, timeframe }: SeriesKey) => `${source}|${symbol}|${timeframe}`;

/** What one process scanning a series alone would list after its last close. */
const expectedLive = (key: SeriesKey): string[] => {
  const live = scan({ key, columns: () => all });
  return [...live, ...xmoonMatches(key, live, [])].map((match) => match.id).sort();
};

const services = scaleServices();

describe.skipIf(services === undefined)('scanners of the scale mode (real processes on loopback)', () => {
  let cluster: ScaleCluster;
  let db: Database;
  let redisUrl: string;
  let queue: ScanQueue;
  const started: RoleProcess[] = [];

  beforeAll(async () => {
    cluster = await startScaleCluster(services!, { redisDatabase: 1 });
    ({ db, redisUrl } = cluster);
    queue = await createScanQueue({ redisUrl });
    await queue.start();
  }, 60_000);

  afterAll(async () => {
    await queue?.close();
    await cluster?.stop();
  });

  // Each burst closes series of its own: a close already queued once is recognised by its job id and not run again.
  let series: SeriesKey[] = [];
  const burst = async (prefix: string) => {
    series = Array.from(
      { length: 12 },
      (_, i) => ({ source: 'binance-spot', symbol: `${prefix}${i}USDT`, timeframe: 240 }) as SeriesKey,
    );
    await db.deleteFrom('series_scans').execute();
    await db.deleteFrom('live_matches').execute();
    await db.deleteFrom('match_receipts').execute();
    // A close of every series at once, as an hour boundary closes them; a series' next close after its last.
    for (let close = 0; close < CLOSES; close += 1) {
      const columns = sliceColumns(all, 0, FIRST + close + 1);
      const candleTime = columns.time[FIRST + close]!;
      await Promise.all(
        series.map((key) => queue.add({ ...key, candleTime, columns: encodeColumns(columns) })),
      );
    }
  };
  const applied = async () =>
    Number(
      (
        await db
          .selectFrom('series_scans')
          .select((eb) => eb.fn.sum<number>('scans').as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  /** Every series scanned once per close, its stored live set what a single scanner would hold. */
  const expectEveryScanOnce = async () => {
    const rows = await db.selectFrom('series_scans').selectAll().execute();
    expect(rows).toHaveLength(series.length);
    for (const row of rows) {
      expect(Number(row.scans)).toBe(CLOSES);
      expect(Number(row.candle_time)).toBe(all.time[all.time.length - 1]);
    }
    for (const key of series) {
      const stored = await db
        .selectFrom('live_matches')
        .select('id')
        .where('series', '=', seriesId(key))
        .execute();
      const expected = expectedLive(key);
      expect(expected.length).toBeGreaterThan(0);
      expect(stored.map((row) => row.id).sort()).toEqual(expected);
    }
    const receipts = await db.selectFrom('match_receipts').select('id').execute();
    expect(receipts).toHaveLength(series.flatMap(expectedLive).length);
  };

  const processedBy = async (): Promise<Set<string>> => {
    const scanners = new Set<string>();
    for (let partition = 0; partition < SCAN_PARTITIONS; partition += 1) {
      const one = new Queue(scanQueueName(partition), { connection: { url: redisUrl } });
      for (const job of await one.getJobs(['completed'])) scanners.add(String(job.returnvalue));
      await one.close();
    }
    return scanners;
  };

  it('two scanners on one burst of closes store every match exactly once', async () => {
    started.push(await cluster.start('scanner'), await cluster.start('scanner'));
    // A scanner serves its health and nothing public.
    const base = `http://127.0.0.1:${started[0]!.port}/api/v1`;
    const health = (await (await fetch(`${base}/health`)).json()) as { data: unknown };
    expect(health.data).toMatchObject({
      role: 'scanner',
      ready: true,
      checks: { database: true, redis: true, feed: true },
    });
    expect((await fetch(`${base}/strategies`)).status).toBe(404);
    await burst('A');
    await waitUntil('every close scanned', async () => (await applied()) >= series.length * CLOSES, 40_000);
    await expectEveryScanOnce();
    // What an api process rebuilds its index from and follows: each series' last applied set, with its receipts.
    const bus = await connectRedisBus(redisUrl, console);
    const published = new Map<string, SeriesUpdate>();
    const following = await loadMatches(
      bus,
      (update) => published.set(seriesId(update.key), update),
      console,
    );
    await following.follow();
    const publishedIds = (key: SeriesKey) =>
      published
        .get(seriesId(key))
        ?.current.map((match) => match.id)
        .sort();
    try {
      await waitUntil(
        'every series published',
        async () => series.every((key) => publishedIds(key)?.join() === expectedLive(key).join()),
        10_000,
      );
      for (const key of series)
        expect(published.get(seriesId(key))?.receipts).toHaveLength(expectedLive(key).length);
    } finally {
      following.stop();
      await bus.close();
    }
    const scanners = await processedBy();
    // Jobs go to whichever scanner asks first: every one was run by one of the two (often both share the burst; a
    // fast one may take it all).
    const pids = started.map((one) => String(one.child.pid));
    expect(scanners.size).toBeGreaterThan(0);
    for (const name of scanners) expect(pids).toContain(name.split(':')[1]);
  }, 90_000);

  it('a scanner killed (SIGKILL) mid-burst loses no scan: the other completes its jobs, none is applied twice', async () => {
    const [victim] = started;
    await burst('B');
    await waitUntil('the burst under way', async () => (await applied()) >= 20, 20_000);
    expect(await applied()).toBeLessThan(series.length * CLOSES);
    victim!.child.kill('SIGKILL');
    await victim!.exited;
    await waitUntil('every close scanned', async () => (await applied()) >= series.length * CLOSES, 45_000);
    // Anything still running would show here as a scan applied twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expectEveryScanOnce();
  }, 90_000);
});
