import { describe, expect, it } from 'vitest';
import { BAR_TIMES } from '../../../test/ui/chart/match-fixtures';
import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import { lineShapesOf } from './line-shapes';

const at = (bar: number) => BAR_TIMES[bar]!;
const HOUR = 3600;
/** Labels above bars from 104 up, below under it (the chart asks the bar's range). */
const place = (_time: number, value: number) => (value >= 104 ? 'aboveBar' : 'belowBar');

/** A bullish channel break fired on bar 40: a rising support through bars 10, 20, 30 and its parallel 5 above. */
const channelBreak: ChartMatch = {
  id: 'c-1',
  type: 'buy',
  strategyId: 5031,
  strategyName: 'Channel breakout up',
  timeframe: 60,
  price: 119,
  matchTimestamp: at(40),
  zone: { from: 117.5, to: 118.5 },
  chartData: {
    t1: { date: at(10), value: 100 },
    t2: { date: at(20), value: 104.1 },
    t3: { date: at(30), value: 108 },
    start: { date: at(10), value: 100 },
    end: { date: at(40), value: 112 },
    parallelStart: { date: at(10), value: 105 },
    parallelEnd: { date: at(40), value: 117 },
  },
  jumps: [],
};

/** A resistance breakout: three touches of 50, its strength 7 (not a price). */
const levelBreakout: ChartMatch = {
  ...channelBreak,
  id: 'l-1',
  strategyId: 7001,
  chartData: {
    t1: { date: at(0) - 5 * HOUR, value: 50.2 },
    t2: { date: at(12), value: 49.9 },
    t3: { date: at(25), value: 50.1 },
    level: { date: at(0) - 5 * HOUR, value: 50 },
    end: { date: at(33), value: 50 },
    strength: { date: at(25), value: 7 },
  },
};

describe('trendline and level shapes', () => {
  it('draws a channel as two lines from the first touch to the signal candle, with the touches beside them', () => {
    const shapes = lineShapesOf(channelBreak, BAR_TIMES, 'teal', place)!;
    expect(shapes.lines).toEqual([
      {
        id: 'c-1:start',
        color: 'teal',
        points: [
          { time: at(10), value: 100 },
          { time: at(40), value: 112 },
        ],
      },
      {
        id: 'c-1:parallelStart',
        color: 'teal',
        points: [
          { time: at(10), value: 105 },
          { time: at(40), value: 117 },
        ],
      },
    ]);
    expect(shapes.markers.map((m) => [m.text, m.time, m.position])).toEqual([
      ['t1', at(10), 'belowBar'],
      ['t2', at(20), 'aboveBar'],
      ['t3', at(30), 'aboveBar'],
    ]);
  });

  it('draws a level from the first loaded bar when its first touch is older, and leaves its strength off the prices', () => {
    const shapes = lineShapesOf(levelBreakout, BAR_TIMES, 'teal', place)!;
    expect(shapes.lines).toEqual([
      {
        id: 'l-1:level',
        color: 'teal',
        points: [
          { time: at(0), value: 50 },
          { time: at(33), value: 50 },
        ],
      },
    ]);
    // t1 is older than the loaded bars; the strength is no touch.
    expect(shapes.markers.map((m) => m.text)).toEqual(['t2', 't3']);
  });

  it('leaves other families to the joined drawing', () => {
    const harmonic = {
      ...channelBreak,
      chartData: { X: { date: at(1), value: 1 }, A: { date: at(2), value: 2 } },
    };
    expect(lineShapesOf(harmonic, BAR_TIMES, 'teal', place)).toBeUndefined();
  });

  it('draws nothing of a line that ended before the loaded bars', () => {
    const old = {
      ...levelBreakout,
      chartData: { level: { date: at(0) - 9 * HOUR, value: 50 }, end: { date: at(0) - HOUR, value: 50 } },
    };
    expect(lineShapesOf(old, BAR_TIMES, 'teal', place)).toEqual({ lines: [], markers: [] });
  });
});
