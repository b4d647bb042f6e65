import { describe, expect, it } from 'vitest';
import { BAR_TIMES, harmonicBuy } from '../../../test/ui/chart/match-fixtures';
import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import { barTimeOf, matchShapes } from './match-shapes';
import { isPatternAnnotation, patternDrawings, withLabels } from './pattern-drawings';

const at = (bar: number) => BAR_TIMES[bar]!;
const snap = (time: number) => barTimeOf(BAR_TIMES, time);

/** The engine's bullish Gartley chartData: the points, the four ratios measured and the PRZ. */
const gartley: ChartMatch = {
  ...harmonicBuy,
  chartData: {
    ...harmonicBuy.chartData,
    'AB/XA': { date: at(25), value: 0.5833 },
    'BC/AB': { date: at(31), value: 0.5714 },
    'CD/BC': { date: at(40), value: 2 },
    'AD/XA': { date: at(40), value: 0.9167 },
    przTop: { date: at(40), value: 102 },
    przBottom: { date: at(40), value: 99 },
  },
};

/** A golden-pocket buy: the leg 100 → 120 and its levels. */
const pocket: ChartMatch = {
  ...harmonicBuy,
  id: 'm-3',
  chartData: {
    start: { date: at(5), value: 100 },
    end: { date: at(20), value: 120 },
    'r0.618': { date: at(20), value: 107.64 },
    'e1.272': { date: at(20), value: 125.44 },
  },
};

describe('pattern drawings', () => {
  it('draws a harmonic as its X-A-B and B-C-D triangles', () => {
    const { triangles } = patternDrawings([gartley], snap, () => 'teal');
    expect(triangles.map((t) => [t.id, t.points.map((p) => p.value)])).toEqual([
      ['m-1:XAB', [100, 112, 105]],
      ['m-1:BCD', [105, 109, 101]],
    ]);
    // C falls 20 minutes into bar 31: drawn on that bar.
    expect(triangles[1]!.points[1]!.time).toBe(at(31));
  });

  it('draws a forming harmonic’s B-C-D dashed, to its projected D, which is no named point', () => {
    const { D: _confirmed, 'CD/BC': _cd, 'AD/XA': _ad, ...before } = gartley.chartData;
    const forming: ChartMatch = {
      ...gartley,
      chartData: { ...before, projectedD: { date: at(36), value: 101.5 } },
    };
    const { triangles, ratios } = patternDrawings([forming], snap, () => 'teal');
    expect(triangles.map((t) => [t.id, t.points.map((p) => p.value), t.dashed ?? false])).toEqual([
      ['m-1:XAB', [100, 112, 105], false],
      ['m-1:BCD', [105, 109, 101.5], true],
    ]);
    expect(ratios.find((r) => r.id === 'm-1:projectedD')).toMatchObject({
      from: { value: 109 },
      to: { value: 101.5 },
      text: 'D',
    });
    expect(
      matchShapes(
        [forming],
        BAR_TIMES,
        { buy: 'g', sell: 'r', neutral: 'n' },
        { buy: 'b', sell: 's', neutral: 'n' },
      ).markers.map((m) => m.text),
    ).not.toContain('projectedD');
  });

  it('puts each ratio on a dashed line between the points it compares (AB/XA from X to B)', () => {
    const { ratios } = patternDrawings([gartley], snap, () => 'teal');
    expect(ratios.map((r) => [r.id, r.from.value, r.to.value, r.text])).toEqual([
      ['m-1:AB/XA', 100, 105, '0.583'],
      ['m-1:BC/AB', 112, 109, '0.571'],
      ['m-1:CD/BC', 105, 101, '2.000'],
      ['m-1:AD/XA', 100, 101, '0.917'],
    ]);
  });

  it('draws a Fibonacci leg’s levels from its end, named by their ratio', () => {
    const { levels, triangles } = patternDrawings([pocket], snap, () => 'amber');
    expect(triangles).toEqual([]);
    expect(levels).toEqual([
      { id: 'm-3:r0.618', color: 'amber', from: at(20), price: 107.64, text: '0.618' },
      { id: 'm-3:e1.272', color: 'amber', from: at(20), price: 125.44, text: '1.272' },
    ]);
  });

  it('leaves out what lies before the loaded bars', () => {
    const old = { ...pocket, chartData: { ...pocket.chartData, 'r0.618': { date: at(0) - 7200, value: 1 } } };
    expect(patternDrawings([old], snap, () => 'amber').levels.map((l) => l.text)).toEqual(['1.272']);
  });

  it('tells the annotations from the price points', () => {
    expect(
      ['X', 'start', 'AB/XA', 'r0.618', 'e2.618', 'przTop', 'przBottom', 'p1'].map(isPatternAnnotation),
    ).toEqual([false, false, true, true, true, true, true, false]);
  });

  it('leaves ratios, PRZ edges and levels out of the named points and the joined line (matchShapes)', () => {
    const shapes = matchShapes(
      [gartley, pocket],
      BAR_TIMES,
      { buy: 'teal', sell: 'rose', neutral: 'amber' },
      {
        buy: 'Buy',
        sell: 'Sell',
        neutral: 'Neutral',
      },
    );
    // A Fibonacci leg is drawn as a segment between its ends (line-shapes.ts), unlabelled: its levels name it.
    const named = shapes.markers.filter((m) => m.shape === 'circle').map((m) => m.text);
    expect(named.sort()).toEqual(['A', 'B', 'C', 'D', 'X']);
    expect(shapes.lines.map((line) => line.points.length)).toEqual([5, 2]);
    expect([
      shapes.patterns.triangles.length,
      shapes.patterns.ratios.length,
      shapes.patterns.levels.length,
    ]).toEqual([2, 4, 2]);
  });

  it('writes the labels the chart’s way (Persian digits on a Persian chart)', () => {
    const drawings = withLabels(
      patternDrawings([gartley, pocket], snap, () => 'teal'),
      (text) => `<${text}>`,
    );
    expect([...drawings.ratios, ...drawings.levels].map((d) => d.text)).toEqual([
      '<0.583>',
      '<0.571>',
      '<2.000>',
      '<0.917>',
      '<0.618>',
      '<1.272>',
    ]);
  });
});
