import { describe, expect, it } from 'vitest';
import { BAR_TIMES, harmonicBuy, trendlineSell } from '../../../test/ui/chart/match-fixtures';
import { barTimeOf, matchShapes, oldestPointOf, sideOf } from './match-shapes';

const colours = { buy: 'teal', sell: 'rose', neutral: 'amber' };
const labels = { buy: 'Buy', sell: 'Sell', neutral: 'Neutral' };
const at = (bar: number) => BAR_TIMES[bar]!;

describe('match shapes', () => {
  it('draws a harmonic buy: named points, the joined pattern, the zone from the firing bar and an up arrow', () => {
    const shapes = matchShapes([harmonicBuy], BAR_TIMES, colours, labels);
    const points = shapes.markers.filter((marker) => marker.price !== undefined);
    expect(points.map((point) => [point.text, point.time, point.price, point.position])).toEqual([
      ['X', at(10), 100, 'atPriceBottom'],
      ['A', at(18), 112, 'atPriceTop'],
      ['B', at(25), 105, 'atPriceBottom'],
      // C sits 20 minutes into bar 31: it is drawn on that bar.
      ['C', at(31), 109, 'atPriceTop'],
      ['D', at(40), 101, 'atPriceBottom'],
    ]);
    expect(shapes.markers.find((marker) => marker.id === 'm-1:fired')).toMatchObject({
      time: at(40),
      position: 'belowBar',
      shape: 'arrowUp',
      color: 'teal',
      // The zone is labelled with the strategy, so the arrow is not.
      text: '',
    });
    expect(shapes.lines).toEqual([
      {
        id: 'm-1',
        color: 'teal',
        points: [
          { time: at(10), value: 100 },
          { time: at(18), value: 112 },
          { time: at(25), value: 105 },
          { time: at(31), value: 109 },
          { time: at(40), value: 101 },
        ],
      },
    ]);
    expect(shapes.zones).toEqual([
      { id: 'm-1', from: at(40), top: 102, bottom: 99, color: 'teal', label: 'Gartley' },
    ]);
    expect(shapes.entries).toEqual([{ id: 'm-1', price: 101.5, color: 'teal', title: 'Buy' }]);
  });

  it('draws a strong sell on its side, leaves out points before the first bar, and dots its jumps', () => {
    const shapes = matchShapes([trendlineSell], BAR_TIMES, colours, labels);
    expect(shapes.markers.find((marker) => marker.id === 'm-2:fired')).toMatchObject({
      time: at(44),
      position: 'aboveBar',
      shape: 'arrowDown',
      color: 'rose',
    });
    expect(shapes.markers.some((marker) => marker.text === 'start')).toBe(false);
    // One point left is not a line.
    expect(shapes.lines).toEqual([]);
    expect(shapes.zones[0]).toMatchObject({ top: 112, bottom: 111 });
    expect(shapes.markers.find((marker) => marker.id === 'm-2:jump:j-1')).toMatchObject({
      time: at(46),
      shape: 'circle',
    });
    expect(shapes.entries[0]?.title).toBe('Sell');
  });

  it('names the strategy on the arrow when the match has no zone', () => {
    const pointZone = { ...harmonicBuy, zone: { from: 100, to: 100 } };
    const shapes = matchShapes([pointZone], BAR_TIMES, colours, labels);
    expect(shapes.zones).toEqual([]);
    expect(shapes.markers.find((marker) => marker.id === 'm-1:fired')?.text).toBe('Gartley');
  });

  it("leaves oscillator readings (a signal's indicator, a divergence's o1/o2) off the price scale", () => {
    const divergence = {
      ...harmonicBuy,
      chartData: {
        p1: { date: at(10), value: 100 },
        p2: { date: at(20), value: 95 },
        o1: { date: at(10), value: 28 },
        o2: { date: at(20), value: 34 },
        indicator: { date: at(20), value: 31 },
      },
    };
    const shapes = matchShapes([divergence], BAR_TIMES, colours, labels);
    const priced = shapes.markers.filter((marker) => marker.price !== undefined);
    expect(priced.map((marker) => marker.text)).toEqual(['p1', 'p2']);
    expect(shapes.lines[0]?.points.map((point) => point.value)).toEqual([100, 95]);
  });

  it('keeps markers in time order across matches, as the chart library needs them', () => {
    const { markers } = matchShapes([trendlineSell, harmonicBuy], BAR_TIMES, colours, labels);
    expect(markers.map((marker) => marker.time)).toEqual(
      [...markers.map((marker) => marker.time)].sort((a, b) => a - b),
    );
  });

  it('finds the bar a moment falls in, and none before the first', () => {
    expect(barTimeOf(BAR_TIMES, at(3) + 1)).toBe(at(3));
    expect(barTimeOf(BAR_TIMES, at(47) + 99_999)).toBe(at(47));
    expect(barTimeOf(BAR_TIMES, at(0) - 1)).toBeUndefined();
    expect(barTimeOf([], 5)).toBeUndefined();
  });

  it('names the side of strong signals and the oldest moment to load', () => {
    expect([sideOf('strong buy'), sideOf('sell'), sideOf('neutral')]).toEqual(['buy', 'sell', 'neutral']);
    expect(oldestPointOf([harmonicBuy, trendlineSell])).toBe(at(0) - 36_000);
    expect(oldestPointOf([])).toBeUndefined();
  });
});
