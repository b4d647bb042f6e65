import type { ChartMatch } from '../../../src/lib/endpoints/chart-matches';

const HOUR = 3600;
/** Bars of a 1-hour chart opening at these times (unix seconds). */
export const BAR_TIMES = Array.from(
  { length: 48 },
  (_, index) => 1_700_000_000 - (1_700_000_000 % HOUR) + index * HOUR,
);
const at = (bar: number) => BAR_TIMES[bar]!;

/** A bullish harmonic (X-A-B-C-D) fired on bar 40 with its reaction zone, the way the matches API will send it. */
export const harmonicBuy: ChartMatch = {
  id: 'm-1',
  type: 'buy',
  strategyId: 301,
  strategyName: 'Gartley',
  timeframe: 60,
  price: 101.5,
  matchTimestamp: at(40),
  zone: { from: 99, to: 102 },
  chartData: {
    X: { date: at(10), value: 100 },
    A: { date: at(18), value: 112 },
    B: { date: at(25), value: 105 },
    C: { date: at(31) + 1200, value: 109 },
    D: { date: at(40), value: 101 },
  },
  jumps: [],
};

/** A strong sell with a trendline whose first point is older than the loaded bars, and one jump. */
export const trendlineSell: ChartMatch = {
  id: 'm-2',
  type: 'strong sell',
  strategyId: 120,
  strategyName: 'Trendline break',
  timeframe: 60,
  price: 110,
  matchTimestamp: at(44) + 600,
  zone: { from: 112, to: 111 },
  chartData: {
    start: { date: at(0) - 10 * HOUR, value: 120 },
    end: { date: at(44), value: 110 },
  },
  jumps: [{ id: 'j-1', matchTimestamp: at(46), price: 108 }],
};

/** A bearish Quasimodo (H, L, HH, LL) fired on bar 36, its zone drawn from the left shoulder at bar 12. */
export const quasimodoSell: ChartMatch = {
  id: 'm-3',
  type: 'sell',
  strategyId: 10002,
  strategyName: 'Bearish Quasimodo',
  timeframe: 60,
  price: 96,
  matchTimestamp: at(36),
  zone: { from: 109.5, to: 110 },
  chartData: {
    H: { date: at(12), value: 110 },
    L: { date: at(20), value: 100 },
    HH: { date: at(27), value: 115 },
    LL: { date: at(34), value: 95 },
    zoneTop: { date: at(12), value: 110 },
    zoneBottom: { date: at(12), value: 109.5 },
  },
  jumps: [],
};

/** An RTM drop-base-rally return on bar 30: leg-in at bar 22, base 23-24, leg-out 25. */
export const rtmBuy: ChartMatch = {
  id: 'm-4',
  type: 'buy',
  strategyId: 11001,
  strategyName: 'RTM drop-base-rally return',
  timeframe: 60,
  price: 98.4,
  matchTimestamp: at(30),
  zone: { from: 96.6, to: 97.6 },
  chartData: {
    legIn: { date: at(22), value: 99.8 },
    base: { date: at(23), value: 97 },
    legOut: { date: at(25), value: 100 },
    zoneTop: { date: at(23), value: 97.6 },
    zoneBottom: { date: at(23), value: 96.6 },
  },
  jumps: [],
};
