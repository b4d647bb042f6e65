import type { Signal } from '@tradescope/domain';
import type { ChartMatch } from '../../lib/endpoints/chart-matches';
import { type ChartContributor, confluenceShapesOf, isHigherContributor } from './confluence-shapes';
import { type IctDrawings, ictDrawingsOf } from './ict-drawings';
import { lineShapesOf } from './line-shapes';
import { isPatternAnnotation, type PatternDrawings, patternDrawings } from './pattern-drawings';

export type Side = 'buy' | 'sell' | 'neutral';
export type SideColours = Readonly<Record<Side, string>>;

export interface ShapeMarker {
  readonly id: string;
  readonly time: number;
  readonly position: 'aboveBar' | 'belowBar' | 'atPriceTop' | 'atPriceMiddle' | 'atPriceBottom';
  readonly shape: 'circle' | 'arrowUp' | 'arrowDown' | 'square';
  readonly color: string;
  readonly text: string;
  /** Only for the atPrice positions: the price the marker stands at. */
  readonly price?: number;
}

/** The pattern's named points joined in time order (X-A-B-C-D of a harmonic, the two ends of a trendline). */
export interface ShapeLine {
  readonly id: string;
  readonly color: string;
  readonly points: readonly { readonly time: number; readonly value: number }[];
}

/** The zone where the strategy expects the reaction (DESIGN §5), drawn from the match's candle to the right edge. */
export interface ShapeZone {
  readonly id: string;
  readonly from: number;
  readonly top: number;
  readonly bottom: number;
  readonly color: string;
}

export interface ShapeEntry {
  readonly id: string;
  readonly price: number;
  readonly color: string;
  readonly title: string;
}

/** One match in the chart's legend: its names live there instead of over the candles. */
export interface LegendEntry {
  readonly id: string;
  /** The number its arrow carries when the chart shows more than one match; undefined for a lone match. */
  readonly number: number | undefined;
  readonly color: string;
  readonly name: string;
  readonly side: string;
  readonly price: number;
}

export interface MatchShapes {
  readonly markers: readonly ShapeMarker[];
  readonly lines: readonly ShapeLine[];
  readonly zones: readonly ShapeZone[];
  readonly entries: readonly ShapeEntry[];
  readonly legend: readonly LegendEntry[];
  /** Oscillator readings (a divergence's o1/o2, a classic signal's indicator), for the oscillator pane. */
  readonly oscillatorMarkers: readonly ShapeMarker[];
  /** A divergence's two oscillator readings joined, the counterpart of its price line. */
  readonly oscillatorLines: readonly ShapeLine[];
  /** A harmonic's triangles and ratios, a Fibonacci leg's levels (pattern-drawings.ts). */
  readonly patterns: PatternDrawings;
  /** ICT gaps and blocks as boxes, structure and liquidity levels (ict-drawings.ts). */
  readonly ict: IctDrawings;
}

/** Strong variants are drawn like their plain side (spec §3 Signals). */
export const sideOf = (type: Signal): Side =>
  type.endsWith('buy') ? 'buy' : type.endsWith('sell') ? 'sell' : 'neutral';

/** Index of the bar a moment falls in: the last bar opening at or before it; -1 before the first bar. */
export const barIndexOf = (times: readonly number[], time: number): number => {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
};

/** The bar a moment falls in: the last bar opening at or before it; none before the first bar. */
export const barTimeOf = (times: readonly number[], time: number): number | undefined =>
  times[barIndexOf(times, time)];

/** A bar's range, to tell whether a point stands on its high or its low. */
export interface BarRange {
  readonly high: number;
  readonly low: number;
}

/**
 * Where a named point's label goes so it never covers a candle: above the bar when the point is in the bar's upper
 * half (a swing high), below it when in the lower half (a swing low). Without the bar, a point between neighbours
 * goes to the side they leave free (X-A-B-C-D labels outside the zig-zag), and a lone point to the side its match
 * trades from (a buy stands on a low).
 */
export const pointPosition = (
  before: number | undefined,
  value: number,
  after: number | undefined,
  side: Side,
  bar?: BarRange,
): 'aboveBar' | 'belowBar' => {
  if (bar !== undefined) return value >= (bar.high + bar.low) / 2 ? 'aboveBar' : 'belowBar';
  const neighbours = [before, after].filter((neighbour) => neighbour !== undefined);
  if (neighbours.length === 0) return side === 'buy' ? 'belowBar' : 'aboveBar';
  const average = neighbours.reduce((sum, neighbour) => sum + neighbour, 0) / neighbours.length;
  return value >= average ? 'aboveBar' : 'belowBar';
};

/**
 * Points of a match drawn on the price scale. The engine also names oscillator readings in chartData (`indicator`
 * for a classic signal, `o1`/`o2` at a divergence's pivots), which go to the oscillator pane, and the signal candle
 * (`signal`), which the side's arrow already marks. A harmonic's ratios and PRZ edges and a Fibonacci leg's levels
 * are drawn by pattern-drawings.ts.
 */
export const isPricePoint = (name: string): boolean =>
  name !== 'signal' && !isOscillatorPoint(name) && !isPatternAnnotation(name);
export const isOscillatorPoint = (name: string): boolean => name === 'indicator' || /^o\d+$/.test(name);

/**
 * Markers in time order, as the chart library needs them, once each: matches of one strategy often share a pivot,
 * and the same name twice on one bar would stack into a column of labels.
 */
const inTimeOrder = (markers: readonly ShapeMarker[]): ShapeMarker[] => {
  const seen = new Set<string>();
  return markers
    .filter((marker) => {
      const key = `${marker.time}|${marker.position}|${marker.price}|${marker.shape}|${marker.color}|${marker.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.time - b.time);
};

/** Entry price lines beyond this many clutter the price scale; markers and zones still show every match. */
const MAX_ENTRY_LINES = 5;

interface NamedPoint {
  readonly name: string;
  readonly time: number;
  readonly value: number;
}

/** The points of a match passing `keep`, on the loaded bars (older ones are left out), in time order. */
const pointsOf = (
  match: ChartMatch,
  times: readonly number[],
  keep: (name: string) => boolean,
): NamedPoint[] =>
  Object.entries(match.chartData)
    .filter(([name]) => keep(name))
    .map(([name, point]) => ({ name, time: barTimeOf(times, point.date), value: point.value }))
    .filter((point): point is NamedPoint => point.time !== undefined)
    .sort((a, b) => a.time - b.time);

/** A line series takes one value per bar: two points on one bar keep the later one; one point is no line. */
const lineOf = (id: string, color: string, points: readonly NamedPoint[]): ShapeLine[] => {
  const joined = points.filter((point, index) => points[index + 1]?.time !== point.time);
  return joined.length >= 2
    ? [{ id, color, points: joined.map(({ time, value }) => ({ time, value })) }]
    : [];
};

/**
 * What to draw for a set of matches on bars opening at `times` (oldest first; `ranges` their highs and lows by
 * time, when known): named points as markers beside the bars and a joined line through their prices, the zone as a
 * box, the firing candle as an arrow on its side, jumps as dots, the entry price as a price line, and a legend row
 * naming each match. Oscillator readings become markers and a line of the oscillator pane.
 */
export const matchShapes = (
  matches: readonly ChartMatch[],
  times: readonly number[],
  colours: SideColours,
  sideLabels: Readonly<Record<Side, string>>,
  ranges: ReadonlyMap<number, BarRange> = new Map(),
  /** An XMoon contributor's marker label (its strategy's name, and timeframe when `higher`). */
  contributorLabel: (contributor: ChartContributor, higher: boolean) => string = (c) => `#${c.strategyId}`,
): MatchShapes => {
  const markers: ShapeMarker[] = [];
  const lines: ShapeLine[] = [];
  const zones: ShapeZone[] = [];
  const entries: ShapeEntry[] = [];
  const legend: LegendEntry[] = [];
  const oscillatorMarkers: ShapeMarker[] = [];
  const oscillatorLines: ShapeLine[] = [];
  const ict = {
    boxes: [] as IctDrawings['boxes'][number][],
    segments: [] as IctDrawings['segments'][number][],
  };
  const numbered = matches.length > 1;
  matches.forEach((match, index) => {
    const side = sideOf(match.type);
    const color = colours[side];
    const number = numbered ? index + 1 : undefined;
    legend.push({
      id: match.id,
      number,
      color,
      name: match.strategyName,
      side: sideLabels[side],
      price: match.price,
    });
    const fired = barTimeOf(times, match.matchTimestamp);
    if (fired !== undefined) {
      markers.push({
        id: `${match.id}:fired`,
        time: fired,
        position: side === 'sell' ? 'aboveBar' : 'belowBar',
        shape: side === 'sell' ? 'arrowDown' : side === 'buy' ? 'arrowUp' : 'circle',
        color,
        // The legend names the strategy; the arrow carries only its legend number.
        text: number === undefined ? '' : String(number),
      });
    }
    const points = pointsOf(match, times, isPricePoint);
    const place = (time: number, value: number) =>
      pointPosition(undefined, value, undefined, side, ranges.get(time));
    // XMoon's contributing matches as named markers (confluence-shapes.ts); trendlines, channels and levels: each line
    // on its own, touches by their bars (line-shapes.ts).
    const family =
      confluenceShapesOf(match, (time) => barTimeOf(times, time), color, place, contributorLabel) ??
      lineShapesOf(match, times, color, place);
    // ICT: boxes and labelled levels instead of points joined in time order (ict-drawings.ts).
    const smartMoney = ictDrawingsOf(match, (time) => barTimeOf(times, time), color);
    if (smartMoney !== undefined) {
      ict.boxes.push(...smartMoney.boxes);
      ict.segments.push(...smartMoney.segments);
    } else if (family !== undefined) {
      markers.push(...family.markers);
      lines.push(...family.lines);
    } else {
      points.forEach((point, at) => {
        markers.push({
          id: `${match.id}:${point.name}`,
          time: point.time,
          position: pointPosition(
            points[at - 1]?.value,
            point.value,
            points[at + 1]?.value,
            side,
            ranges.get(point.time),
          ),
          shape: 'circle',
          color,
          text: point.name,
        });
      });
      lines.push(...lineOf(match.id, color, points));
    }
    const readings = pointsOf(match, times, isOscillatorPoint);
    for (const reading of readings) {
      oscillatorMarkers.push({
        id: `${match.id}:${reading.name}`,
        time: reading.time,
        position: 'atPriceMiddle',
        price: reading.value,
        shape: 'circle',
        color,
        text: reading.name === 'indicator' ? '' : reading.name,
      });
    }
    oscillatorLines.push(...lineOf(match.id, color, readings));
    // A QM's zone starts at its left shoulder and an RTM zone at its base (chartData `zoneTop`), where a trader draws
    // it; other zones start on the candle the strategy fired on.
    const drawnFrom = match.chartData.zoneTop;
    const zoneStart =
      (drawnFrom === undefined ? undefined : (barTimeOf(times, drawnFrom.date) ?? times[0])) ??
      fired ??
      points[0]?.time;
    if (zoneStart !== undefined && match.zone.from !== match.zone.to) {
      zones.push({
        id: match.id,
        from: zoneStart,
        top: Math.max(match.zone.from, match.zone.to),
        bottom: Math.min(match.zone.from, match.zone.to),
        color,
      });
    }
    for (const jump of match.jumps) {
      const time = barTimeOf(times, jump.matchTimestamp);
      if (time !== undefined) {
        markers.push({
          id: `${match.id}:jump:${jump.id}`,
          time,
          position: 'aboveBar',
          shape: 'circle',
          color,
          text: '',
        });
      }
    }
    if (entries.length < MAX_ENTRY_LINES) {
      entries.push({ id: match.id, price: match.price, color, title: sideLabels[side] });
    }
  });
  return {
    markers: inTimeOrder(markers),
    lines,
    zones,
    entries,
    legend,
    oscillatorMarkers: inTimeOrder(oscillatorMarkers),
    oscillatorLines,
    patterns: patternDrawings(
      matches,
      (time) => barTimeOf(times, time),
      (match) => colours[sideOf(match.type)],
    ),
    ict,
  };
};

/** Every moment a match needs on screen: its candle, its named points (an XMoon's of its timeframe) and its jumps. */
export const momentsOf = (match: ChartMatch): number[] => [
  match.matchTimestamp,
  ...Object.entries(match.chartData)
    .filter(([name]) => !isHigherContributor(name, match.timeframe))
    .map(([, point]) => point.date),
  ...match.jumps.map((jump) => jump.matchTimestamp),
];

/** The oldest moment any match needs on screen, so the history can be asked to reach back to it. */
export const oldestPointOf = (matches: readonly ChartMatch[]): number | undefined => {
  const times = matches.flatMap(momentsOf);
  return times.length === 0 ? undefined : Math.min(...times);
};
