import { readFileSync } from 'node:fs';
import { CandleSeries, decodeContributors, type SeriesKey, strategyByKey } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { createInlineRunner } from './inline-runner';
import type { SeriesChange } from './live-store';
import { createScanningService } from './scanning-service';

// Real Binance BTCUSDT 1h and 4h candles, the engine's fixtures (provenance in the files).
type Fixture = Record<'time' | 'open' | 'high' | 'low' | 'close' | 'volume', number[]>;
const fixture = (name: string): Fixture =>
  JSON.parse(
    readFileSync(new URL(`../../../../packages/engine/test/fixtures/${name}.json`, import.meta.url), 'utf8'),
  ) as Fixture;

const seriesOf = (candles: Fixture, timeframe: number, count: number) => {
  const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe } as SeriesKey;
  const series = new CandleSeries(key, { maxLength: 1000 });
  for (let i = 0; i < count; i++)
    series.append({
      time: candles.time[i]!,
      open: candles.open[i]!,
      high: candles.high[i]!,
      low: candles.low[i]!,
      close: candles.close[i]!,
      volume: candles.volume[i]!,
    } as never);
  return { ...key, series, candle: series.at(series.length - 1) };
};

describe('XMoon in the scanner', () => {
  it('lists the confluence of a 1h series confirmed by the 4h matches the store holds, with the 1h matches', async () => {
    const changes = new Map<number, SeriesChange>();
    const scanning = createScanningService({
      runner: createInlineRunner(),
      onChange: (key, change) => void changes.set(key.timeframe, change),
      onError: (error) => {
        throw error;
      },
    });
    const hourly = fixture('btcusdt-60');
    const fourHourly = fixture('btcusdt-240');
    // 1h bar 408, 2022-10-08 (the engine's labelled case): the 4h candles closed by then, then the 1h candle closing.
    const bar = 408;
    const closeAt = hourly.time[bar]! + 3600;
    const closed = fourHourly.time.filter((time) => time + 4 * 3600 <= closeAt).length;

    await scanning.onCandleClose(seriesOf(hourly, 60, bar + 1) as never);
    const alone = changes.get(60)!.current.filter((m) => m.strategyId >= 12000);
    expect(alone.map((m) => m.strategyId)).not.toContain(
      strategyByKey.get('xmoon.htf-confluence-bullish')!.id,
    );

    await scanning.onCandleClose(seriesOf(fourHourly, 240, closed) as never);
    await scanning.onCandleClose(seriesOf(hourly, 60, bar + 1) as never);
    const listed = changes.get(60)!.current;
    const xmoon = listed.filter((m) => m.strategyId >= 12000);
    expect(xmoon).toHaveLength(1);
    expect(xmoon[0]).toMatchObject({
      strategyId: strategyByKey.get('xmoon.htf-confluence-bullish')!.id,
      timeframe: 60,
      type: 'buy',
    });
    const contributors = decodeContributors(xmoon[0]!.chartData);
    expect(contributors.some((c) => c.timeframe === 240)).toBe(true);
    // Its 1h contributors are the series' own live matches, listed beside it.
    for (const c of contributors.filter((x) => x.timeframe === 60))
      expect(listed.some((m) => m.strategyId === c.strategyId && m.matchDate === c.date)).toBe(true);
    expect(scanning.live.size).toBe(listed.length + changes.get(240)!.current.length);
  });
});
