import { describe, expect, it } from 'vitest';
import { BAR_TIMES } from '../../../test/ui/chart/match-fixtures';
import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import { contributorsOf, shortLabel, strengthOf } from './confluence-shapes';
import { matchShapes, momentsOf } from './match-shapes';

const at = (bar: number) => BAR_TIMES[bar]!;
const colours = { buy: 'teal', sell: 'rose', neutral: 'amber' };
const labels = { buy: 'Buy', sell: 'Sell', neutral: 'Neutral' };

/** An XMoon buy on a 1h chart: a harmonic and a Fibonacci match of 1h, and a level of 4h confirming. */
const xmoonBuy: ChartMatch = {
  id: 'x-1',
  type: 'buy',
  strategyId: 12011,
  strategyName: 'XMoon higher-timeframe confluence (bullish)',
  timeframe: 60,
  price: 101,
  matchTimestamp: at(40),
  zone: { from: 100, to: 101.5 },
  chartData: {
    '4003@60': { date: at(38), value: 100.5 },
    '6001@60': { date: at(40), value: 101 },
    // The 4h candle opening at bar 32 closes with the 1h bar 35: its signal was known there.
    '7021@240': { date: at(32), value: 100.8 },
  },
  jumps: [],
};

const names: Record<number, string> = { 4003: 'Gartley', 6001: 'Golden pocket', 7021: 'Bounce at support' };

describe('XMoon on the chart', () => {
  it('marks each contributing match by name (a higher timeframe on the bar it closed with), joins none, boxes the zone', () => {
    const shapes = matchShapes([xmoonBuy], BAR_TIMES, colours, labels, new Map(), (c, higher) =>
      higher ? `${names[c.strategyId]} · 4h` : names[c.strategyId]!,
    );
    const named = shapes.markers.filter((m) => m.shape === 'circle').map((m) => [m.text, m.time, m.color]);
    expect(named).toEqual([
      ['Bounce at support · 4h', at(35), 'teal'],
      ['Gartley', at(38), 'teal'],
      ['Golden pocket', at(40), 'teal'],
    ]);
    expect(shapes.lines).toEqual([]);
    expect(shapes.zones).toEqual([{ id: 'x-1', from: at(40), top: 101.5, bottom: 100, color: 'teal' }]);
    expect(shapes.markers.find((m) => m.id === 'x-1:fired')).toMatchObject({
      shape: 'arrowUp',
      time: at(40),
    });
  });

  it('frames and loads history for its own timeframe only, and cuts long marker names', () => {
    expect(momentsOf(xmoonBuy).sort()).toEqual([at(38), at(40), at(40)]);
    expect(shortLabel('MACD bearish signal cross')).toBe('MACD bearish sign…');
    expect(shortLabel('Gartley')).toBe('Gartley');
  });

  it('reads its strength from the contributors: families and timeframes agreeing', () => {
    const groups: Record<number, string> = {
      4003: 'harmonic',
      6001: 'fibonacci',
      7021: 'support-resistance',
    };
    expect(strengthOf(contributorsOf(xmoonBuy), (id) => groups[id])).toEqual({ families: 3, timeframes: 2 });
    expect(contributorsOf({ chartData: { X: { date: 1, value: 2 } } })).toEqual([]);
  });
});
