import { describe, expect, it } from 'vitest';
import { BAR_TIMES, harmonicBuy } from '../../../test/ui/chart/match-fixtures';
import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import { ictDrawingsOf, withIctLabels } from './ict-drawings';
import { barTimeOf, matchShapes } from './match-shapes';

const at = (bar: number) => BAR_TIMES[bar]!;
const snap = (time: number) => barTimeOf(BAR_TIMES, time);

/** The engine's bullish FVG first return: the gap (c1, c3), the Minor high it broke, the break a BOS. */
const fvgBuy: ChartMatch = {
  ...harmonicBuy,
  id: 'ict-1',
  strategyName: 'Bullish FVG first return',
  matchTimestamp: at(40),
  zone: { from: 101, to: 103 },
  chartData: {
    c1: { date: at(20), value: 101 },
    c3: { date: at(22), value: 103 },
    broken: { date: at(15), value: 106 },
    bos: { date: at(24), value: 106 },
    fill: { date: at(40), value: 0.5 },
  },
};

/** A bearish sweep then CHoCH: equal highs 110 / 110.2, swept on bar 30, the low of 104 broken on bar 33. */
const sweepSell: ChartMatch = {
  ...harmonicBuy,
  id: 'ict-2',
  type: 'sell',
  matchTimestamp: at(33),
  zone: { from: 110.2, to: 111 },
  chartData: {
    liq1: { date: at(12), value: 110 },
    liq2: { date: at(20), value: 110.2 },
    sweep: { date: at(30), value: 111 },
    broken: { date: at(25), value: 104 },
    choch: { date: at(33), value: 104 },
    start: { date: at(30), value: 111 },
  },
};

describe('ICT drawings', () => {
  it('draws an FVG as a box from candle 1 to the signal and the broken high as a BOS level', () => {
    const drawings = ictDrawingsOf(fvgBuy, snap, 'teal')!;
    expect(drawings.boxes).toEqual([
      { id: 'ict-1:FVG', color: 'teal', from: at(20), to: at(40), top: 103, bottom: 101, text: 'FVG' },
    ]);
    expect(drawings.segments).toEqual([
      {
        id: 'ict-1:bos',
        color: 'teal',
        from: { time: at(15), value: 106 },
        to: { time: at(24), value: 106 },
        text: 'BOS',
        dashed: false,
      },
    ]);
  });

  it('draws the swept equal highs at the higher one, to the sweep, and the CHoCH level', () => {
    const drawings = ictDrawingsOf(sweepSell, snap, 'rose')!;
    expect(drawings.boxes).toEqual([]);
    expect(drawings.segments.map((s) => [s.text, s.from, s.to])).toEqual([
      ['CHoCH', { time: at(25), value: 104 }, { time: at(33), value: 104 }],
      ['EQH', { time: at(12), value: 110.2 }, { time: at(30), value: 110.2 }],
    ]);
  });

  it('labels an order block, a breaker and the OTE levels, and leaves other families alone', () => {
    const block = { date: at(18), value: 0 };
    const breaker = ictDrawingsOf(
      {
        ...fvgBuy,
        chartData: {
          obHigh: { ...block, value: 102 },
          obLow: { ...block, value: 100 },
          broken: fvgBuy.chartData.broken!,
          bos: fvgBuy.chartData.bos!,
          failed: { date: at(19), value: 99 },
        },
      },
      snap,
      'teal',
    )!;
    expect(breaker.boxes.map((b) => [b.text, b.top, b.bottom, b.from])).toEqual([
      ['Breaker', 102, 100, at(18)],
    ]);
    const ote = ictDrawingsOf(
      {
        ...fvgBuy,
        chartData: {
          broken: fvgBuy.chartData.broken!,
          bos: fvgBuy.chartData.bos!,
          start: { date: at(26), value: 100 },
          end: { date: at(30), value: 110 },
          ote62: { date: at(30), value: 104 },
          ote705: { date: at(30), value: 103 },
          ote79: { date: at(30), value: 102 },
        },
      },
      snap,
      'teal',
    )!;
    expect(ote.segments.filter((s) => s.dashed).map((s) => [s.text, s.from.time, s.to.time])).toEqual([
      ['', at(26), at(40)],
      ['OTE', at(26), at(40)],
      ['', at(26), at(40)],
    ]);
    expect(withIctLabels(ote, (text) => `<${text}>`).segments.map((s) => s.text)).toContain('<OTE>');
    expect(ictDrawingsOf(harmonicBuy, snap, 'teal')).toBeUndefined();
  });

  it('reach the chart through matchShapes instead of point markers joined by a line', () => {
    const colours = { buy: 'teal', sell: 'rose', neutral: 'amber' };
    const labels = { buy: 'Buy', sell: 'Sell', neutral: 'Neutral' };
    const shapes = matchShapes([fvgBuy, harmonicBuy], BAR_TIMES, colours, labels);
    expect(shapes.ict.boxes.map((b) => b.id)).toEqual(['ict-1:FVG']);
    expect(shapes.markers.filter((m) => m.id.startsWith('ict-1:')).map((m) => m.id)).toEqual(['ict-1:fired']);
    expect(shapes.lines.map((l) => l.id)).toEqual(['m-1']);
  });
});
