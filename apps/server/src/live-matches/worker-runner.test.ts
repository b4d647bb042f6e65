import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CandleColumns, SeriesKey } from '@tradescope/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScanRunner } from './scan-job';
import { copyColumns } from './scan-job';
import { createWorkerRunner } from './worker-runner';

// A stand-in for dist/scan-worker.js: answers each job with its thread and how many jobs of the series it has seen
// (what a warm state would hold), and exits on the series CRASH.
const WORKER = `
import { parentPort, threadId, workerData } from 'node:worker_threads';
const seen = new Map();
parentPort.on('message', ({ id, job }) => {
  if (job.key.symbol === 'CRASH') process.exit(1);
  if (job.key.symbol === 'OPTIONS') return parentPort.postMessage({ id, result: { live: [{ id: JSON.stringify(workerData) }], past: [] } });
  if (job.key.symbol === 'ECHO')
    return parentPort.postMessage({ id, result: { live: [{ id: JSON.stringify(Object.values(job.columns).map((c) => [...c])) }], past: [] } });
  const series = job.key.symbol + '|' + job.key.timeframe;
  seen.set(series, (seen.get(series) ?? 0) + 1);
  parentPort.postMessage({ id, result: { live: [{ id: threadId + ':' + seen.get(series) }], past: [] } });
});
`;

const empty = (): CandleColumns =>
  Object.fromEntries(
    ['time', 'open', 'high', 'low', 'close', 'volume'].map((name) => [name, new Float64Array(1)]),
  ) as never;
const job = (symbol: string, timeframe = 60) => ({
  key: { source: 'binance-spot', symbol, timeframe } as SeriesKey,
  columns: empty(),
});
const answer = async (runner: ScanRunner, symbol: string, timeframe = 60) => {
  const [thread, seen] = ((await runner.scan(job(symbol, timeframe))).live[0]!.id as string).split(':');
  return { thread: Number(thread), seen: Number(seen) };
};

let dir: string | undefined;
let runner: ScanRunner | undefined;
afterEach(async () => {
  await runner?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});
const start = (size: number, options = {}): ScanRunner => {
  dir = mkdtempSync(path.join(tmpdir(), 'scan-worker-'));
  const file = path.join(dir, 'scan-worker.mjs');
  writeFileSync(file, WORKER);
  runner = createWorkerRunner(pathToFileURL(file), size, options);
  return runner;
};

describe('the worker runner', () => {
  it('sends a series always to the same worker, and spreads series over all of them', async () => {
    const workers = start(2);
    const symbols = Array.from({ length: 40 }, (_, k) => `S${k}USDT`);
    const first = await Promise.all(symbols.map((symbol) => answer(workers, symbol)));
    // A burst: every series closes three more times at once.
    const later = await Promise.all(
      [1, 2, 3].flatMap(() => symbols.map((symbol) => answer(workers, symbol))),
    );
    expect(later.map(({ thread }) => thread)).toEqual(
      [1, 2, 3].flatMap(() => first.map(({ thread }) => thread)),
    );
    expect(Math.max(...later.map(({ seen }) => seen))).toBe(4);
    const perThread = new Map<number, number>();
    for (const { thread } of first) perThread.set(thread, (perThread.get(thread) ?? 0) + 1);
    expect(perThread.size).toBe(2);
    expect(Math.min(...perThread.values())).toBeGreaterThanOrEqual(10);
  });

  it('fails the scans a crashed worker owed and replaces it with an empty one', async () => {
    const workers = start(1);
    expect(await answer(workers, 'BTCUSDT')).toMatchObject({ seen: 1 });
    expect(await answer(workers, 'BTCUSDT')).toMatchObject({ seen: 2 });
    await expect(workers.scan(job('CRASH'))).rejects.toThrow(/exited/);
    // The replacement knows nothing of the series: its next close starts over (a warm state is rebuilt).
    expect(await answer(workers, 'BTCUSDT')).toMatchObject({ seen: 1 });
  });

  it("hands over a job's candles copied into one buffer, and the series' own columns stay as they were", async () => {
    const workers = start(1);
    const series = Object.fromEntries(
      ['time', 'open', 'high', 'low', 'close', 'volume'].map((name, k) => [
        name,
        Float64Array.of(k, k + 0.5, k + 1),
      ]),
    ) as unknown as CandleColumns;
    const columns = copyColumns(series);
    expect(new Set(Object.values(columns).map((column: Float64Array) => column.buffer)).size).toBe(1);
    const { live } = await workers.scan({ key: { ...job('ECHO').key }, columns });
    expect(JSON.parse(live[0]!.id)).toEqual(Object.values(series).map((column: Float64Array) => [...column]));
    // Transferred: the copy is gone from this thread, the series' own columns are untouched.
    expect(columns.close.length).toBe(0);
    expect([...series.close]).toEqual([4, 4.5, 5]);
  });

  it('starts each thread with its options (its warm capacity), a replacement too', async () => {
    const workers = start(1, { warmSeries: 700 });
    const options = async () => JSON.parse((await workers.scan(job('OPTIONS'))).live[0]!.id);
    expect(await options()).toEqual({ warmSeries: 700 });
    await expect(workers.scan(job('CRASH'))).rejects.toThrow(/exited/);
    expect(await options()).toEqual({ warmSeries: 700 });
  });
});
