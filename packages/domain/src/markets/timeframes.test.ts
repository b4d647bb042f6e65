import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BROKER_TIMEFRAMES,
  CANDLE_SECONDS,
  CRYPTO_FUTURES_TIMEFRAMES,
  CRYPTO_SPOT_TIMEFRAMES,
  candleSeconds,
  isTimeframe,
  JUMPS_TIMEFRAME,
  MEXC_TIMEFRAMES,
  PUMPS_TIMEFRAMES,
  parseTimeframe,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  timeframeLabel,
} from './timeframes';

describe('timeframes (spec §9)', () => {
  it('lists the 13 timeframes of the spec in minutes, ascending', () => {
    expect(TIMEFRAMES).toEqual([1, 3, 5, 15, 30, 60, 120, 240, 360, 720, 1440, 10080, 43800]);
  });

  it('gives crypto, mexc and broker sources their own lists', () => {
    expect(CRYPTO_FUTURES_TIMEFRAMES).toEqual([5, 15, 30, 60, 120, 240, 720, 1440, 10080]);
    expect(CRYPTO_SPOT_TIMEFRAMES).toEqual([3, 5, 15, 30, 60, 120, 240, 720, 1440, 10080]);
    expect(MEXC_TIMEFRAMES).toEqual([5, 15, 30, 60, 240, 1440, 10080]);
    expect(BROKER_TIMEFRAMES).toEqual([1, 5, 15, 30, 60, 240, 1440, 10080]);
  });

  it('runs jumps on 3-minute candles and pumps on 720, 1440 and 10080', () => {
    expect(JUMPS_TIMEFRAME).toBe(3);
    expect(PUMPS_TIMEFRAMES).toEqual([720, 1440, 10080]);
  });

  it('spaces candles from 180 s for 3m up to 604800 s for 1w, and a month of 43800 minutes', () => {
    expect(candleSeconds(3)).toBe(180);
    expect(candleSeconds(10080)).toBe(604800);
    expect(candleSeconds(1440)).toBe(24 * 60 * 60);
    // 365.25 days would not divide evenly; the product uses a 365-day year cut in twelve.
    expect(candleSeconds(43800)).toBe((365 * 86400) / 12);
  });

  it('has a candle distance of exactly 60 s per minute for every timeframe', () => {
    for (const timeframe of TIMEFRAMES) expect(CANDLE_SECONDS[timeframe]).toBe(timeframe * 60);
  });

  it('labels the chart intervals 1h, 2h, 4h, 12h, 1d and 1w', () => {
    expect([60, 120, 240, 720, 1440, 10080].map((tf) => timeframeLabel(tf as 60))).toEqual([
      '1h',
      '2h',
      '4h',
      '12h',
      '1d',
      '1w',
    ]);
    expect(new Set(Object.values(TIMEFRAME_LABELS)).size).toBe(TIMEFRAMES.length);
  });

  it('recognises only listed minutes as timeframes', () => {
    expect(isTimeframe(240)).toBe(true);
    expect(isTimeframe('240')).toBe(false);
    expect(isTimeframe(2)).toBe(false);
    fc.assert(
      fc.property(fc.integer(), (n) => isTimeframe(n) === (TIMEFRAMES as readonly number[]).includes(n)),
    );
  });

  it('parses timeframe text from queries into numbers and rejects anything else', () => {
    expect(parseTimeframe('1440')).toBe(1440);
    expect(parseTimeframe(60)).toBe(60);
    expect(parseTimeframe('')).toBeUndefined();
    expect(parseTimeframe('4h')).toBeUndefined();
    expect(parseTimeframe('7')).toBeUndefined();
  });
});
