import { describe, expect, it } from 'vitest';
import type { ScanMatch } from '../scanner/types';
import type { SeriesKey } from '../series';
import { xmoonMatches } from './confluence';
import { decodeContributors } from './contributors';

const H = 3600;
const KEY = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;
/** The 1h series' last closed candle opens here. */
const LAST = 1_700_000_000 - (1_700_000_000 % (4 * H));

type Part = Partial<ScanMatch> & Pick<ScanMatch, 'strategyId' | 'zone'>;

const match = ({ timeframe = 60, passedCandle = 0, ...part }: Part): ScanMatch => ({
  id: `${part.strategyId}`,
  source: KEY.source,
  symbol: KEY.symbol,
  timeframe,
  type: 'buy',
  matchDate: LAST - passedCandle * timeframe * 60,
  price: 100,
  passedCandle,
  distance: 0,
  pivotType: 'no pivot',
  chartData: {},
  invalidation: part.zone.from - 1,
  validity: 10,
  currentPrice: 100,
  state: 'active',
  trigger: part.zone.to,
  target: part.zone.to + 5,
  ...part,
});

// Ids from five families: classic 1001, candlestick 3029, harmonic 4003, trendline 5002, fibonacci 6001.
const RSI = 1001;
const ENGULFING = 3029;
const GARTLEY = 4003;
const GOLDEN = 6001;
const TRENDLINE_BREAK = 5002;

describe('XMoon confluence', () => {
  it('fires when two families on this timeframe agree in overlapping zones; the zone is their intersection', () => {
    const own = [
      match({ strategyId: RSI, zone: { from: 95, to: 101 }, passedCandle: 3 }),
      match({ strategyId: GARTLEY, zone: { from: 98, to: 104 }, passedCandle: 1, price: 99 }),
    ];
    const [found, ...rest] = xmoonMatches(KEY, own, []);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      strategyId: 12001,
      type: 'buy',
      zone: { from: 98, to: 101 },
      matchDate: LAST - H,
      passedCandle: 1,
      price: 99,
      timeframe: 60,
    });
    expect(decodeContributors(found!.chartData)).toEqual([
      { strategyId: GARTLEY, timeframe: 60, date: LAST - H, price: 99 },
      { strategyId: RSI, timeframe: 60, date: LAST - 3 * H, price: 100 },
    ]);
  });

  it('does not count two strategies of one family as agreement', () => {
    const own = [
      match({ strategyId: RSI, zone: { from: 95, to: 101 } }),
      match({ strategyId: 1003, zone: { from: 96, to: 102 } }),
    ];
    expect(xmoonMatches(KEY, own, [])).toEqual([]);
  });

  it('needs the zones to share a price and the sides to agree', () => {
    const apart = [
      match({ strategyId: RSI, zone: { from: 95, to: 97 } }),
      match({ strategyId: GARTLEY, zone: { from: 98, to: 104 } }),
    ];
    expect(xmoonMatches(KEY, apart, [])).toEqual([]);
    const opposed = [
      match({ strategyId: RSI, zone: { from: 95, to: 101 } }),
      match({ strategyId: GARTLEY, zone: { from: 98, to: 104 }, type: 'sell' }),
    ];
    expect(xmoonMatches(KEY, opposed, [])).toEqual([]);
  });

  it('keeps the set with the most families when zones form two clusters', () => {
    const own = [
      match({ strategyId: RSI, zone: { from: 90, to: 92 } }),
      match({ strategyId: 1003, zone: { from: 91, to: 93 } }),
      match({ strategyId: ENGULFING, zone: { from: 91.5, to: 94 } }),
      match({ strategyId: GARTLEY, zone: { from: 99, to: 104 } }),
      match({ strategyId: GOLDEN, zone: { from: 100, to: 102 } }),
      match({ strategyId: 2001, zone: { from: 101, to: 103 } }),
    ];
    const [found] = xmoonMatches(KEY, own, []);
    expect(found?.zone).toEqual({ from: 101, to: 102 });
    expect(
      decodeContributors(found!.chartData)
        .map((c) => c.strategyId)
        .sort(),
    ).toEqual([2001, GARTLEY, GOLDEN]);
  });

  it('needs a family that draws a level: candle-range zones of neighbouring candles overlap by construction', () => {
    const own = [
      match({ strategyId: RSI, zone: { from: 95, to: 101 } }),
      match({ strategyId: ENGULFING, zone: { from: 96, to: 102 } }),
    ];
    expect(xmoonMatches(KEY, own, [])).toEqual([]);
  });

  it('fires on neither side when the other side has as many families agreeing', () => {
    const buys = [
      match({ strategyId: RSI, zone: { from: 95, to: 101 } }),
      match({ strategyId: GARTLEY, zone: { from: 98, to: 104 } }),
    ];
    const sells = [
      match({ strategyId: 1002, type: 'sell', zone: { from: 105, to: 108 } }),
      match({ strategyId: 4004, type: 'sell', zone: { from: 106, to: 109 } }),
    ];
    expect(xmoonMatches(KEY, [...buys, ...sells], [])).toEqual([]);
    const [stronger] = xmoonMatches(
      KEY,
      [...buys, match({ strategyId: GOLDEN, zone: { from: 99, to: 100 } }), ...sells],
      [],
    );
    expect(stronger).toMatchObject({ type: 'buy', zone: { from: 99, to: 100 } });
  });

  it('keeps its date (and so its id) when a later match joins the agreement', () => {
    const own = [
      match({ strategyId: RSI, zone: { from: 95, to: 101 }, passedCandle: 3 }),
      match({ strategyId: GARTLEY, zone: { from: 98, to: 104 }, passedCandle: 2 }),
    ];
    const [before] = xmoonMatches(KEY, own, []);
    const [after] = xmoonMatches(
      KEY,
      [...own, match({ strategyId: GOLDEN, zone: { from: 97, to: 103 } })],
      [],
    );
    expect(after?.id).toBe(before?.id);
    expect(after?.matchDate).toBe(LAST - 2 * H);
    expect(Object.keys(after!.chartData)).toHaveLength(3);
  });

  it('leaves out contributors older than the window', () => {
    const own = [
      match({ strategyId: RSI, zone: { from: 95, to: 101 }, passedCandle: 6 }),
      match({ strategyId: GARTLEY, zone: { from: 98, to: 104 } }),
    ];
    expect(xmoonMatches(KEY, own, [])).toEqual([]);
  });

  it('takes a higher timeframe as confirmation, dated on the lower candle it closed with', () => {
    const own = [match({ strategyId: GARTLEY, zone: { from: 98, to: 104 }, passedCandle: 4 })];
    // The 4h candle opened 4 hours before the last 1h candle: it closed with the 1h candle before the last.
    const higher = [
      match({ strategyId: GOLDEN, timeframe: 240, zone: { from: 97, to: 100 }, passedCandle: 1 }),
    ];
    const [found] = xmoonMatches(KEY, own, higher);
    expect(found).toMatchObject({
      strategyId: 12011,
      zone: { from: 98, to: 100 },
      matchDate: LAST - H,
      passedCandle: 1,
    });
  });

  it('never reads a higher candle that had not closed by the last close (no look-ahead)', () => {
    const own = [match({ strategyId: GARTLEY, zone: { from: 98, to: 104 } })];
    // A 4h candle opening 2 hours before the last 1h candle closes 1 hour after it.
    const unclosed = match({ strategyId: GOLDEN, timeframe: 240, zone: { from: 97, to: 100 } });
    expect(xmoonMatches(KEY, own, [{ ...unclosed, matchDate: LAST - 2 * H }])).toEqual([]);
    expect(xmoonMatches(KEY, own, [{ ...unclosed, matchDate: LAST - 3 * H }])).toHaveLength(1);
  });

  it('needs a match of this timeframe: a confluence of higher ones belongs to their own series', () => {
    const higher = [
      match({ strategyId: RSI, timeframe: 240, zone: { from: 95, to: 101 }, passedCandle: 1 }),
      match({ strategyId: GARTLEY, timeframe: 240, zone: { from: 98, to: 104 }, passedCandle: 1 }),
    ];
    const own = [match({ strategyId: ENGULFING, zone: { from: 50, to: 60 } })];
    expect(xmoonMatches(KEY, own, higher)).toEqual([]);
  });

  it('mirrors for sells: the invalidation is the tightest contributor level at or above the zone', () => {
    const own = [
      match({ strategyId: RSI, type: 'sell', zone: { from: 99, to: 103 }, invalidation: 104 }),
      match({ strategyId: TRENDLINE_BREAK, type: 'sell', zone: { from: 100, to: 106 }, invalidation: 107 }),
    ];
    const [found] = xmoonMatches(KEY, own, []);
    expect(found).toMatchObject({
      strategyId: 12002,
      type: 'sell',
      zone: { from: 100, to: 103 },
      invalidation: 104,
    });
  });
});
