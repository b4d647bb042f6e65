import { readFileSync } from 'node:fs';
import { CandleSeries, type SeriesKey } from '@tradescope/engine';
import { describe, expect, it, vi } from 'vitest';
import { createInlineRunner } from './inline-runner';
import type { SeriesChange } from './live-store';
import { createScanningService } from './scanning-service';

// The tick path's cost: a spy on the engine's updatePrice (which rebuilds every match of a series) sees when it runs.
const engine = vi.hoisted(() => ({ updatePriceCalls: 0 }));
vi.mock('@tradescope/engine', async (actual) => {
  const real = await actual<typeof import('@tradescope/engine')>();
  return {
    ...real,
    updatePrice: (...args: Parameters<typeof real.updatePrice>) => {
      engine.updatePriceCalls += 1;
      return real.updatePrice(...args);
    },
  };
});

// Real Binance BTCUSDT 4h candles, the engine's own fixture (its provenance is in the file).
const fixture = JSON.parse(
  readFileSync(
    new URL('../../../../packages/engine/test/fixtures/btcusdt-240.json', import.meta.url),
    'utf8',
  ),
) as Record<'time' | 'open' | 'high' | 'low' | 'close' | 'volume', number[]>;
const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 } as SeriesKey;
const candleAt = (i: number) => ({
  time: fixture.time[i]!,
  open: fixture.open[i]!,
  high: fixture.high[i]!,
  low: fixture.low[i]!,
  close: fixture.close[i]!,
  volume: fixture.volume[i]!,
});

const closeEvent = (series: CandleSeries) => ({ ...key, series, candle: series.at(series.length - 1) });

describe('the scanning service', () => {
  it('lists the matches of a series on each close, advances their passed candles, and reports what is new', async () => {
    const changes: SeriesChange[] = [];
    const scanning = createScanningService({
      runner: createInlineRunner(),
      onChange: (_key, change) => void changes.push(change),
      onError: (error) => {
        throw error;
      },
    });
    const series = new CandleSeries(key, { maxLength: 1000 });
    const total = fixture.time.length;
    for (let i = 0; i < total - 1; i++) series.append(candleAt(i) as never);
    await scanning.onCandleClose(closeEvent(series) as never);
    const first = changes[0]!;
    expect(first.added.length).toBeGreaterThan(0);
    expect(scanning.live.size).toBe(first.current.length);

    series.append(candleAt(total - 1) as never);
    await scanning.onCandleClose(closeEvent(series) as never);
    const second = changes[1]!;
    const before = new Map(first.current.map((match) => [match.id, match]));
    const kept = second.current.filter((match) => before.has(match.id));
    expect(kept.length).toBeGreaterThan(0);
    for (const match of kept) expect(match.passedCandle).toBe(before.get(match.id)!.passedCandle + 1);
    expect(second.added.every((match) => !before.has(match.id))).toBe(true);
    expect(second.removed.every((match) => !second.current.some((now) => now.id === match.id))).toBe(true);
    expect(scanning.stats().scans).toBe(2);
  });

  it('scans a series in the order its candles closed, even when the runner answers out of order', async () => {
    const order: number[] = [];
    const delays = [30, 0];
    let call = 0;
    const scanning = createScanningService({
      runner: {
        scan: async (job) => {
          const delay = delays[call++] ?? 0;
          await new Promise((resolve) => setTimeout(resolve, delay));
          return { live: [{ id: String(job.columns.time.length), chartData: {} } as never], past: [] };
        },
        close: async () => {},
      },
      onChange: (_key, change) => void order.push(Number(change.current[0]!.id)),
      onError: () => {},
    });
    const series = new CandleSeries(key, { maxLength: 1000 });
    series.append(candleAt(0) as never);
    void scanning.onCandleClose(closeEvent(series) as never);
    series.append(candleAt(1) as never);
    void scanning.onCandleClose(closeEvent(series) as never);
    await scanning.idle();
    expect(order).toEqual([1, 2]);
  });
});

describe('price ticks between closes', () => {
  const forming = (id: string, timeframe: number, zone: { from: number; to: number }) =>
    ({
      id,
      source: 'binance-spot',
      symbol: 'BTCUSDT',
      timeframe,
      strategyId: 4001,
      type: 'buy',
      matchDate: 1_790_000_000,
      price: 43_000,
      passedCandle: 1,
      distance: 1,
      zone,
      pivotType: 'Minor',
      chartData: {},
      state: 'forming',
      invalidation: 41_000,
      trigger: zone.to,
      target: 45_000,
      validity: 20,
      currentPrice: 43_000,
    }) as never;
  const tick = (price: number) => ({ source: 'binance-spot', symbol: 'BTCUSDT', price, time: 1_790_000_100 });

  const serviceAt = (clock: { now: number }) => {
    const changes: [number, SeriesChange][] = [];
    const scanning = createScanningService({
      runner: createInlineRunner(),
      onChange: (changedKey, change) => void changes.push([changedKey.timeframe, change]),
      onError: (error) => {
        throw error;
      },
      now: () => clock.now,
    });
    const h1 = { ...key, timeframe: 60 } as SeriesKey;
    scanning.live.replace(h1, [
      forming('a', 60, { from: 42_000, to: 42_500 }),
      forming('b', 60, { from: 40_000, to: 40_500 }),
    ]);
    scanning.live.replace(key, [forming('c', 240, { from: 42_300, to: 42_600 })]);
    changes.length = 0;
    return { scanning, changes };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('turns a forming match active when the live price enters its zone, and reports the state entered', async () => {
    const clock = { now: 1_000_000 };
    const { scanning, changes } = serviceAt(clock);
    scanning.onPrice(tick(42_400));
    await settled();
    expect(
      changes.map(([timeframe, change]) => [timeframe, change.changed.map((m) => [m.id, m.state])]),
    ).toEqual([
      [60, [['a', 'active']]],
      [240, [['c', 'active']]],
    ]);
    const h1 = scanning.live.of({ ...key, timeframe: 60 } as SeriesKey);
    expect(h1.map((m) => m.state)).toEqual(['active', 'forming']);
    expect(h1[0]!.currentPrice).toBe(42_400);
  });

  it('applies at most one tick a second per series, and ignores a price that reaches no zone', async () => {
    const clock = { now: 1_000_000 };
    const { scanning, changes } = serviceAt(clock);
    scanning.onPrice(tick(45_000));
    scanning.onPrice(tick(40_200));
    clock.now += 999;
    scanning.onPrice(tick(40_200));
    await settled();
    expect(changes).toEqual([]);
    clock.now += 1;
    scanning.onPrice(tick(40_200));
    await settled();
    expect(changes.map(([timeframe, change]) => [timeframe, change.changed.map((m) => m.id)])).toEqual([
      [60, ['b']],
    ]);
    // Another asset's tick touches nothing of this one.
    clock.now += 1000;
    scanning.onPrice({ ...tick(42_400), symbol: 'ETHUSDT' });
    await settled();
    expect(changes).toHaveLength(1);
  });

  it('rebuilds no match for a tick that moves no state (ticks come every second for every series)', async () => {
    const clock = { now: 1_000_000 };
    const { scanning, changes } = serviceAt(clock);
    const held = () => [60, 240].map((timeframe) => scanning.live.of({ ...key, timeframe } as SeriesKey));
    const before = held();
    engine.updatePriceCalls = 0;
    scanning.onPrice(tick(45_000));
    await settled();
    expect(changes).toEqual([]);
    expect(engine.updatePriceCalls).toBe(0);
    // The store keeps the very arrays it held: nothing was copied.
    expect(held().every((matches, i) => matches === before[i])).toBe(true);
    clock.now += 1000;
    scanning.onPrice(tick(40_200));
    await settled();
    expect(engine.updatePriceCalls).toBe(1);
  });
});
