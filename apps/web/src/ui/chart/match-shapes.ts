import type { Signal } from '@tradescope/domain';
import type { ChartMatch } from '../../lib/endpoints/chart-matches';

export type Side = 'buy' | 'sell' | 'neutral';
export type SideColours = Readonly<Record<Side, string>>;

export interface ShapeMarker {
  readonly id: string;
  readonly time: number;
  readonly position: 'aboveBar' | 'belowBar' | 'atPriceTop' | 'atPriceMiddle' | 'atPriceBottom';
  readonly shape: 'circle' | 'arrowUp' | 'arrowDown' | 'square';
  readonly color: string;
  readonly text: string;
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
  readonly label: string;
}

export interface ShapeEntry {
  readonly id: string;
  readonly price: number;
  readonly color: string;
  readonly title: string;
}

export interface MatchShapes {
  readonly markers: readonly ShapeMarker[];
  readonly lines: readonly ShapeLine[];
  readonly zones: readonly ShapeZone[];
  readonly entries: readonly ShapeEntry[];
}

/** Strong variants are drawn like their plain side (spec §3 Signals). */
export const sideOf = (type: Signal): Side =>
  type.endsWith('buy') ? 'buy' : type.endsWith('sell') ? 'sell' : 'neutral';

/** The bar a moment falls in: the last bar opening at or before it; none before the first bar. */
export const barTimeOf = (times: readonly number[], time: number): number | undefined => {
  let low = 0;
  let high = times.length - 1;
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = times[middle]!;
    if (candidate <= time) {
      found = candidate;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
};

/**
 * A swing high's name goes above its point and a swing low's below, so X-A-B-C-D labels sit outside the
 * zig-zag instead of on its line; a point between the two (a trendline's) goes to the side its neighbours
 * leave free.
 */
export const pointPosition = (
  before: number | undefined,
  value: number,
  after: number | undefined,
): ShapeMarker['position'] => {
  const neighbours = [before, after].filter((neighbour) => neighbour !== undefined);
  if (neighbours.length === 0) return 'atPriceTop';
  const average = neighbours.reduce((sum, neighbour) => sum + neighbour, 0) / neighbours.length;
  return value >= average ? 'atPriceTop' : 'atPriceBottom';
};

/** Entry price lines beyond this many clutter the price scale; markers and zones still show every match. */
const MAX_ENTRY_LINES = 5;

/**
 * What to draw for a set of matches on bars opening at `times` (oldest first): named points as markers and a
 * joined line, the zone as a box, the firing candle as an arrow on its side, jumps as dots, and the entry
 * price as a price line. Points older than the loaded bars are left out (the history is asked to reach them).
 */
export const matchShapes = (
  matches: readonly ChartMatch[],
  times: readonly number[],
  colours: SideColours,
  sideLabels: Readonly<Record<Side, string>>,
): MatchShapes => {
  const markers: ShapeMarker[] = [];
  const lines: ShapeLine[] = [];
  const zones: ShapeZone[] = [];
  const entries: ShapeEntry[] = [];
  for (const match of matches) {
    const side = sideOf(match.type);
    const color = colours[side];
    const fired = barTimeOf(times, match.matchTimestamp);
    const hasZone = match.zone.from !== match.zone.to;
    if (fired !== undefined) {
      markers.push({
        id: `${match.id}:fired`,
        time: fired,
        position: side === 'sell' ? 'aboveBar' : 'belowBar',
        shape: side === 'sell' ? 'arrowDown' : side === 'buy' ? 'arrowUp' : 'circle',
        color,
        // The zone carries the strategy's name; without one the arrow does.
        text: hasZone ? '' : match.strategyName,
      });
    }
    const points = Object.entries(match.chartData)
      .filter(([name]) => isPricePoint(name))
      .map(([name, point]) => ({ name, time: barTimeOf(times, point.date), value: point.value }))
      .filter((point): point is { name: string; time: number; value: number } => point.time !== undefined)
      .sort((a, b) => a.time - b.time);
    points.forEach((point, index) => {
      markers.push({
        id: `${match.id}:${point.name}`,
        time: point.time,
        position: pointPosition(points[index - 1]?.value, point.value, points[index + 1]?.value),
        price: point.value,
        shape: 'circle',
        color,
        text: point.name,
      });
    });
    // A line series takes one value per bar: two points on one bar keep the later one.
    const joined = points.filter((point, index) => points[index + 1]?.time !== point.time);
    if (joined.length >= 2) {
      lines.push({ id: match.id, color, points: joined.map(({ time, value }) => ({ time, value })) });
    }
    const zoneStart = fired ?? points[0]?.time;
    if (zoneStart !== undefined && hasZone) {
      zones.push({
        id: match.id,
        from: zoneStart,
        top: Math.max(match.zone.from, match.zone.to),
        bottom: Math.min(match.zone.from, match.zone.to),
        color,
        label: match.strategyName,
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
  }
  markers.sort((a, b) => a.time - b.time);
  return { markers, lines, zones, entries };
};

/**
 * Points of a match drawn on the price scale. The engine also names oscillator readings in chartData (`indicator`
 * for a classic signal, `o1`/`o2` at a divergence's pivots); on the price axis they would be lines to nowhere.
 */
export const isPricePoint = (name: string): boolean => name !== 'indicator' && !/^o\d+$/.test(name);

/** The oldest moment any match needs on screen, so the history can be asked to reach back to it. */
export const oldestPointOf = (matches: readonly ChartMatch[]): number | undefined => {
  const times = matches.flatMap((match) => [
    match.matchTimestamp,
    ...Object.values(match.chartData).map((point) => point.date),
  ]);
  return times.length === 0 ? undefined : Math.min(...times);
};
