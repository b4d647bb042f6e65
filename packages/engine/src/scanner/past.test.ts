import { describe, expect, it } from 'vitest';
import { candlesFromCloses, ramp } from '../../test/constructed-candles';
import { strategyOf } from '../../test/strategy-helpers';
import { type CandleColumns, CandleSeries, sliceColumns } from '../series';
import { scan, scanWithPast } from './index';

// The valley of lifecycle.test.ts: RSI(14) leaves oversold on bar 45 (a buy, validity 10, invalidation 59.5).
const valley = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 20)]);
const key = { source: 'test', symbol: 'VALLEY', timeframe: 60 };
const upTo = (columns: CandleColumns, end: number) =>
  CandleSeries.fromColumns(key, sliceColumns(columns, 0, end));
const rsiExit = strategyOf('classic.rsi-oversold-exit');
const hour = 3600;

describe('the past scan', () => {
  it('lists nothing past while the match is live, and the same live matches as scan', () => {
    const series = upTo(valley, 51);
    const { live, past } = scanWithPast(series, [rsiExit]);
    expect(live).toEqual(scan(series, [rsiExit]));
    expect(live).toHaveLength(1);
    expect(past).toEqual([]);
  });

  it('keeps an expired match as past, ended on the close of the first candle past its validity', () => {
    const series = upTo(valley, 57);
    const { live, past } = scanWithPast(series, [rsiExit]);
    expect(live).toEqual([]);
    expect(past).toHaveLength(1);
    expect(past[0]).toMatchObject({
      strategyId: 1001,
      matchDate: valley.time[45],
      passedCandle: 11,
      endedAt: valley.time[56]! + hour,
    });
  });

  it('keeps a voided match listed, invalidated, and past (expired) only once its validity passes', () => {
    const broken = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 5), 59, ...ramp(60, 1, 12)]);
    const voided = scanWithPast(upTo(broken, 48), [rsiExit]);
    expect(voided.live).toMatchObject([{ state: 'invalidated' }]);
    expect(voided.past).toEqual([]);
    const { live, past } = scanWithPast(upTo(broken, 57), [rsiExit]);
    // (The drop to 59 makes RSI fire again later: that newer match is the live one.)
    expect(live.map((m) => m.matchDate)).not.toContain(broken.time[45]);
    expect(past).toMatchObject([
      { matchDate: broken.time[45], state: 'expired', endedAt: broken.time[56]! + hour },
    ]);
  });

  it('forgets a match older than its look-back', () => {
    const long = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 80)]);
    expect(scanWithPast(upTo(long, 100), [rsiExit]).past).toHaveLength(1);
    expect(scanWithPast(upTo(long, 110), [rsiExit]).past).toEqual([]);
  });
});
