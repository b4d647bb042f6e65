import { readFileSync } from 'node:fs';
import {
  type CandleColumns,
  OBV,
  type ScanMatch,
  type SeriesKey,
  STRATEGIES,
  scan,
  scanWithPast,
  sliceColumns,
} from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { fromUpdates, type ScanJob, toUpdates } from './scan-job';
import { createWarmScans } from './warm-scans';

/** An engine fixture (real candles, provenance in the file) as columns; JSON has no NaN, null stands for it. */
const fixture = (name: string): CandleColumns => {
  const json = JSON.parse(
    readFileSync(new URL(`../../../../packages/engine/test/fixtures/${name}.json`, import.meta.url), 'utf8'),
  ) as Record<keyof CandleColumns, (number | null)[]>;
  const column = (values: (number | null)[]) => Float64Array.from(values, (v) => v ?? Number.NaN);
  return {
    time: column(json.time),
    open: column(json.open),
    high: column(json.high),
    low: column(json.low),
    close: column(json.close),
    volume: column(json.volume ?? json.close.map(() => 0)),
  };
};

const btc = fixture('btcusdt-240');
const btcKey = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 } as SeriesKey;
/** The job's private copy, as the scanning service makes one. */
const copy = (columns: CandleColumns): CandleColumns =>
  Object.fromEntries(Object.entries(columns).map(([name, values]) => [name, values.slice()])) as never;
const batch = (key: SeriesKey, columns: CandleColumns): ScanMatch[] => scan({ key, columns: () => columns });
/** A moment the series below close at (unix seconds), on every timeframe's clock. */
const P = 1_700_006_400;
/** The fixture's first `n` candles on a `timeframe` clock, the last closing at `closesAt`: every series one present. */
const onClock = (timeframe: number, n: number, closesAt: number): CandleColumns => ({
  ...copy(sliceColumns(btc, 0, n)),
  time: Float64Array.from({ length: n }, (_, i) => closesAt - (n - i) * timeframe * 60),
});

/**
 * Plays the scanning service: each close a job with the ids held, the answer joined to the held matches. Checks the
 * answer on the wire too: exactly what the batch scan's, sent as updates of the held ids, would be.
 */
const follow = (scans: ReturnType<typeof createWarmScans>, key: SeriesKey) => {
  let held: ScanMatch[] = [];
  return (columns: CandleColumns, withPast = false) => {
    const known = held.map((match) => match.id);
    const job: ScanJob = { key, columns: copy(columns), withPast, known };
    const result = scans.run(job);
    held = fromUpdates(result.live, held);
    return { result, known, matches: held };
  };
};

describe('warm scans (a scan thread keeps its series warm)', () => {
  it('answers every close of a real series exactly as a batch scan does, built at its second close, then one update per close', () => {
    const scans = createWarmScans();
    const close = follow(scans, btcKey);
    // The series' first scan asks for its ended matches too: a batch scan's.
    const first = close(sliceColumns(btc, 0, 300), true);
    const expectedFirst = scanWithPast({ key: btcKey, columns: () => sliceColumns(btc, 0, 300) });
    expect(first.result).toEqual(expectedFirst);
    expect(expectedFirst.past.length).toBeGreaterThan(0);
    let updates = 0;
    for (let n = 301; n <= btc.time.length; n++) {
      const { result, known, matches } = close(sliceColumns(btc, 0, n));
      const expected = batch(btcKey, sliceColumns(btc, 0, n));
      // Whole matches (ids, states, passed candles, distances, zones, chart data...) in the batch scan's order.
      expect(matches).toEqual(expected);
      expect(result).toEqual({ live: toUpdates(expected, known), past: [] });
      updates += result.live.filter((entry) => !('chartData' in entry)).length;
    }
    expect(updates).toBeGreaterThan(1000);
    expect(scans.stats()).toEqual({ held: 1, updates: 199, repeats: 0, rebuilds: 1, colds: 0 });
  }, 60_000);

  it('on a full window (the oldest candle leaves as one closes) lists the batch scan’s matches, states and numbers', () => {
    // 3,000 daily EURUSD candles; the feed keeps 1,000 of a series, so each close drops the oldest.
    const eurusd = fixture('eurusd-oanda-1440');
    const key = { source: 'oanda', symbol: 'EUR_USD', timeframe: 1440 } as SeriesKey;
    const scans = createWarmScans();
    const close = follow(scans, key);
    const chartNumbers = (match: ScanMatch): number[] =>
      JSON.stringify(match.chartData)
        .match(/-?\d+(\.\d+)?(e[-+]?\d+)?/g)!
        .map(Number);
    for (let end = 1000; end <= 1200; end++) {
      const window = sliceColumns(eurusd, end - 1000, end);
      const { matches } = close(window);
      const expected = batch(key, window);
      // Indicators streamed since the state's first candle differ from ones started at the window's first candle in
      // the last digits only (a cumulative one such as OBV by its offset): chart data is compared to 1e-9.
      const { chartData: _, ...fixed } = expected[0]!;
      expect(matches.map(({ chartData: _c, ...rest }) => rest)).toEqual(
        expected.map(({ chartData: _c, ...rest }) => rest),
      );
      expect(Object.keys(fixed).length).toBeGreaterThan(15);
      matches.forEach((match, k) => {
        const want = chartNumbers(expected[k]!);
        chartNumbers(match).forEach((value, i) => {
          expect(Math.abs(value - want[i]!)).toBeLessThanOrEqual(1e-9 * Math.abs(want[i]!));
        });
      });
    }
    expect(scans.stats()).toMatchObject({ updates: 200, rebuilds: 1 });
  }, 60_000);

  it('on a full window, a new OBV divergence carries the OBV of the window, as the batch scan and the chart read it', () => {
    // OBV is a running total: the state's counts from its first candle, the batch scan's from the window's first. A
    // match's chart data goes out once, when it is new: then it must be the batch scan's.
    const readsObv = new Set(STRATEGIES.filter((s) => s.needs.includes(OBV)).map((s) => s.id));
    const scans = createWarmScans();
    const close = follow(scans, btcKey);
    let compared = 0;
    for (let end = 300; end <= btc.time.length; end++) {
      const window = sliceColumns(btc, end - 300, end);
      const added = close(window).result.live.filter(
        (entry): entry is ScanMatch => 'chartData' in entry && readsObv.has(entry.strategyId),
      );
      const expected = new Map(batch(btcKey, window).map((match) => [match.id, match.chartData]));
      for (const match of added) expect(match.chartData).toEqual(expected.get(match.id));
      compared += end > 300 ? added.length : 0;
    }
    expect(compared).toBeGreaterThan(10);
    expect(scans.stats()).toMatchObject({ updates: 200, rebuilds: 1 });
  });

  it('answers a close sent again from the state, and rebuilds on a gap, a replaced candle and a backfill', () => {
    const scans = createWarmScans();
    const run = (columns: CandleColumns) => scans.run({ key: btcKey, columns: copy(columns) }).live;
    run(sliceColumns(btc, 0, 400));
    // The same close again (a retried job): nothing new.
    expect(run(sliceColumns(btc, 0, 400))).toEqual(batch(btcKey, sliceColumns(btc, 0, 400)));
    expect(scans.stats()).toMatchObject({ repeats: 1, rebuilds: 1 });
    // A gap: close 402 reaches a state at 400.
    expect(run(sliceColumns(btc, 0, 402))).toEqual(batch(btcKey, sliceColumns(btc, 0, 402)));
    expect(scans.stats()).toMatchObject({ updates: 0, rebuilds: 2 });

    // The last closed candle replaced (an exchange's correction): the same times, another close.
    const replaced = copy(sliceColumns(btc, 0, 402));
    replaced.close[401] = replaced.close[401]! * 1.03;
    replaced.high[401] = Math.max(replaced.high[401]!, replaced.close[401]!);
    expect(run(replaced)).toEqual(batch(btcKey, replaced));
    expect(scans.stats()).toMatchObject({ repeats: 1, rebuilds: 3 });
    // The next close after that goes back to the true candles: its second-to-last differs from the state's last.
    expect(run(sliceColumns(btc, 0, 403))).toEqual(batch(btcKey, sliceColumns(btc, 0, 403)));
    expect(scans.stats()).toMatchObject({ updates: 0, rebuilds: 4 });

    // A backfill: an older candle of the window changed under the same last times.
    const backfilled = copy(sliceColumns(btc, 0, 404));
    backfilled.low[380] = backfilled.low[380]! * 0.9;
    expect(run(backfilled)).toEqual(batch(btcKey, backfilled));
    expect(scans.stats()).toMatchObject({ updates: 0, rebuilds: 5 });
    // Warm again: the next close is an update.
    const next = copy(sliceColumns(btc, 0, 405));
    next.low[380] = backfilled.low[380]!;
    expect(run(next)).toEqual(batch(btcKey, next));
    expect(scans.stats()).toMatchObject({ updates: 1, rebuilds: 5 });
  });

  it('starts empty after a restart and rebuilds each series at its next close', () => {
    const before = createWarmScans();
    before.run({ key: btcKey, columns: copy(sliceColumns(btc, 0, 420)) });
    const replaced = createWarmScans();
    const held = batch(btcKey, sliceColumns(btc, 0, 420));
    const known = held.map((match) => match.id);
    const result = replaced.run({ key: btcKey, columns: copy(sliceColumns(btc, 0, 421)), known });
    expect(fromUpdates(result.live, held)).toEqual(batch(btcKey, sliceColumns(btc, 0, 421)));
    expect(replaced.stats()).toEqual({ held: 1, updates: 0, repeats: 0, rebuilds: 1, colds: 0 });
  });

  it('a withPast job on a warm series still lists the ended matches a batch scan finds', () => {
    const scans = createWarmScans();
    scans.run({ key: btcKey, columns: copy(sliceColumns(btc, 0, 450)) });
    const result = scans.run({ key: btcKey, columns: copy(sliceColumns(btc, 0, 451)), withPast: true });
    expect(result).toEqual(scanWithPast({ key: btcKey, columns: () => sliceColumns(btc, 0, 451) }));
  });

  it('with buildLater, builds a first-scanned series when warmed up, and answers a close before that by a batch scan', () => {
    const scans = createWarmScans({ buildLater: true });
    const first = (symbol: string) =>
      scans.run({
        key: { ...btcKey, symbol } as SeriesKey,
        columns: copy(sliceColumns(btc, 0, 300)),
        withPast: true,
      });
    const next = (symbol: string) =>
      scans.run({ key: { ...btcKey, symbol } as SeriesKey, columns: copy(sliceColumns(btc, 0, 301)) }).live;
    expect(first('A')).toEqual(
      scanWithPast({
        key: { ...btcKey, symbol: 'A' } as SeriesKey,
        columns: () => sliceColumns(btc, 0, 300),
      }),
    );
    first('B');
    expect(scans.stats()).toEqual({ held: 0, updates: 0, repeats: 0, rebuilds: 0, colds: 0 });
    // B's close comes before the thread warmed it: answered by a batch scan, its state built from that close later.
    expect(next('B')).toEqual(batch({ ...btcKey, symbol: 'B' } as SeriesKey, sliceColumns(btc, 0, 301)));
    expect(scans.stats()).toEqual({ held: 0, updates: 0, repeats: 0, rebuilds: 0, colds: 1 });
    expect(scans.warmUp()).toBe(true);
    expect(scans.warmUp()).toBe(false);
    expect(scans.stats()).toMatchObject({ held: 2, rebuilds: 2 });
    expect(next('B').map((match) => match.id)).toEqual(
      batch({ ...btcKey, symbol: 'B' } as SeriesKey, sliceColumns(btc, 0, 301)).map((match) => match.id),
    );
    expect(scans.stats()).toMatchObject({ repeats: 1 });
    expect(next('A')).toEqual(batch({ ...btcKey, symbol: 'A' } as SeriesKey, sliceColumns(btc, 0, 301)));
    expect(scans.stats()).toEqual({ held: 2, updates: 1, repeats: 1, rebuilds: 2, colds: 1 });
  });

  const onTheClock = (scans: ReturnType<typeof createWarmScans>) => ({
    key: (timeframe: number, symbol = 'BTCUSDT') => ({ ...btcKey, symbol, timeframe }) as SeriesKey,
    /** The series' close with `n` candles: with 300, each closes at P. */
    at: (key: SeriesKey, n: number, withPast = false) =>
      scans.run({ key, columns: onClock(key.timeframe, n, P + (n - 300) * key.timeframe * 60), withPast }),
  });

  it('warms up the shortest timeframes first, and only as many series as it may hold', () => {
    const scans = createWarmScans({ capacity: 2, buildLater: true });
    const { key, at } = onTheClock(scans);
    for (const timeframe of [240, 15, 60]) at(key(timeframe), 300, true);
    expect(scans.warmUp()).toBe(true);
    expect(scans.warmUp()).toBe(true);
    expect(scans.warmUp()).toBe(false);
    // Two builds, not three: the 4h series was never built only to go again.
    expect(scans.stats()).toEqual({ held: 2, updates: 0, repeats: 0, rebuilds: 2, colds: 0 });
    at(key(15), 301);
    at(key(60), 301);
    expect(scans.stats()).toEqual({ held: 2, updates: 2, repeats: 0, rebuilds: 2, colds: 0 });
    // The 4h series' close (its candles sent again) is a batch scan, with no room: nothing held is longer.
    expect(at(key(240), 300).live).toEqual(batch(key(240), onClock(240, 300, P)));
    expect(scans.warmUp()).toBe(false);
    expect(scans.stats()).toEqual({ held: 2, updates: 2, repeats: 0, rebuilds: 2, colds: 1 });
  });

  it('lets the longest timeframe go for a shorter one; equal timeframes never trade places', () => {
    const scans = createWarmScans({ capacity: 2, buildLater: true });
    const { key, at } = onTheClock(scans);
    at(key(240), 300, true);
    at(key(60), 300, true);
    expect(scans.warmUp()).toBe(true);
    expect(scans.warmUp()).toBe(false);
    // A 15-minute series comes in: it closes 16 times as often as the 4h one, which goes.
    at(key(15), 300, true);
    expect(scans.warmUp()).toBe(false);
    expect(scans.stats()).toEqual({ held: 2, updates: 0, repeats: 0, rebuilds: 3, colds: 0 });
    // Another 1h series: as often as the held one, so neither goes.
    at(key(60, 'ETHUSDT'), 300, true);
    expect(scans.warmUp()).toBe(false);
    at(key(15), 301);
    at(key(60), 301);
    expect(at(key(240), 301).live).toEqual(batch(key(240), onClock(240, 301, P + 240 * 60)));
    expect(scans.stats()).toEqual({ held: 2, updates: 2, repeats: 0, rebuilds: 3, colds: 1 });
  });

  it('builds at a close only with room, and lets a series that missed two of its closes go first', () => {
    const scans = createWarmScans({ capacity: 1 });
    const run = (symbol: string, timeframe: number, closesAt: number) => {
      const key = { ...btcKey, symbol, timeframe } as SeriesKey;
      const columns = onClock(timeframe, 300, closesAt);
      expect(scans.run({ key, columns }).live).toEqual(batch(key, columns));
    };
    run('A', 60, P);
    // Same timeframe, A on time: B is answered by a batch scan, not built.
    run('B', 60, P + 3600);
    expect(scans.stats()).toEqual({ held: 1, updates: 0, repeats: 0, rebuilds: 1, colds: 1 });
    // A 4h series one hour later: A has missed one close, so it stays.
    run('C', 240, P + 3600);
    expect(scans.stats()).toEqual({ held: 1, updates: 0, repeats: 0, rebuilds: 1, colds: 2 });
    // Another two hours later: A has missed two, and goes.
    run('D', 240, P + 2 * 3600);
    expect(scans.stats()).toEqual({ held: 1, updates: 0, repeats: 0, rebuilds: 2, colds: 2 });
  });

  it('rebuilds a state that has streamed twice the window, and answers as a batch scan right then', () => {
    const scans = createWarmScans();
    const window = 120;
    for (let end = window; end < window * 2; end++)
      scans.run({ key: btcKey, columns: copy(sliceColumns(btc, end - window, end)) });
    expect(scans.stats()).toMatchObject({ updates: window - 1, rebuilds: 1 });
    const end = window * 2;
    const columns = sliceColumns(btc, end - window, end);
    expect(scans.run({ key: btcKey, columns: copy(columns) }).live).toEqual(batch(btcKey, columns));
    expect(scans.stats()).toMatchObject({ updates: window - 1, rebuilds: 2 });
  });
});
