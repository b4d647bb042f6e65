import { describe, expect, it } from 'vitest';
import {
  BAR_TIMES,
  harmonicBuy,
  quasimodoSell,
  rtmBuy,
  trendlineSell,
} from '../../../test/ui/chart/match-fixtures';
import { barTimeOf, matchShapes, oldestPointOf, pointPosition, sideOf } from './match-shapes';

const colours = { buy: 'teal', sell: 'rose', neutral: 'amber' };
const labels = { buy: 'Buy', sell: 'Sell', neutral: 'Neutral' };
const at = (bar: number) => BAR_TIMES[bar]!;

describe('match shapes', () => {
  it('draws a harmonic buy: named points, the joined pattern, the zone from the firing bar and an up arrow', () => {
    const shapes = matchShapes([harmonicBuy], BAR_TIMES, colours, labels);
    const points = shapes.markers.filter((marker) => marker.shape === 'circle');
    // Names sit above the highs and below the lows, never on the candles.
    expect(points.map((point) => [point.text, point.time, point.position])).toEqual([
      ['X', at(10), 'belowBar'],
      ['A', at(18), 'aboveBar'],
      ['B', at(25), 'belowBar'],
      // C sits 20 minutes into bar 31: it is drawn on that bar.
      ['C', at(31), 'aboveBar'],
      ['D', at(40), 'belowBar'],
    ]);
    expect(points.every((point) => point.price === undefined)).toBe(true);
    expect(shapes.markers.find((marker) => marker.id === 'm-1:fired')).toMatchObject({
      time: at(40),
      position: 'belowBar',
      shape: 'arrowUp',
      color: 'teal',
      // A lone match is named by the legend, so its arrow carries no text over the candles.
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
    expect(shapes.zones).toEqual([{ id: 'm-1', from: at(40), top: 102, bottom: 99, color: 'teal' }]);
    expect(shapes.entries).toEqual([{ id: 'm-1', price: 101.5, color: 'teal', title: 'Buy' }]);
    expect(shapes.legend).toEqual([
      { id: 'm-1', number: undefined, color: 'teal', name: 'Gartley', side: 'Buy', price: 101.5 },
    ]);
  });

  it('draws a strong sell on its side, its trendline from the first loaded bar, and dots its jumps', () => {
    const shapes = matchShapes([trendlineSell], BAR_TIMES, colours, labels);
    expect(shapes.markers.find((marker) => marker.id === 'm-2:fired')).toMatchObject({
      time: at(44),
      position: 'aboveBar',
      shape: 'arrowDown',
      color: 'rose',
    });
    expect(shapes.markers.some((marker) => marker.text === 'start')).toBe(false);
    // The line starts 10 hours before the first bar at 120 and falls to 110 at bar 44 (54 hours on).
    const [line] = shapes.lines;
    expect(shapes.lines).toHaveLength(1);
    expect(line!.points.map((point) => point.time)).toEqual([at(0), at(44)]);
    expect(line!.points[0]!.value).toBeCloseTo(120 - (10 * 10) / 54, 9);
    expect(line!.points[1]!.value).toBe(110);
    expect(shapes.zones[0]).toMatchObject({ top: 112, bottom: 111 });
    expect(shapes.markers.find((marker) => marker.id === 'm-2:jump:j-1')).toMatchObject({
      time: at(46),
      shape: 'circle',
    });
    expect(shapes.entries[0]?.title).toBe('Sell');
  });

  it('numbers the arrows of several matches as the legend lists them, and draws no zone for a single price', () => {
    const pointZone = { ...harmonicBuy, zone: { from: 100, to: 100 } };
    const shapes = matchShapes([pointZone, trendlineSell], BAR_TIMES, colours, labels);
    expect(shapes.zones.map((zone) => zone.id)).toEqual(['m-2']);
    expect(shapes.markers.find((marker) => marker.id === 'm-1:fired')?.text).toBe('1');
    expect(shapes.markers.find((marker) => marker.id === 'm-2:fired')?.text).toBe('2');
    expect(shapes.legend.map((entry) => [entry.number, entry.name, entry.side])).toEqual([
      [1, 'Gartley', 'Buy'],
      [2, 'Trendline break', 'Sell'],
    ]);
  });

  it('places a lone point on the side its match trades from, and a point between two on the free side', () => {
    expect(pointPosition(undefined, 95, undefined, 'buy')).toBe('belowBar');
    expect(pointPosition(undefined, 95, undefined, 'sell')).toBe('aboveBar');
    expect(pointPosition(100, 110, 104, 'buy')).toBe('aboveBar');
    expect(pointPosition(100, 90, undefined, 'sell')).toBe('belowBar');
  });

  it("puts a point's label above its bar when it stands on the high and below when on the low", () => {
    // A bullish divergence's first low is higher than its second: both still stand on lows.
    expect(pointPosition(undefined, 101, 99, 'buy', { high: 108, low: 101 })).toBe('belowBar');
    expect(pointPosition(90, 95, undefined, 'sell', { high: 95, low: 89 })).toBe('aboveBar');
    const divergence = {
      ...harmonicBuy,
      chartData: { p1: { date: at(10), value: 101 }, p2: { date: at(20), value: 99 } },
    };
    const ranges = new Map([
      [at(10), { high: 108, low: 101 }],
      [at(20), { high: 104, low: 99 }],
    ]);
    const { markers } = matchShapes([divergence], BAR_TIMES, colours, labels, ranges);
    expect(markers.filter((marker) => marker.shape === 'circle').map((marker) => marker.position)).toEqual([
      'belowBar',
      'belowBar',
    ]);
  });

  it("moves oscillator readings (a signal's indicator, a divergence's o1/o2) to the oscillator pane", () => {
    const divergence = {
      ...harmonicBuy,
      chartData: {
        p1: { date: at(10), value: 100 },
        p2: { date: at(20), value: 95 },
        o1: { date: at(10), value: 28 },
        o2: { date: at(20), value: 34 },
        signal: { date: at(22), value: 96 },
      },
    };
    const shapes = matchShapes([divergence], BAR_TIMES, colours, labels);
    const named = shapes.markers.filter((marker) => marker.shape === 'circle');
    // The signal candle is the arrow's; the line joins the two swings only.
    expect(named.map((marker) => marker.text)).toEqual(['p1', 'p2']);
    expect(shapes.lines[0]?.points.map((point) => point.value)).toEqual([100, 95]);
    expect(
      shapes.oscillatorMarkers.map((marker) => [marker.text, marker.time, marker.price, marker.position]),
    ).toEqual([
      ['o1', at(10), 28, 'atPriceMiddle'],
      ['o2', at(20), 34, 'atPriceMiddle'],
    ]);
    expect(shapes.oscillatorLines).toEqual([
      {
        id: 'm-1',
        color: 'teal',
        points: [
          { time: at(10), value: 28 },
          { time: at(20), value: 34 },
        ],
      },
    ]);
  });

  it('draws a pivot two matches share once, not as a column of labels', () => {
    const again = { ...harmonicBuy, id: 'm-3', matchTimestamp: at(42) };
    const { markers } = matchShapes([harmonicBuy, again], BAR_TIMES, colours, labels);
    expect(markers.filter((marker) => marker.text === 'X')).toHaveLength(1);
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

  it('draws a Quasimodo as its four swings joined and its zone box from the left shoulder', () => {
    const shapes = matchShapes([quasimodoSell], BAR_TIMES, colours, labels);
    const points = shapes.markers.filter((marker) => marker.shape === 'circle');
    expect(points.map((point) => [point.text, point.time, point.position])).toEqual([
      ['H', at(12), 'aboveBar'],
      ['L', at(20), 'belowBar'],
      ['HH', at(27), 'aboveBar'],
      ['LL', at(34), 'belowBar'],
    ]);
    expect(shapes.lines).toEqual([
      {
        id: 'm-3',
        color: 'rose',
        points: [
          { time: at(12), value: 110 },
          { time: at(20), value: 100 },
          { time: at(27), value: 115 },
          { time: at(34), value: 95 },
        ],
      },
    ]);
    // The zone's edges are no points of the line; the box starts at the shoulder, not at the firing bar.
    expect(shapes.zones).toEqual([{ id: 'm-3', from: at(12), top: 110, bottom: 109.5, color: 'rose' }]);
  });

  it('draws an RTM zone as a box from its base, with the leg-in, base and leg-out joined', () => {
    const shapes = matchShapes([rtmBuy], BAR_TIMES, colours, labels);
    expect(shapes.lines[0]!.points).toEqual([
      { time: at(22), value: 99.8 },
      { time: at(23), value: 97 },
      { time: at(25), value: 100 },
    ]);
    expect(shapes.markers.filter((m) => m.shape === 'circle').map((m) => m.text)).toEqual([
      'legIn',
      'base',
      'legOut',
    ]);
    expect(shapes.zones).toEqual([{ id: 'm-4', from: at(23), top: 97.6, bottom: 96.6, color: 'teal' }]);
    // A base older than the loaded bars: the box starts at the first bar.
    const older = {
      ...rtmBuy,
      chartData: { ...rtmBuy.chartData, zoneTop: { date: at(0) - 7200, value: 97.6 } },
    };
    expect(matchShapes([older], BAR_TIMES, colours, labels).zones[0]!.from).toBe(at(0));
  });
});
